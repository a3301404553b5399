import type { Clock } from '../../core/shared/clock';
import type { LoadedSession, SessionStore } from '../../core/accounts/session-store';
import { preparedRaw, type Executor } from './executor';
import { toEmployee, type EmployeeRow } from './knex-employee-repository';
import { toUser, type UserRow } from './knex-user-repository';

/** A session's id of a kind, when the data holds a whole number that can be one (else none). */
const idIn = (field: string) =>
  `CASE WHEN s.data->>'${field}' ~ '^[1-9][0-9]{0,8}$' THEN (s.data->>'${field}')::int END`;

/**
 * The session and the account it names in one statement (the row as jsonb, its password hash
 * left out): one round trip for every logged-in request instead of two.
 */
const LOAD = `SELECT s.data, s.expires_at,
  (SELECT to_jsonb(u) - 'password_hash' FROM users u WHERE u.id = ${idIn('userId')}) AS "user",
  (SELECT to_jsonb(e) - 'password_hash' FROM employees e WHERE e.id = ${idIn('employeeId')}) AS employee
  FROM sessions s WHERE s.key = ? AND s.expires_at > ?`;

/** koa-session's data kept in `sessions`, so every server process sees the same sessions. */
export class KnexSessionStore implements SessionStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async get(key: string): Promise<Record<string, unknown> | null> {
    const row: { data: Record<string, unknown> } | undefined = await this.db('sessions')
      .select('data')
      .where({ key })
      .andWhere('expires_at', '>', this.clock.now())
      .first();
    return row ? row.data : null;
  }

  async load(key: string): Promise<LoadedSession | null> {
    const { rows } = (await preparedRaw(this.db, 'park_session_load', LOAD, [
      key,
      this.clock.now(),
    ])) as {
      rows: {
        data: Record<string, unknown>;
        expires_at: Date;
        user: UserRow | null;
        employee: EmployeeRow | null;
      }[];
    };
    const row = rows[0];
    if (!row) return null;
    return {
      data: row.data,
      user: row.user ? toUser(row.user) : null,
      employee: row.employee ? toEmployee(row.employee) : null,
      expiresAt: new Date(row.expires_at),
    };
  }

  async set(key: string, data: Record<string, unknown>, ttlMs: number): Promise<void> {
    if (!Number.isFinite(ttlMs)) throw new RangeError(`a session ttl must be finite, got ${ttlMs}`);
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    await this.db('sessions')
      .insert({ key, data: JSON.stringify(data), expires_at: expiresAt })
      .onConflict('key')
      .merge(['data', 'expires_at']);
  }

  async destroy(key: string): Promise<void> {
    await this.db('sessions').where({ key }).delete();
  }

  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', this.clock.now()).delete();
  }
}
