import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** An RTK Query failure (an HTTP status, or a network/parsing failure), as opposed to a bug. */
export function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed call; null when nothing answered (network, timeout). */
export function httpStatusOf(error: unknown): number | null {
  if (!isFetchError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : null;
}

/** The `{ message, errors }` of a 400 answer, when the server sent one. */
export interface ServerProblem {
  message: string;
  errors: { path: string; message: string }[];
}

export function serverProblemOf(error: unknown): ServerProblem | null {
  if (!isFetchError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const data = error.data as { message?: unknown; errors?: unknown };
  if (typeof data.message !== 'string' || data.message.trim() === '') return null;
  const errors = Array.isArray(data.errors)
    ? data.errors.filter(
        (e): e is { path: string; message: string } =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as { path?: unknown }).path === 'string' &&
          typeof (e as { message?: unknown }).message === 'string',
      )
    : [];
  return { message: data.message, errors };
}
