import { httpStatusOf, isFetchError } from '../../api/http-errors';

// What the Gate page says when the server brought no answer (the scan and the lookup alike).

export const NO_ANSWER = 'No answer from the server. Check the connection and scan again.';
export const SESSION_ENDED = 'Your session has ended. Log in again to check tickets.';
export const NOT_ALLOWED = 'Only staff and managers may check tickets in.';

/** Why a check-in brought no verdict, in words for the gate. */
export function checkInFailure(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 401) return SESSION_ENDED;
  if (status === 403) return NOT_ALLOWED;
  if (status === 400) return 'The server found no code in the scan. Scan again.';
  if (status !== null) return `The ticket could not be checked (error ${status}). Scan again.`;
  if (isFetchError(failure) && failure.status === 'CUSTOM_ERROR')
    return 'The server gave no verdict. Scan again, or call a supervisor.';
  return NO_ANSWER;
}
