import Router from '@koa/router';
import { MAINTENANCE_SUBMITTED, MAINTENANCE_UPDATED } from '../../../core/maintenance/maintenance';
import type { CheckUrgentMaintenance } from '../../../core/maintenance/check-urgent-maintenance';
import type { ListMaintenanceRequests } from '../../../core/maintenance/list-maintenance-requests';
import type { SubmitMaintenanceRequest } from '../../../core/maintenance/submit-maintenance-request';
import type { UpdateMaintenanceRequest } from '../../../core/maintenance/update-maintenance-request';
import { guardedEmployee, type SessionAuth } from '../auth';
import type {
  MaintenanceListBody,
  SubmitMaintenanceResponse,
  UpdateMaintenanceResponse,
  UrgentMaintenanceBody,
} from '../../contract/staff';
import { unwrap } from '../error-mapper';
import {
  MAINTENANCE_REQUEST_WIRE_PATHS,
  submitMaintenanceSchema,
  toMaintenanceRequest,
  updateMaintenanceSchema,
  urgentMaintenanceSchema,
} from '../../contract/staff';
import { toMaintenanceRequestBody, toUrgentMaintenanceBody } from '../../contract/staff-presenters';
import { validate } from '../validate';
import { inWireTerms } from '../../contract/wire-paths';

export interface MaintenanceRouteDeps {
  auth: SessionAuth;
  listMaintenanceRequests: ListMaintenanceRequests;
  submitMaintenanceRequest: SubmitMaintenanceRequest;
  updateMaintenanceRequest: UpdateMaintenanceRequest;
  checkUrgentMaintenance: CheckUrgentMaintenance;
}

/** The Maintenance page's calls, for staff and managers alike. */
export function maintenanceRoutes(deps: MaintenanceRouteDeps): Router {
  const router = new Router();
  const { requireEmployee } = deps.auth;

  router.get('/get-maintenancerequests', requireEmployee, async (ctx) => {
    const requests = await deps.listMaintenanceRequests.execute();
    ctx.body = { requests: requests.map(toMaintenanceRequestBody) } satisfies MaintenanceListBody;
  });

  router.post('/maintenance-requests', requireEmployee, async (ctx) => {
    const employee = guardedEmployee(ctx);
    const body = validate(submitMaintenanceSchema, ctx.request.body);
    const result = await deps.submitMaintenanceRequest.execute({
      ...toMaintenanceRequest(body),
      actor: employee,
    });
    const stored = unwrap(inWireTerms(result, MAINTENANCE_REQUEST_WIRE_PATHS));
    ctx.status = 201;
    ctx.body = {
      message: MAINTENANCE_SUBMITTED,
      id: stored.id,
    } satisfies SubmitMaintenanceResponse;
  });

  router.post('/updateMaintenanceRequest', requireEmployee, async (ctx) => {
    const body = validate(updateMaintenanceSchema, ctx.request.body);
    const updated = unwrap(
      await deps.updateMaintenanceRequest.execute({
        actor: guardedEmployee(ctx),
        requestId: body.RequestID,
        status: body.status,
        comment: body.comment,
        costDollars: body.cost,
        dateResolved: body.dateResolved,
      }),
    );
    ctx.body = {
      message: MAINTENANCE_UPDATED,
      request: toMaintenanceRequestBody(updated),
    } satisfies UpdateMaintenanceResponse;
  });

  router.post('/get-unresolved-maintenance-requests', requireEmployee, async (ctx) => {
    validate(urgentMaintenanceSchema, ctx.request.body);
    const { unresolved } = await deps.checkUrgentMaintenance.execute({
      actor: guardedEmployee(ctx),
    });
    ctx.body = toUrgentMaintenanceBody(unresolved) satisfies UrgentMaintenanceBody;
  });

  return router;
}
