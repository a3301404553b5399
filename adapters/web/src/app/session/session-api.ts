import { api } from '../../api/api';
import type { LoginRequest, SignupRequest, SignupResponse } from '../../api/contract';

export { api };

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
