import type { AccountKind } from './password-reset-api';

/** Where each kind of account logs in. */
export const LOGIN_PATHS: Record<AccountKind, string> = {
  user: '/login',
  employee: '/employee/login',
};

/** Each reset page's title. */
export const TITLES: Record<AccountKind, string> = {
  user: 'Reset Password',
  employee: 'Reset Employee Password',
};
