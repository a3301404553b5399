import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import type {
  EmployeeBody,
  LoginRequest,
  SignupRequest,
  SignupResponse,
  UserBody,
} from '../../api/contract';
import { loginErrorMessage, LOGIN_UNEXPECTED_MESSAGE } from './messages';
import {
  employeeLoggedIn,
  fetchEmployee,
  fetchUser,
  loggedOut,
  userLoggedIn,
} from './session-slice';

/** The session's calls (the records themselves are read by session-slice.ts). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<unknown, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logInEmployee: build.mutation<unknown, LoginRequest>({
      query: (body) => ({ url: '/employee/login', method: 'POST', body }),
    }),
    logOut: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    signUp: build.mutation<SignupResponse, SignupRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpMutation } = sessionApi;

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A login: the login call, then a fresh read of the record, which becomes the session.
 * Rejects with the message to show.
 */
function loginThunk<T>(
  type: string,
  logIn: (dispatch: AnyDispatch, credentials: LoginRequest) => Promise<unknown>,
  fetchRecord: () => Promise<T | null>,
  loggedIn: (record: T) => UnknownAction,
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
      if (!record) return rejectWithValue(LOGIN_UNEXPECTED_MESSAGE);
      dispatch(loggedIn(record));
      return record;
    },
  );
}

/** POST /auth/login, then GET /api/user. */
export const logInUser = loginThunk<UserBody>(
  'session/logInUser',
  (dispatch, credentials) => dispatch(sessionApi.endpoints.logIn.initiate(credentials)).unwrap(),
  fetchUser,
  userLoggedIn,
);

/** POST /employee/login, then GET /api/employee. */
export const logInEmployee = loginThunk<EmployeeBody>(
  'session/logInEmployee',
  (dispatch, credentials) =>
    dispatch(sessionApi.endpoints.logInEmployee.initiate(credentials)).unwrap(),
  fetchEmployee,
  employeeLoggedIn,
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
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  },
);
