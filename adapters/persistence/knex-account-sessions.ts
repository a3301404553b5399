import type { AccountSessions } from '../../core/accounts/account-sessions';
import type { AccountKind } from '../../core/accounts/password-reset-repository';
import type { Executor } from './executor';

/** The session field that names each kind of account (see adapters/http/session.ts). */
const SESSION_FIELD: Record<AccountKind, string> = { user: 'userId', employee: 'employeeId' };

/** Ends an account's sessions by deleting its rows from `sessions` (found by their data). */
export class KnexAccountSessions implements AccountSessions {
  constructor(private readonly db: Executor) {}

  async endAll(kind: AccountKind, accountId: number): Promise<number> {
    return this.db('sessions')
      .whereRaw('data ->> ? = ?', [SESSION_FIELD[kind], String(accountId)])
      .delete();
  }
}
