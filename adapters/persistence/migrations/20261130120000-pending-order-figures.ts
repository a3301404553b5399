import type { Knex } from 'knex';
import { placeOrderFunction } from './20261124201000-place-order';
import { ADMISSIONS_FOR_NEW_ORDER, JOURNAL_PARTS } from './20261129100000-place-order-journal';

/**
 * A checkout's report figures wait as one row per order (report_pending_orders) and are folded
 * into the daily report journals (20261122004000) when a report is read, instead of seven
 * journal rows in six tables written with every order.
 *
 * Why: what a checkout costs PostgreSQL is per table and per row written (each table's
 * executor start-up with its indexes opened and locked, its index entries, its WAL). pgbench
 * with the server's statement (20 clients, 2 cores): 1,759 / 1,928 / 2,288 orders/s with the
 * seven journal rows, 2,297 / 2,714 / 2,844 with one pending row (bench/README.md, fifth
 * session).
 *
 * - place_order writes the order, its lines and admissions as before, then one row here: the
 *   order's id, its visit and order days, and its lines as it received them.
 * - fold_pending_orders() takes every pending row committed before it starts (a DELETE …
 *   RETURNING: two folds at once never both take a row) and appends their figures to the six
 *   journals in one statement, by the rules 20261129100000 wrote per order, summed over the
 *   orders taken. The journals' rows of a key add up, so a batch's sums are the orders' sums.
 * - Every report read folds first (KnexReportRepository), so a report shows every order
 *   committed before it; compact_report_days() folds before it compacts, and
 *   rebuild_report_days() drops the pending rows, under a lock that holds new ones back, since
 *   it counts every order from its lines.
 * Other writers of lines (a demo history, `park` commands, lines added to an old order) still
 * journal through the triggers, as before.
 */
const PENDING_TABLE = `CREATE TABLE report_pending_orders (
  order_id integer NOT NULL,
  visit date,
  ordered date NOT NULL,
  lines jsonb NOT NULL)`;

const PENDING_PARTS = {
  options: JOURNAL_PARTS.options,
  lineIds: true,
  afterTickets: ADMISSIONS_FOR_NEW_ORDER,
  beforeAnswer: `INSERT INTO report_pending_orders (order_id, visit, ordered, lines)
    VALUES (new_id, (o->'order'->>'visit_date')::date, (o->'order'->>'order_date')::date,
            o - 'order');`,
};

// No JIT: the planner cannot tell how many pending rows there are nor how many lines each holds,
// guesses millions, and compiled the statement for 400 ms on every call, with nothing to fold.
const FOLD = `CREATE FUNCTION fold_pending_orders() RETURNS integer LANGUAGE plpgsql SET jit TO off AS $$
DECLARE
  folded integer;
BEGIN
WITH claimed AS (
  DELETE FROM report_pending_orders RETURNING order_id, visit, ordered, lines),
tickets AS (
  SELECT c.order_id, c.visit, l.ticket_type, l.quantity, l.unit_price_cents
  FROM claimed c,
    jsonb_to_recordset(c.lines->'tickets') AS l(ticket_type text, quantity integer,
                                                unit_price_cents integer)),
ticket_days AS (
  INSERT INTO report_ticket_days (day, ticket_type, tickets, orders, revenue_cents)
  SELECT visit, ticket_type, sum(quantity), count(*), sum(quantity * unit_price_cents)
  FROM tickets GROUP BY visit, ticket_type),
ticket_order_days AS (
  INSERT INTO report_ticket_order_days (day, types, orders)
  SELECT visit, types, count(*)
  FROM (SELECT visit, bit_or(report_ticket_bit(ticket_type)) AS types
        FROM tickets GROUP BY order_id, visit) o
  GROUP BY visit, types),
attraction_days AS (
  INSERT INTO report_attraction_days (day, attraction_id, orders, tickets)
  SELECT c.visit, a.id::integer, count(*),
         sum(coalesce((SELECT sum(l.quantity)
                       FROM jsonb_to_recordset(c.lines->'tickets') AS l(quantity integer)), 0))
  FROM claimed c, jsonb_array_elements_text(c.lines->'attractions') AS a(id)
  WHERE c.visit IS NOT NULL
  GROUP BY c.visit, a.id::integer),
restaurant_days AS (
  INSERT INTO report_restaurant_days (day, restaurant_id, transactions, vouchers, amount_cents)
  SELECT c.visit, l.restaurant_id, count(*), sum(l.quantity), sum(l.amount_cents)
  FROM claimed c,
    jsonb_to_recordset(c.lines->'meals') AS l(restaurant_id integer, quantity integer,
                                             amount_cents integer)
  WHERE c.visit IS NOT NULL
  GROUP BY c.visit, l.restaurant_id),
merchandise_days AS (
  INSERT INTO report_merchandise_days
    (day, merchandise_id, orders, quantity, revenue_cents, cost_cents)
  SELECT c.ordered, l.merchandise_id, count(DISTINCT c.order_id), sum(l.quantity),
         sum(l.line_total_cents), sum(l.quantity * l.unit_cost_cents)
  FROM claimed c,
    jsonb_to_recordset(c.lines->'merchandise') AS l(merchandise_id integer, quantity integer,
                                                   unit_cost_cents integer,
                                                   line_total_cents integer)
  GROUP BY c.ordered, l.merchandise_id),
merchandise_order_days AS (
  INSERT INTO report_merchandise_order_days (day, orders)
  SELECT c.ordered, count(*) FROM claimed c
  WHERE jsonb_array_length(c.lines->'merchandise') > 0
  GROUP BY c.ordered)
SELECT count(*)::integer INTO folded FROM claimed;
RETURN folded;
END $$`;

const COMPACT = `CREATE FUNCTION compact_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fold_pending_orders();
  PERFORM compact_journaled_report_days();
END $$`;

const REBUILD = `CREATE FUNCTION rebuild_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_pending_orders IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM report_pending_orders;
  PERFORM rebuild_report_days_from_lines();
END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(PENDING_TABLE);
  await knex.raw(placeOrderFunction('CREATE OR REPLACE FUNCTION', PENDING_PARTS));
  await knex.raw(FOLD);
  await knex.raw('ALTER FUNCTION compact_report_days() RENAME TO compact_journaled_report_days');
  await knex.raw(COMPACT);
  await knex.raw('ALTER FUNCTION rebuild_report_days() RENAME TO rebuild_report_days_from_lines');
  await knex.raw(REBUILD);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    placeOrderFunction('CREATE OR REPLACE FUNCTION', { ...JOURNAL_PARTS, lineIds: true }),
  );
  await knex.raw('SELECT fold_pending_orders()');
  await knex.raw('DROP FUNCTION rebuild_report_days()');
  await knex.raw('ALTER FUNCTION rebuild_report_days_from_lines() RENAME TO rebuild_report_days');
  await knex.raw('DROP FUNCTION compact_report_days()');
  await knex.raw('ALTER FUNCTION compact_journaled_report_days() RENAME TO compact_report_days');
  await knex.raw('DROP FUNCTION fold_pending_orders()');
  await knex.raw('DROP TABLE report_pending_orders');
}
