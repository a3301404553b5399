import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { EmployeeBody, SessionBody, UserBody } from '../../api/contract';
import { API_ORIGIN } from '../../api/origin';
import { defineAction } from '../actions';

/**
 * The session of spec section 4: a current user and a current employee, both empty at
 * first. `status` is 'starting' until the start-up requests have answered, so route
 * guards wait instead of sending a logged-in person to a login page.
 */
export interface SessionState {
  user: UserBody | null;
  employee: EmployeeBody | null;
  status: 'starting' | 'ready';
}

export const initialSessionState: SessionState = { user: null, employee: null, status: 'starting' };

/**
 * GET /api/user, /api/employee or /api/session: the record for a 200 answer, null ("nobody") for
 * any other answer or none. A plain fetch, not the RTK Query api, so that the first page (which
 * needs to know who is there) does not wait for the api's code.
 */
async function readRecord<T>(
  path: '/api/user' | '/api/employee' | '/api/session',
): Promise<T | null> {
  try {
    const response = await fetch(`${API_ORIGIN}${path}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    return response.status === 200 ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export const fetchUser = () => readRecord<UserBody>('/api/user');
export const fetchEmployee = () => readRecord<EmployeeBody>('/api/employee');
/** GET /api/session: both records in one call that answers 200 for nobody too (no 401 logged). */
export const fetchSession = () => readRecord<SessionBody>('/api/session');

/** Both records have answered (each null for nobody). */
export const sessionStarted = defineAction<{
  user: UserBody | null;
  employee: EmployeeBody | null;
}>('session/started');
/** A visitor logged in (session-api.ts's logInUser): the employee session is gone. */
export const userLoggedIn = defineAction<UserBody>('session/userLoggedIn');
/** An employee logged in (session-api.ts's logInEmployee): the visitor session is gone. */
export const employeeLoggedIn = defineAction<EmployeeBody>('session/employeeLoggedIn');
/** POST /auth/logout answered (session-api.ts's logOut). */
export const loggedOut = defineAction('session/loggedOut');
/** The account was saved (PUT /api/user answered 200): its answer is the current user. */
export const userUpdated = defineAction<UserBody>('session/userUpdated');
/** The employee saved their own record (POST /updateLoggedInEmployee answered 200). */
export const employeeUpdated = defineAction<EmployeeBody>('session/employeeUpdated');
/** The employee chose their own password (PUT /employee/password answered 200). */
export const employeePasswordChosen = defineAction('session/employeePasswordChosen');

/**
 * At start-up one call (GET /api/session) answers both records, each null for nobody, so an
 * anonymous visitor's page makes no request that fails. The logins and the logout, which only
 * the login pages and the portals use, are in session-api.ts with the calls they make.
 */
export const startSession =
  (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
    const session = await fetchSession();
    dispatch(sessionStarted({ user: session?.user ?? null, employee: session?.employee ?? null }));
  };

/** A plain reducer on immutable values (no createSlice or immer on the home page). */
export function sessionReducer(
  state: SessionState = initialSessionState,
  action: UnknownAction,
): SessionState {
  if (sessionStarted.match(action)) {
    const { user, employee } = action.payload;
    return { user, employee, status: 'ready' };
  }
  if (userLoggedIn.match(action)) return { ...state, user: action.payload, employee: null };
  if (employeeLoggedIn.match(action)) return { ...state, employee: action.payload, user: null };
  if (loggedOut.match(action)) return { ...state, user: null, employee: null };
  if (userUpdated.match(action)) return { ...state, user: action.payload };
  if (employeeUpdated.match(action)) return { ...state, employee: action.payload };
  if (employeePasswordChosen.match(action) && state.employee) {
    const { mustChangePassword: _, ...employee } = state.employee;
    return { ...state, employee };
  }
  return state;
}

interface WithSession {
  session: SessionState;
}
export const selectUser = (state: WithSession) => state.session.user;
export const selectEmployee = (state: WithSession) => state.session.employee;
export const selectEmployeeRole = (state: WithSession) => state.session.employee?.SRole ?? null;
export const selectSessionReady = (state: WithSession) => state.session.status === 'ready';
