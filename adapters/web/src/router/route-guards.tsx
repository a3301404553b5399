import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  CHOOSE_PASSWORD_PATH,
  guardEmployeeRoute,
  guardLoginPage,
  guardManagerRoute,
  guardUserRoute,
  type GuardDecision,
} from '../app/session/guards';
import { useAppSelector } from '../app/hooks';
import { LoadingIndicator } from '../components/loading-indicator';
import { rememberPath, type LoginRedirectState } from '../app/session/remembered-path';
import {
  selectEmployee,
  selectEmployeeRole,
  selectSessionReady,
  selectUser,
} from '../app/session/session-slice';

/** Renders the child routes, or goes where the guard's decision (app/session/guards.ts) says. */
function Decide({ decision }: { decision: GuardDecision }) {
  if (decision.kind === 'allow') return <Outlet />;
  const state: LoginRedirectState | undefined = decision.rememberedPath
    ? { from: decision.rememberedPath }
    : undefined;
  if (decision.rememberedPath) rememberPath(decision.rememberedPath);
  return <Navigate to={decision.to} replace state={state} />;
}

/** Waits for the start-up session fetch before deciding anything. */
function useSessionReady() {
  return useAppSelector(selectSessionReady);
}

export function RequireUser() {
  const ready = useSessionReady();
  const hasUser = useAppSelector(selectUser) !== null;
  const { pathname, search, hash } = useLocation();
  if (!ready) return <LoadingIndicator />;
  return <Decide decision={guardUserRoute(hasUser, `${pathname}${search}${hash}`)} />;
}

/** True while the session's employee still has the one-time password. */
function useMustChoosePassword() {
  return useAppSelector(selectEmployee)?.mustChangePassword === true;
}

export function RequireEmployee() {
  const ready = useSessionReady();
  const hasEmployee = useAppSelector(selectEmployee) !== null;
  const mustChoose = useMustChoosePassword();
  if (!ready) return <LoadingIndicator />;
  if (mustChoose) return <Navigate to={CHOOSE_PASSWORD_PATH} replace />;
  return <Decide decision={guardEmployeeRoute(hasEmployee)} />;
}

export function RequireManager() {
  const ready = useSessionReady();
  const role = useAppSelector(selectEmployeeRole);
  const mustChoose = useMustChoosePassword();
  if (!ready) return <LoadingIndicator />;
  if (mustChoose) return <Navigate to={CHOOSE_PASSWORD_PATH} replace />;
  return <Decide decision={guardManagerRoute(role)} />;
}

/** The choose-password page: any logged-in employee; nobody else. */
export function RequireEmployeeSession() {
  const ready = useSessionReady();
  const hasEmployee = useAppSelector(selectEmployee) !== null;
  if (!ready) return <LoadingIndicator />;
  return <Decide decision={guardEmployeeRoute(hasEmployee)} />;
}

/** A login page: an employee who is already logged in goes to their home instead. */
export function LoginPageGuard() {
  const ready = useSessionReady();
  const role = useAppSelector(selectEmployeeRole);
  if (!ready) return <LoadingIndicator />;
  return <Decide decision={guardLoginPage(role)} />;
}
