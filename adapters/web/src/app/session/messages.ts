import { INVALID_CREDENTIALS } from '../../../../../core/shared/errors';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The session helper's words (spec, error catalogue). */
export const LOGIN_INVALID_MESSAGE = INVALID_CREDENTIALS;
export const LOGIN_UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again later.';

export const LOGIN_FAILED_TITLE = 'Failed to Login';
export const EMPLOYEE_LOGIN_FAILED_MESSAGE = 'Wrong password and/or email.';

export const SIGNUP_FAILED_TITLE = 'Failed to Sign Up';
export const SIGNUP_FAILED_MESSAGE = 'There was an error while signing up';
export const SIGNUP_NETWORK_MESSAGE = 'Network error or server is down.';
export const SIGNUP_SUCCESS_MESSAGE = 'Your account was created. Taking you to the login page…';

export function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** 401 means wrong credentials; anything else is unexpected. */
export function loginErrorMessage(error: unknown): string {
  return isFetchError(error) && error.status === 401
    ? LOGIN_INVALID_MESSAGE
    : LOGIN_UNEXPECTED_MESSAGE;
}

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The server's `message` when it sent one; the network words when nothing answered. */
export function signupErrorMessage(error: unknown): string {
  if (!isFetchError(error)) return SIGNUP_FAILED_MESSAGE;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return SIGNUP_NETWORK_MESSAGE;
  }
  return serverMessage(error.data) ?? SIGNUP_FAILED_MESSAGE;
}
