import { api } from '../../api/api';
import type {
  EmployeeBody,
  LoginRequest,
  SignupRequest,
  SignupResponse,
  UserBody,
} from '../../api/contract';

/** Only a 200 answer is a session record; anything else means "nobody". */
const only200 = (response: Response) => response.status === 200;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<UserBody, void>({
      query: () => ({ url: '/api/user', validateStatus: only200 }),
      providesTags: ['User'],
    }),
    currentEmployee: build.query<EmployeeBody, void>({
      query: () => ({ url: '/api/employee', validateStatus: only200 }),
      providesTags: ['Employee'],
    }),
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
