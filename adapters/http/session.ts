import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import type { IdGenerator } from '../../core/shared/id-generator';
import type { SessionStore } from '../../core/accounts/session-store';
import { koaSessionStore, SESSION_MAX_AGE_MS } from './session-store';

export const SESSION_COOKIE = 'park.sid';

/** Who is logged in: a visitor or an employee, never both. */
export type SessionIdentity = { userId: number } | { employeeId: number };

interface SessionData {
  userId?: unknown;
  employeeId?: unknown;
}

/** The parts of koa-session's Session model that the routes use. */
interface SessionModel extends SessionData {
  regenerate(): Promise<void> | undefined;
}

interface SessionSlot {
  session: SessionModel | SessionData | null;
}

const slot = (ctx: Context) => ctx as unknown as SessionSlot;
const asId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * koa-session with its data in the database (the SessionStore port), keyed by an unguessable
 * id in a signed, httpOnly, SameSite=Lax cookie (Secure in production).
 */
export function sessionMiddleware(
  app: Koa,
  deps: { store: SessionStore; ids: IdGenerator; secure: boolean },
): Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secure,
      signed: true,
      renew: true,
      store: koaSessionStore(deps.store),
      genid: () => deps.ids.token(),
    },
    app,
  );
}

/** The visitor id of the session, if a visitor is logged in. */
export function sessionUserId(ctx: Context): number | null {
  return asId(slot(ctx).session?.userId);
}

/** The employee id of the session, if an employee is logged in. */
export function sessionEmployeeId(ctx: Context): number | null {
  return asId(slot(ctx).session?.employeeId);
}

/**
 * Logs someone in: the session holds only this identity (a user login drops an employee and
 * the reverse) and gets a new id, so an id planted before login is worthless (fixation).
 */
export async function startSession(ctx: Context, identity: SessionIdentity): Promise<void> {
  slot(ctx).session = { ...identity };
  await (slot(ctx).session as SessionModel).regenerate();
}

/** Logs out: the session is destroyed in the store and its cookie cleared. */
export function endSession(ctx: Context): void {
  slot(ctx).session = null;
}
