/**
 * Why a request that conflicts with the state of things was refused: one code per outcome, so a
 * client (the CLI, the web, a test) tells them apart without reading the words.
 */
export type ConflictCode =
  /** The Idempotency-Key was used for another checkout body. */
  | 'key-reused'
  /** The order's cutoff for a visitor's cancellation or date change has passed. */
  | 'cutoff-passed'
  /** Everything on the order is refunded already. */
  | 'nothing-to-refund'
  /** The line named was refunded already. */
  | 'line-refunded'
  /** More units of a line were asked to be refunded than are left of it. */
  | 'more-than-left'
  /** The order was cancelled or refunded as a whole. */
  | 'already-cancelled'
  /** A shop-only order: there is no visit day to cancel or move. */
  | 'no-visit-day'
  /** A ticket of the order was used at the gate. */
  | 'used-at-gate'
  /** The order is already for the day asked for. */
  | 'same-day'
  /** The day is closed already. */
  | 'day-closed'
  /** Another attraction, restaurant or item has that name. */
  | 'name-taken'
  /** The employee is archived already. */
  | 'employee-archived'
  /** A manager may not archive themself. */
  | 'archives-self'
  /** Demo history: the park has no open attraction to sell tickets for. */
  | 'nothing-open'
  /** Demo history: the days asked for have generated history already. */
  | 'history-exists'
  /** Only a failed mail may be put back to pending. */
  | 'mail-not-failed';

/**
 * Every expected failure a use case can return. Its kind is what the HTTP adapter maps to a
 * status, in one table (adapters/http/error-mapper.ts); the CLI prints the message. Where a
 * kind holds several outcomes (a conflict), the error carries its reason code beside it;
 * reasonOf answers every error's code.
 */
export type DomainError =
  | { kind: 'invalid-input'; message: string; path?: string }
  | { kind: 'invalid-credentials'; message: string }
  | { kind: 'email-taken'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; code: ConflictCode; message: string }
  /** A visit day without room for the order's admissions: how many remain (409). */
  | { kind: 'sold-out'; code: 'day-full'; message: string; remaining: number; path: string };

export type DomainErrorKind = DomainError['kind'];

/** The kinds that are one outcome each: the kind is the reason code. */
type OneOutcomeKind = Exclude<DomainErrorKind, 'conflict' | 'sold-out'>;

/** The reason code of every expected failure: a conflict's own code, else the kind's name. */
export type ReasonCode = OneOutcomeKind | ConflictCode | 'day-full';

export const domainError = <K extends OneOutcomeKind>(kind: K, message: string) =>
  ({ kind, message }) as Extract<DomainError, { kind: K }>;

export type Conflict<C extends ConflictCode = ConflictCode> = {
  kind: 'conflict';
  code: C;
  message: string;
};

/** A conflict, with the code that says which. */
export const conflict = <C extends ConflictCode>(code: C, message: string): Conflict<C> => ({
  kind: 'conflict',
  code,
  message,
});

export const reasonOf = (error: DomainError): ReasonCode =>
  error.kind === 'conflict' || error.kind === 'sold-out' ? error.code : error.kind;

/** The same words for an unknown email and a wrong password, so neither leaks. */
export const INVALID_CREDENTIALS = 'Email or password is incorrect. Please try again.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
