import Router from '@koa/router';
import { EMPLOYEE_ADDED, EMPLOYEE_ARCHIVED } from '../../../core/employees/employee-admin';
import type { ListContactForms } from '../../../core/contact/list-contact-forms';
import type {
  AddEmployee,
  ArchiveEmployee,
  ListEmployees,
} from '../../../core/employees/manage-employees';
import { guardedEmployee, type SessionAuth } from '../auth';
import type { AddEmployeeResponse, ContactFormRow, EmployeeListRow } from '../../contract/manager';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import {
  addEmployeeSchema,
  archiveEmployeeSchema,
  viewContactFormsSchema,
} from '../../contract/manager';
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
  const { requireManager } = deps.auth;

  router.get('/employees', requireManager, async (ctx) => {
    const employees = await deps.listEmployees.execute();
    ctx.body = employees.map(toEmployeeListRow) satisfies EmployeeListRow[];
  });

  router.post('/addEmp', requireManager, async (ctx) => {
    const body = validate(addEmployeeSchema, ctx.request.body);
    const added = unwrap(await deps.addEmployee.execute(body));
    ctx.status = 201;
    ctx.body = {
      message: EMPLOYEE_ADDED,
      id: added.employee.id,
      ...(added.generatedPassword === null ? {} : { generatedPassword: added.generatedPassword }),
    } satisfies AddEmployeeResponse;
  });

  router.post('/archiveEmp', requireManager, async (ctx) => {
    const manager = guardedEmployee(ctx);
    const body = validate(archiveEmployeeSchema, ctx.request.body);
    unwrap(
      await deps.archiveEmployee.execute({
        managerId: manager.id,
        employeeId: body.employeeToArchive,
      }),
    );
    ctx.body = { message: EMPLOYEE_ARCHIVED } satisfies MessageBody;
  });

  router.post('/viewContactForms', requireManager, async (ctx) => {
    const body = validate(viewContactFormsSchema, ctx.request.body);
    const forms = unwrap(await deps.listContactForms.execute(body));
    ctx.body = forms.map(toContactFormRow) satisfies ContactFormRow[];
  });

  return router;
}
