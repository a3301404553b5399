import { dayInZone, DEFAULT_PARK_TZ } from '../shared/dates';
import type { Clock } from '../shared/clock';
import type { IdGenerator } from '../shared/id-generator';
import type { MailMessage, Mailer } from '../shared/mailer';
import type { PasswordHasher } from '../accounts/password-hasher';
import type {
  AccountKind,
  PasswordResetRepository,
  ResetTokenRecord,
} from '../accounts/password-reset-repository';
import type { SessionStore } from '../accounts/session-store';

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  constructor(
    private instant: Date,
    private readonly timeZone = DEFAULT_PARK_TZ,
  ) {}
  now() {
    return new Date(this.instant);
  }
  today() {
    return dayInZone(this.instant, this.timeZone);
  }
  set(instant: Date) {
    this.instant = instant;
  }
}

/** A fast, obviously fake hasher: tests need no slow hashing. Never use it for real. */
export class PlainTextHasher implements PasswordHasher {
  async hash(plain: string) {
    return `plain:${plain}`;
  }
  async verify(hash: string, plain: string) {
    return hash === `plain:${plain}`;
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

export class SequentialIdGenerator implements IdGenerator {
  private next = 0;
  token() {
    this.next += 1;
    return `token-${this.next.toString().padStart(24, '0')}`;
  }
}

export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<
    string,
    { data: Record<string, unknown>; expiresAt: number }
  >();
  constructor(private readonly clock: Clock) {}
  async get(key: string) {
    const found = this.sessions.get(key);
    if (!found || found.expiresAt <= this.clock.now().getTime()) return null;
    return structuredClone(found.data);
  }
  async set(key: string, data: Record<string, unknown>, ttlMs: number) {
    this.sessions.set(key, {
      data: structuredClone(data),
      expiresAt: this.clock.now().getTime() + ttlMs,
    });
  }
  async destroy(key: string) {
    this.sessions.delete(key);
  }
  async purgeExpired() {
    const now = this.clock.now().getTime();
    let removed = 0;
    for (const [key, value] of this.sessions) {
      if (value.expiresAt <= now) {
        this.sessions.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  private readonly tokens: (ResetTokenRecord & { used: boolean })[] = [];
  async save(record: ResetTokenRecord) {
    this.tokens.push({ ...record, used: false });
  }
  async consume(tokenHash: string, kind: AccountKind, now: Date) {
    const found = this.tokens.find(
      (t) => t.tokenHash === tokenHash && t.kind === kind && !t.used && t.expiresAt > now,
    );
    if (!found) return null;
    found.used = true;
    return { accountId: found.accountId };
  }
}
