import type { Knex } from 'knex';

/**
 * The report tables' insert triggers (20261122004000, 20261122004100) look up the orders, the
 * attractions they chose and their shop lines by order id. Planned without statistics (a bulk
 * load grows the tables faster than autovacuum analyzes them, or autovacuum is off), a
 * statement of thousands of lines chose hash joins over full scans of orders and
 * order_attractions, and a BitmapAnd that read every line of an item in merchandise_lines,
 * so each statement cost as much as the history so far. Now the trigger functions plan without hash or merge joins (nested loops on the order-id
 * indexes: the transition table holds only the statement's rows), and one index answers "this
 * order's lines of this item" directly. Same figures; only the plans change.
 */

const FUNCTIONS = [
  'report_ticket_lines_added()',
  'report_order_attractions_added()',
  'report_merchandise_lines_added()',
];

export async function up(knex: Knex): Promise<void> {
  for (const fn of FUNCTIONS)
    await knex.raw(`ALTER FUNCTION ${fn} SET enable_hashjoin = off SET enable_mergejoin = off`);
  await knex.raw(
    'CREATE INDEX merchandise_lines_order_merchandise_index ON merchandise_lines (order_id, merchandise_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX merchandise_lines_order_merchandise_index');
  for (const fn of FUNCTIONS) await knex.raw(`ALTER FUNCTION ${fn} RESET ALL`);
}
