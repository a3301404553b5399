import type { AccountSessions } from '../accounts/account-sessions';
import type { AccountKind } from '../accounts/password-reset-repository';
import type { TokenHasher } from '../accounts/token-hasher';

/**
 * An obviously fake, reversible "digest" for tests: it is NOT a hash. It only keeps the token
 * and its stored form apart, so a test can see that the token itself is never stored.
 */
export class ReversingTokenHasher implements TokenHasher {
  digest(token: string) {
    return `digest:${[...token].reverse().join('')}`;
  }
}

/** AccountSessions that remembers which accounts' sessions were ended. */
export class RecordingAccountSessions implements AccountSessions {
  readonly ended: { kind: AccountKind; accountId: number }[] = [];
  async endAll(kind: AccountKind, accountId: number) {
    this.ended.push({ kind, accountId });
    return 0;
  }
}
