import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from '../../api/api';
import type { EmployeeBody, LoginRequest, UserBody } from '../../api/contract';
import { loginErrorMessage, LOGIN_UNEXPECTED_MESSAGE } from './messages';
import { sessionApi } from './session-api';

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

/** A fresh read of the user record; null for any failure or non-200 answer. */
async function fetchUser(dispatch: AnyDispatch): Promise<UserBody | null> {
  const request = sessionApi.endpoints.currentUser.initiate(undefined, {
    subscribe: false,
    forceRefetch: true,
  });
  try {
    return await dispatch(request).unwrap();
  } catch {
    return null;
  }
}

async function fetchEmployee(dispatch: AnyDispatch): Promise<EmployeeBody | null> {
  const request = sessionApi.endpoints.currentEmployee.initiate(undefined, {
    subscribe: false,
    forceRefetch: true,
  });
  try {
    return await dispatch(request).unwrap();
  } catch {
    return null;
  }
}

/** At start-up both records are requested at the same time. */
export const startSession = createAsyncThunk('session/start', async (_: void, { dispatch }) => {
  const [user, employee] = await Promise.all([fetchUser(dispatch), fetchEmployee(dispatch)]);
  return { user, employee };
});

/** POST /auth/login, then GET /api/user. Rejects with the message to show. */
export const logInUser = createAsyncThunk<UserBody, LoginRequest, { rejectValue: string }>(
  'session/logInUser',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(sessionApi.endpoints.logIn.initiate(credentials)).unwrap();
    } catch (error) {
      return rejectWithValue(loginErrorMessage(error));
    }
    const user = await fetchUser(dispatch);
    return user ?? rejectWithValue(LOGIN_UNEXPECTED_MESSAGE);
  },
);

/** POST /employee/login, then GET /api/employee. Rejects with the message to show. */
export const logInEmployee = createAsyncThunk<EmployeeBody, LoginRequest, { rejectValue: string }>(
  'session/logInEmployee',
  async (credentials, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(sessionApi.endpoints.logInEmployee.initiate(credentials)).unwrap();
    } catch (error) {
      return rejectWithValue(loginErrorMessage(error));
    }
    const employee = await fetchEmployee(dispatch);
    return employee ?? rejectWithValue(LOGIN_UNEXPECTED_MESSAGE);
  },
);

/** POST /auth/logout. A failure is only logged and the session is kept. */
export const logOut = createAsyncThunk<void, void, { rejectValue: string }>(
  'session/logOut',
  async (_, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(sessionApi.endpoints.logOut.initiate()).unwrap();
    } catch (error) {
      console.error('Logout failed; the session is kept.', error);
      return rejectWithValue('logout-failed');
    }
    dispatch(api.util.resetApiState());
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

export const { userUpdated, employeeUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}
export const selectUser = (state: WithSession) => state.session.user;
export const selectEmployee = (state: WithSession) => state.session.employee;
export const selectEmployeeRole = (state: WithSession) => state.session.employee?.SRole ?? null;
export const selectSessionReady = (state: WithSession) => state.session.status === 'ready';
