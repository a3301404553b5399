/**
 * Every expected failure a use case can return. The HTTP adapter maps each kind to a
 * status in one table (adapters/http/error-mapper.ts); the CLI prints the message.
 */
export type DomainError =
  | { kind: 'invalid-input'; message: string; path?: string }
  | { kind: 'invalid-credentials'; message: string }
  | { kind: 'email-taken'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string }
  /** A visit day without room for the order's admissions: how many remain (409). */
  | { kind: 'sold-out'; message: string; remaining: number; path: string };

export type DomainErrorKind = DomainError['kind'];

export const domainError = <K extends DomainErrorKind>(kind: K, message: string) =>
  ({ kind, message }) as Extract<DomainError, { kind: K }>;

/** The same words for an unknown email and a wrong password, so neither leaks. */
export const INVALID_CREDENTIALS = 'Email or password is incorrect. Please try again.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
