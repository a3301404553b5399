import { api } from '../../api/api';
import type { ForgotPasswordRequest, MessageBody, ResetPasswordRequest } from '../../api/contract';

export type AccountKind = ForgotPasswordRequest['kind'];

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /forgot-password: always the same 200 answer, whether or not the email exists. */
    requestPasswordReset: build.mutation<MessageBody, ForgotPasswordRequest>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    /** PUT /reset-password (users) or /reset-staff-password (employees) with the mailed token. */
    resetPassword: build.mutation<MessageBody, ResetPasswordRequest & { kind: AccountKind }>({
      query: ({ kind, token, password }) => ({
        url: kind === 'employee' ? '/reset-staff-password' : '/reset-password',
        method: 'PUT',
        body: { token, password } satisfies ResetPasswordRequest,
      }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
