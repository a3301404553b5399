import Router from '@koa/router';
import type { EnterWeather } from '../../../core/weather/enter-weather';
import { WEATHER_SAVED, WEATHER_UNCHANGED } from '../../../core/weather/enter-weather';
import type { UpdateEmployeeProfile } from '../../../core/employees/update-employee-profile';
import { guardedEmployee, type SessionAuth } from '../auth';
import type { EmployeeBody } from '../../contract/auth';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import { toEmployeeBody } from '../../contract/presenters';
import { updateEmployeeSchema, weatherFormSchema } from '../../contract/staff';
import { validate } from '../validate';

export interface StaffRouteDeps {
  auth: SessionAuth;
  updateEmployeeProfile: UpdateEmployeeProfile;
  enterWeather: EnterWeather;
}

/**
 * What staff and managers both do with their own session: read and edit their profile
 * (GET /loggedInEmployee, POST /updateLoggedInEmployee) and enter the weather (POST /weatherform).
 */
export function staffRoutes(deps: StaffRouteDeps): Router {
  const router = new Router();
  const { requireEmployee } = deps.auth;

  router.get('/loggedInEmployee', requireEmployee, (ctx) => {
    ctx.body = toEmployeeBody(guardedEmployee(ctx)) satisfies EmployeeBody;
  });

  router.post('/updateLoggedInEmployee', requireEmployee, async (ctx) => {
    const employee = guardedEmployee(ctx);
    const { id, ...profile } = validate(updateEmployeeSchema, ctx.request.body);
    const updated = unwrap(
      await deps.updateEmployeeProfile.execute({
        sessionEmployeeId: employee.id,
        requestedEmployeeId: id,
        profile,
      }),
    );
    ctx.body = toEmployeeBody(updated) satisfies EmployeeBody;
  });

  router.post('/weatherform', requireEmployee, async (ctx) => {
    const employee = guardedEmployee(ctx);
    const body = validate(weatherFormSchema, ctx.request.body);
    const entry = unwrap(
      await deps.enterWeather.execute({
        condition: body.WeatherCondition,
        date: body.WDate,
        employeeId: employee.id,
      }),
    );
    const saved = entry.outcome === 'saved';
    ctx.status = saved ? 201 : 200;
    ctx.body = { message: saved ? WEATHER_SAVED : WEATHER_UNCHANGED } satisfies MessageBody;
  });

  return router;
}
