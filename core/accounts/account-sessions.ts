import type { AccountKind } from './password-reset-repository';

/** Ends every session of one account (after its password changed). */
export interface AccountSessions {
  /** Answers how many sessions ended. */
  endAll(kind: AccountKind, accountId: number): Promise<number>;
}
