import type { Context } from 'koa';
import {
  LOGIN_WINDOW_MS,
  loginAllowed,
  MAX_RESET_MAILS_PER_EMAIL,
  MAX_RESET_REQUESTS_PER_ADDRESS,
  RESET_WINDOW_MS,
  secondsUntil,
  TOO_MANY_LOGINS,
} from '../../core/accounts/login-throttle';
import type { Clock } from '../../core/shared/clock';
import type { DomainError } from '../../core/shared/errors';
import type { LimitCounters } from '../../core/shared/limit-counters';
import type { Result } from '../../core/shared/result';
import { HttpFailure, unwrap } from './error-mapper';

/** The counter keys of a login: its account and its client address. */
const addressKey = (ctx: Context) => `login:ip:${ctx.ip}`;

/**
 * The login lock, shared by every process through the database. Each attempt is counted for
 * its account and its address before the password is checked; past the limit the answer is
 * 429 with Retry-After at once, the right password included, until the window ends. A success
 * clears the account and gives the address its attempt back.
 */
export class LoginLimits {
  constructor(
    private readonly counters: LimitCounters,
    private readonly clock: Clock,
  ) {}

  async attempt<T>(
    ctx: Context,
    account: string,
    run: () => Promise<Result<T, DomainError>>,
  ): Promise<T> {
    const accountKey = `login:${account}`;
    const address = addressKey(ctx);
    const [byAccount, byAddress] = await this.counters.hit([accountKey, address], LOGIN_WINDOW_MS);
    if (!loginAllowed(byAccount!.count, byAddress!.count)) {
      const ends = Math.max(byAccount!.windowEndsAt.getTime(), byAddress!.windowEndsAt.getTime());
      ctx.set('Retry-After', String(secondsUntil(new Date(ends), this.clock.now())));
      throw new HttpFailure(429, TOO_MANY_LOGINS);
    }
    const result = await run();
    if (result.ok) {
      await this.counters.clear([accountKey]);
      await this.counters.release([address]);
    }
    return unwrap(result);
  }
}

/**
 * The reset-mail limit, shared the same way: at most 3 mails per email (and kind) and 100
 * requests per address in 15 minutes; past it the request is answered as usual but sends nothing.
 */
export class ResetMailLimits {
  constructor(private readonly counters: LimitCounters) {}

  async allows(ctx: Context, emailKey: string): Promise<boolean> {
    const [byEmail, byAddress] = await this.counters.hit(
      [`reset:${emailKey}`, `reset:ip:${ctx.ip}`],
      RESET_WINDOW_MS,
    );
    return (
      byEmail!.count <= MAX_RESET_MAILS_PER_EMAIL &&
      byAddress!.count <= MAX_RESET_REQUESTS_PER_ADDRESS
    );
  }
}

/** Waits the given time; resolves at once for 0. */
export function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((done) => setTimeout(done, ms)) : Promise.resolve();
}
