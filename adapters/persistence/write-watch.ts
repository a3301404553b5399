import type { Knex } from 'knex';

/**
 * Statements that only read or steer a transaction. Anything else (INSERT, UPDATE, DELETE,
 * TRUNCATE, DDL, COPY, CALL) may change what a cached read answered, and so may the report
 * tables' maintenance functions, called with SELECT.
 */
const READ_OR_CONTROL =
  /^\s*(?:select|begin|commit|rollback|savepoint|release|set|show|listen|unlisten|explain|values|prepare|deallocate)\b/i;
const WRITING_CALL = /\b(?:rebuild|compact|fold)_report_days\s*\(/i;

/** True when `sql` may change the database: what a cache of reads must hear of. */
export function isWriteStatement(sql: string): boolean {
  if (/^\s*with\b/i.test(sql)) return /\b(?:insert|update|delete)\b/i.test(sql);
  if (READ_OR_CONTROL.test(sql)) return /^\s*select\b/i.test(sql) && WRITING_CALL.test(sql);
  return true;
}

/**
 * Calls `listener` with the SQL of every statement this process sends through `knex` (or a
 * transaction of it): when it starts, and again when it answers or fails.
 */
export function onStatements(knex: Knex, listener: (sql: string) => void): void {
  const heard = (query: { sql?: unknown }) => {
    if (typeof query?.sql === 'string') listener(query.sql);
  };
  knex.on('query', heard);
  knex.on('query-response', (_response: unknown, query: { sql?: unknown }) => heard(query));
  knex.on('query-error', (_error: unknown, query: { sql?: unknown }) => heard(query));
}

type Listener = () => void;
const watched = new WeakMap<Knex, Set<Listener>>();

/**
 * Calls `changed` whenever this process may have changed the database through `knex`: when a
 * writing statement starts, when it answers or fails (outside a transaction it is then
 * committed), and when a transaction has ended (committed or rolled back), since its writes
 * become visible only then. A cache that forgets on each call never keeps an answer read before
 * one of this process's writes was visible to everyone. Another process's writes are not heard.
 */
export function watchWrites(knex: Knex, changed: Listener): void {
  let listeners = watched.get(knex);
  if (!listeners) {
    const all = new Set<Listener>();
    listeners = all;
    watched.set(knex, all);
    const notify = () => {
      for (const listener of all) listener();
    };
    onStatements(knex, (sql) => {
      if (isWriteStatement(sql)) notify();
    });
    // knex.transaction is read-only; every transaction (and savepoint) starts here.
    const client = knex.client as { transaction: (...args: unknown[]) => unknown };
    const begin = client.transaction.bind(client);
    client.transaction = (...args: unknown[]) => {
      const transaction = begin(...args);
      // It settles once COMMIT or ROLLBACK has answered (also when committed by hand).
      Promise.resolve(transaction).then(notify, notify);
      return transaction;
    };
  }
  listeners.add(changed);
}

/**
 * Tells the watchers of `knex` of a write made on its database without it: a `park` command's,
 * through the socket a serving embedded database is shared on (pglite-socket.ts).
 */
export function announceWrite(knex: Knex): void {
  for (const listener of watched.get(knex) ?? []) listener();
}
