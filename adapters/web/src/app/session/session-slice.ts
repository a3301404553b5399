import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { EmployeeBody, LoginRequest, UserBody } from '../../api/contract';
import { API_ORIGIN } from '../../api/origin';
import { loginErrorMessage, LOGIN_UNEXPECTED_MESSAGE } from './messages';

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

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * GET /api/user or /api/employee: the record for a 200 answer, null ("nobody") for any other
 * answer or none. A plain fetch, not the RTK Query api, so that the first page (which needs
 * to know who is there) does not wait for the api's code.
 */
async function readRecord<T>(path: '/api/user' | '/api/employee'): Promise<T | null> {
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

const fetchUser = () => readRecord<UserBody>('/api/user');
const fetchEmployee = () => readRecord<EmployeeBody>('/api/employee');

/** The login and logout calls, loaded with the api when first used. */
const sessionCalls = () => import('./session-api');

/** At start-up both records are requested at the same time. */
export const startSession = createAsyncThunk('session/start', async (_: void) => {
  const [user, employee] = await Promise.all([fetchUser(), fetchEmployee()]);
  return { user, employee };
});

/** A login: the login call, then a fresh read of the record. Rejects with the message to show. */
function loginThunk<T>(
  type: string,
  logIn: (dispatch: AnyDispatch, credentials: LoginRequest) => Promise<unknown>,
  fetchRecord: () => Promise<T | null>,
) {
  return createAsyncThunk<T, LoginRequest, { rejectValue: string }>(
    type,
    async (credentials, { dispatch, rejectWithValue }) => {
      try {
        await logIn(dispatch, credentials);
      } catch (error) {
        return rejectWithValue(loginErrorMessage(error));
      }
      const record = await fetchRecord();
      return record ?? rejectWithValue(LOGIN_UNEXPECTED_MESSAGE);
    },
  );
}

/** POST /auth/login, then GET /api/user. */
export const logInUser = loginThunk<UserBody>(
  'session/logInUser',
  async (dispatch, credentials) => {
    const { sessionApi } = await sessionCalls();
    return dispatch(sessionApi.endpoints.logIn.initiate(credentials)).unwrap();
  },
  fetchUser,
);

/** POST /employee/login, then GET /api/employee. */
export const logInEmployee = loginThunk<EmployeeBody>(
  'session/logInEmployee',
  async (dispatch, credentials) => {
    const { sessionApi } = await sessionCalls();
    return dispatch(sessionApi.endpoints.logInEmployee.initiate(credentials)).unwrap();
  },
  fetchEmployee,
);

/** POST /auth/logout. A failure is only logged and the session is kept. */
export const logOut = createAsyncThunk<void, void, { rejectValue: string }>(
  'session/logOut',
  async (_, { dispatch, rejectWithValue }) => {
    let calls: Awaited<ReturnType<typeof sessionCalls>>;
    try {
      calls = await sessionCalls();
      await dispatch(calls.sessionApi.endpoints.logOut.initiate()).unwrap();
    } catch (error) {
      console.error('Logout failed; the session is kept.', error);
      return rejectWithValue('logout-failed');
    }
    dispatch(calls.api.util.resetApiState());
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The account was saved (PUT /api/user answered 200): its answer is the current user. */
    userUpdated(state, { payload }: PayloadAction<UserBody>) {
      state.user = payload;
    },
    /** The employee saved their own record (POST /updateLoggedInEmployee answered 200). */
    employeeUpdated(state, { payload }: PayloadAction<EmployeeBody>) {
      state.employee = payload;
    },
    /** The employee chose their own password (PUT /employee/password answered 200). */
    employeePasswordChosen(state) {
      if (state.employee) delete state.employee.mustChangePassword;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(startSession.fulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.employee = payload.employee;
        state.status = 'ready';
      })
      .addCase(startSession.rejected, (state) => {
        state.status = 'ready';
      })
      .addCase(logInUser.fulfilled, (state, { payload }) => {
        state.user = payload;
        state.employee = null;
      })
      .addCase(logInEmployee.fulfilled, (state, { payload }) => {
        state.employee = payload;
        state.user = null;
      })
      .addCase(logOut.fulfilled, (state) => {
        state.user = null;
        state.employee = null;
      });
  },
});

export const { userUpdated, employeeUpdated, employeePasswordChosen } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}
export const selectUser = (state: WithSession) => state.session.user;
export const selectEmployee = (state: WithSession) => state.session.employee;
export const selectEmployeeRole = (state: WithSession) => state.session.employee?.SRole ?? null;
export const selectSessionReady = (state: WithSession) => state.session.status === 'ready';
