import { isManagerRole } from '../../../../../core/employees/employee';

/*
 * The web's route guards as decisions: which pages a visitor, a Staff member and a Manager may
 * open, and where everyone else is sent. The URLs are the web's; the rule of who is a Manager is
 * core's (isManagerRole). router/route-guards.tsx draws these decisions; features read the homes
 * and paths from here.
 */

/** What a route guard decides: show the page, or go elsewhere (remembering where we were). */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; rememberedPath?: string };

const allow: GuardDecision = { kind: 'allow' };

export const USER_LOGIN_PATH = '/login';
export const EMPLOYEE_LOGIN_PATH = '/employee/login';
export const STAFF_HOME = '/employee/profile';
export const MANAGER_HOME = '/manager/dashboard';
/** Where an employee with the generated one-time password must go before anything else. */
export const CHOOSE_PASSWORD_PATH = '/employee/choose-password';

/** A user-only route: anonymous visitors go to /login, and the path is remembered. */
export function guardUserRoute(hasUser: boolean, path: string): GuardDecision {
  return hasUser ? allow : { kind: 'redirect', to: USER_LOGIN_PATH, rememberedPath: path };
}

/** An employee route needs an employee session (any role). */
export function guardEmployeeRoute(hasEmployee: boolean): GuardDecision {
  return hasEmployee ? allow : { kind: 'redirect', to: EMPLOYEE_LOGIN_PATH };
}

/** A manager route: no employee → employee login; Staff → their own profile. */
export function guardManagerRoute(role: string | null): GuardDecision {
  if (role === null) return { kind: 'redirect', to: EMPLOYEE_LOGIN_PATH };
  return isManagerRole(role) ? allow : { kind: 'redirect', to: STAFF_HOME };
}

/** Where an employee lands: Staff on the profile, everyone else on the manager dashboard. */
export function employeeHome(role: string): string {
  return isManagerRole(role) ? MANAGER_HOME : STAFF_HOME;
}

/** An employee already logged in who opens a login page is sent to their home. */
export function guardLoginPage(employeeRole: string | null): GuardDecision {
  return employeeRole === null ? allow : { kind: 'redirect', to: employeeHome(employeeRole) };
}

/**
 * Where a user goes after logging in: the remembered path, if it is a path of this
 * site (not another origin, not a login page), else home.
 */
export function afterUserLogin(rememberedPath: string | null | undefined): string {
  if (!rememberedPath || !rememberedPath.startsWith('/') || rememberedPath.startsWith('//'))
    return '/';
  if (rememberedPath === USER_LOGIN_PATH || rememberedPath.startsWith('/auth/')) return '/';
  return rememberedPath;
}
