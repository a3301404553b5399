import Router from '@koa/router';
import { EMPLOYEE_ADDED, EMPLOYEE_ARCHIVED } from '../../../core/employees/employee-admin';
import type { ListContactForms } from '../../../core/contact/list-contact-forms';
import type { AddEmployee } from '../../../core/employees/add-employee';
import type { ArchiveEmployee } from '../../../core/employees/archive-employee';
import type { ListEmployees } from '../../../core/employees/list-employees';
import { guardedEmployee, type SessionAuth } from '../auth';
import type { AddEmployeeResponse, ContactFormRow, EmployeeListRow } from '../../contract/manager';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import {
  addEmployeeSchema,
  archiveEmployeeSchema,
  employeeListQuerySchema,
  NEW_EMPLOYEE_WIRE_PATHS,
  toNewEmployee,
  viewContactFormsSchema,
} from '../../contract/manager';
import { inWireTerms } from '../../contract/wire-paths';
import { toContactFormRow, toEmployeeListRow } from '../../contract/manager-presenters';
import { validate } from '../validate';

export interface ManagerRouteDeps {
  auth: SessionAuth;
  listEmployees: ListEmployees;
  addEmployee: AddEmployee;
  archiveEmployee: ArchiveEmployee;
  listContactForms: ListContactForms;
}

/** Manager only: the employee list, hiring and archiving, and reading the Contact Us messages. */
export function managerRoutes(deps: ManagerRouteDeps): Router {
  const router = new Router();
  const { auth } = deps;

  router.get('/employees', auth.allowedTo(deps.listEmployees), async (ctx) => {
    const { status } = validate(employeeListQuerySchema, { ...ctx.query });
    const employees = unwrap(
      await deps.listEmployees.execute({
        actor: guardedEmployee(ctx),
        includeArchived: status === 'all',
      }),
    );
    ctx.body = employees.map(toEmployeeListRow) satisfies EmployeeListRow[];
  });

  router.post('/addEmp', auth.allowedTo(deps.addEmployee), async (ctx) => {
    const body = validate(addEmployeeSchema, ctx.request.body);
    const result = await deps.addEmployee.execute({
      actor: guardedEmployee(ctx),
      ...toNewEmployee(body),
    });
    const added = unwrap(inWireTerms(result, NEW_EMPLOYEE_WIRE_PATHS));
    ctx.status = 201;
    ctx.body = {
      message: EMPLOYEE_ADDED,
      id: added.employee.id,
      ...(added.generatedPassword === null ? {} : { generatedPassword: added.generatedPassword }),
    } satisfies AddEmployeeResponse;
  });

  router.post('/archiveEmp', auth.allowedTo(deps.archiveEmployee), async (ctx) => {
    const body = validate(archiveEmployeeSchema, ctx.request.body);
    unwrap(
      await deps.archiveEmployee.execute({
        actor: guardedEmployee(ctx),
        employeeId: body.employeeToArchive,
      }),
    );
    ctx.body = { message: EMPLOYEE_ARCHIVED } satisfies MessageBody;
  });

  router.post('/viewContactForms', auth.allowedTo(deps.listContactForms), async (ctx) => {
    const body = validate(viewContactFormsSchema, ctx.request.body);
    const forms = unwrap(
      await deps.listContactForms.execute({ actor: guardedEmployee(ctx), ...body }),
    );
    ctx.body = forms.map(toContactFormRow) satisfies ContactFormRow[];
  });

  return router;
}
