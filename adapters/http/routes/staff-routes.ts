import Router from '@koa/router';
import type { EnterWeather } from '../../../core/weather/enter-weather';
import { WEATHER_SAVED, WEATHER_UNCHANGED } from '../../../core/weather/enter-weather';
import type { UpdateEmployeeProfile } from '../../../core/employees/update-employee-profile';
import {
  PASSWORD_CHOSEN,
  type ChooseEmployeePassword,
} from '../../../core/employees/choose-password';
import { guardedEmployee, type SessionAuth } from '../auth';
import type { EmployeeBody } from '../../contract/auth';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import { toEmployeeBody } from '../../contract/presenters';
import {
  choosePasswordSchema,
  toWeatherEntry,
  updateEmployeeSchema,
  WEATHER_WIRE_PATHS,
  weatherFormSchema,
} from '../../contract/staff';
import { inWireTerms } from '../../contract/wire-paths';
import { validate } from '../validate';
import { startSession } from '../session';

export interface StaffRouteDeps {
  auth: SessionAuth;
  updateEmployeeProfile: UpdateEmployeeProfile;
  enterWeather: EnterWeather;
  chooseEmployeePassword: ChooseEmployeePassword;
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

  // The first login with a generated password comes here before anything else. The new
  // password ends every session of the account; this one goes on under a new session id.
  router.put('/employee/password', deps.auth.requireEmployeeChoosingPassword, async (ctx) => {
    const employee = guardedEmployee(ctx);
    const { password } = validate(choosePasswordSchema, ctx.request.body);
    unwrap(await deps.chooseEmployeePassword.execute({ employeeId: employee.id, password }));
    await startSession(ctx, { employeeId: employee.id });
    ctx.body = { message: PASSWORD_CHOSEN } satisfies MessageBody;
  });

  router.post('/weatherform', requireEmployee, async (ctx) => {
    const employee = guardedEmployee(ctx);
    const body = validate(weatherFormSchema, ctx.request.body);
    const result = await deps.enterWeather.execute({
      ...toWeatherEntry(body),
      actor: employee,
    });
    const entry = unwrap(inWireTerms(result, WEATHER_WIRE_PATHS));
    const saved = entry.outcome === 'saved';
    ctx.status = saved ? 201 : 200;
    ctx.body = { message: saved ? WEATHER_SAVED : WEATHER_UNCHANGED } satisfies MessageBody;
  });

  return router;
}
