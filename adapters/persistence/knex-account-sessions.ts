import type { AccountSessions } from '../../core/accounts/account-sessions';
import type { AccountKind } from '../../core/accounts/password-reset-repository';
import type { Executor } from './executor';

/** The session field that names each kind of account (see adapters/http/session.ts). */
const SESSION_FIELD: Record<AccountKind, string> = { user: 'userId', employee: 'employeeId' };

/**
 * Ends an account's sessions by deleting its rows from `sessions` (found by their data); when
 * any ended, answers once `settled` says every server process has heard it (session-changes.ts).
 */
export class KnexAccountSessions implements AccountSessions {
  constructor(
    private readonly db: Executor,
    private readonly settled: () => Promise<void> = async () => {},
  ) {}

  async endAll(kind: AccountKind, accountId: number): Promise<number> {
    const ended = await this.db('sessions')
      .whereRaw('data ->> ? = ?', [SESSION_FIELD[kind], String(accountId)])
      .delete();
    if (ended > 0) await this.settled();
    return ended;
  }
}
