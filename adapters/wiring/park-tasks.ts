import type { ParkContainer } from '../composition-root';
import type { GenerateDemoHistory } from '../../core/demo/generate-demo-history';
import type { MailStatus } from '../../core/mail/delivery';
import {
  compactReportDays,
  listOutbox,
  migrateLatest,
  migrationStatus,
  seedDemoPark,
  settleAfterBulkLoad,
  type OutboxMessage,
} from '../persistence/index';
import { shareServedDatabase } from '../persistence/pglite-socket';
import { DEMO_ACCOUNTS } from '../persistence/seeds/demo-park-data';
import { TOKENS } from '../tokens';
import { resolve } from './token';

/**
 * Brings the schema up to date; a PGlite database with an empty park also gets the demo park
 * (a PostgreSQL server is seeded only on request, with `park db seed`).
 */
export async function prepareDatabase(park: ParkContainer): Promise<{ seeded: boolean }> {
  await migrateLatest(park.database.knex);
  if (park.database.kind !== 'pglite') return { seeded: false };
  return seedDemoPark(park.database.knex, resolve(park.container, TOKENS.PasswordHasher));
}

/**
 * A server shares its embedded on-disk database with `park` commands on a socket (issue 35):
 * how to stop sharing, before the database closes.
 */
export async function shareDatabase(park: ParkContainer): Promise<() => Promise<void>> {
  const shared = await shareServedDatabase(park.database, park.config.databaseUrl).catch(
    (error: unknown) => {
      // Serving goes on; `park` commands then find the database in use, as before.
      resolve(park.container, TOKENS.Logger).warn(
        { err: error },
        'the embedded database is not shared with `park` commands',
      );
      return null;
    },
  );
  return () => shared?.close() ?? Promise.resolve();
}

/** The database chores of `park db …`, on the container's database. */
export interface DatabaseTasks {
  /** Applies pending migrations; the names applied. */
  migrate(): Promise<string[]>;
  status(): Promise<{ name: string; applied: boolean }[]>;
  /** Adds the demo park to an empty park (any engine); `seeded: false` when it has data. */
  seed(): Promise<{ seeded: boolean }>;
  /** Folds the daily report figures' journal (the server does it every minute). */
  compactReports(): Promise<void>;
  /** After a bulk load: folds the journals, compacts the report tables, analyzes the history. */
  settleAfterBulkLoad(): Promise<void>;
}

/** Migrate, status and seed for the CLI, without it knowing the persistence adapter. */
export function databaseTasks(park: ParkContainer): DatabaseTasks {
  const { knex } = park.database;
  return {
    migrate: () => migrateLatest(knex),
    status: () => migrationStatus(knex),
    seed: () => seedDemoPark(knex, resolve(park.container, TOKENS.PasswordHasher)),
    compactReports: () => compactReportDays(knex),
    settleAfterBulkLoad: () => settleAfterBulkLoad(knex),
  };
}

/** The latest messages the default mailer stored (password resets), newest first: `park mail outbox`. */
export function mailOutbox(
  park: ParkContainer,
  limit?: number,
  status?: MailStatus,
): Promise<OutboxMessage[]> {
  return listOutbox(park.database.knex, limit, status);
}

/** `park demo generate`: the park-history generator, writing to the container's database. */
export function demoHistory(park: ParkContainer): GenerateDemoHistory {
  return resolve(park.container, TOKENS.GenerateDemoHistory);
}

/** A demo login that works right now. */
export interface DemoLogin {
  role: 'visitor' | 'staff' | 'manager';
  email: string;
  password: string;
}

/** The demo logins of DECISIONS.md that work right now (none on a park that changed them). */
export async function demoLogins(park: ParkContainer): Promise<DemoLogin[]> {
  const { visitor, staff, manager } = DEMO_ACCOUNTS;
  const logins: DemoLogin[] = [
    { role: 'visitor', email: visitor.email, password: visitor.password },
    { role: 'staff', email: staff.email, password: staff.password },
    { role: 'manager', email: manager.email, password: manager.password },
  ];
  const logInUser = resolve(park.container, TOKENS.LogInUser);
  const logInEmployee = resolve(park.container, TOKENS.LogInEmployee);
  const works = await Promise.all(
    logins.map(async (login) =>
      login.role === 'visitor'
        ? (await logInUser.execute(login)).ok
        : (await logInEmployee.execute(login)).ok,
    ),
  );
  return logins.filter((_, i) => works[i]);
}
