import Router from '@koa/router';
import type { GetAvailability } from '../../../core/capacity/get-availability';
import type { SetDayCapacity } from '../../../core/capacity/set-day-capacity';
import {
  availabilityQuerySchema,
  setCapacitySchema,
  toDayAvailabilityBody,
  type DayAvailabilityBody,
} from '../../contract/capacity';
import { guardedEmployee, type SessionAuth } from '../auth';
import { unwrap } from '../error-mapper';
import { validate } from '../validate';

export interface CapacityRouteDeps {
  auth: SessionAuth;
  getAvailability: GetAvailability;
  setDayCapacity: SetDayCapacity;
}

/** GET /availability (anyone) and PUT /capacity (a manager), as DECISIONS.md fixes them. */
export function capacityRoutes(deps: CapacityRouteDeps): Router {
  const router = new Router();

  router.get('/availability', async (ctx) => {
    const query = validate(availabilityQuerySchema, { ...ctx.query });
    const days = unwrap(await deps.getAvailability.execute(query));
    ctx.body = days.map(toDayAvailabilityBody) satisfies DayAvailabilityBody[];
  });

  router.put('/capacity', deps.auth.allowedTo(deps.setDayCapacity), async (ctx) => {
    const body = validate(setCapacitySchema, ctx.request.body);
    const day = unwrap(await deps.setDayCapacity.execute({ actor: guardedEmployee(ctx), ...body }));
    ctx.body = toDayAvailabilityBody(day) satisfies DayAvailabilityBody;
  });

  return router;
}
