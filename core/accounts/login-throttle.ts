/** Failed logins are counted in windows of 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts on one account within a window before it is locked until the window ends. */
export const MAX_LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
/** Many people can share one address: it gets five times an account's attempts. */
export const MAX_LOGIN_ATTEMPTS_PER_ADDRESS = 25;
/** Password-reset mails per email and kind, and requests per address, per window. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const MAX_RESET_MAILS_PER_EMAIL = 3;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 100;

export const TOO_MANY_LOGINS = 'Too many failed logins. Please try again later.';

/**
 * Whether a login attempt may go on, given the counts after this attempt was counted: an
 * attempt is counted before its password is checked, so parallel guesses cannot pass the
 * limit, and while the lock lasts even the right password is refused.
 */
export function loginAllowed(accountCount: number, addressCount: number): boolean {
  return (
    accountCount <= MAX_LOGIN_ATTEMPTS_PER_ACCOUNT && addressCount <= MAX_LOGIN_ATTEMPTS_PER_ADDRESS
  );
}

/** Whole seconds until the lock ends (at least 1), for Retry-After. */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}
