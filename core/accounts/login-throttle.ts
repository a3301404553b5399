/** Free attempts before failures start to slow the next try down. */
export const FREE_LOGIN_FAILURES = 3;
export const MAX_LOGIN_DELAY_MS = 5_000;

/**
 * How long to hold a login answer after `failures` recent failures for the same account
 * or address: nothing at first, then doubling from 250 ms up to 5 s.
 */
export function loginDelayMs(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 250 * 2 ** (failures - FREE_LOGIN_FAILURES - 1));
}
