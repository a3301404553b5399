import type { Knex } from 'knex';

/**
 * A checkout's report figures wait as one row per order (report_pending_orders) and are folded
 * into the daily report journals (20261122004000) when a report is read, instead of seven
 * journal rows in six tables written with every order.
 *
 * Why: what a checkout costs PostgreSQL is per table and per row written (each table's
 * executor start-up with its indexes opened and locked, its index entries, its WAL).
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

/** place_order writing one pending row per order (the SQL this migration ran). */
const PENDING_PLACE_ORDER = `CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql SET park.placing_order TO 'on' AS $$
DECLARE
  new_id integer;
  ticket_ids jsonb := '[]';
  meal_ids jsonb := '[]';
  merchandise_ids jsonb := '[]';
BEGIN
  INSERT INTO orders (user_id, visit_date, order_date, email, phone, first_name, last_name,
                      address, city, state, zipcode, subtotal_cents, tax_cents, total_cents)
    SELECT x.user_id, x.visit_date, x.order_date, x.email, x.phone, x.first_name, x.last_name,
           x.address, x.city, x.state, x.zipcode, x.subtotal_cents, x.tax_cents, x.total_cents
    FROM jsonb_to_record(o->'order') AS x(
      user_id integer, visit_date date, order_date date, email text, phone text,
      first_name text, last_name text, address text, city text, state text, zipcode text,
      subtotal_cents integer, tax_cents integer, total_cents integer)
    RETURNING id INTO new_id;
  IF jsonb_array_length(o->'tickets') > 0 THEN
    WITH added AS (INSERT INTO ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
      SELECT new_id, l.ticket_type, l.quantity, l.unit_price_cents, (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets')
        AS (ticket_type text, quantity integer, unit_price_cents integer))
        WITH ORDINALITY AS l(ticket_type, quantity, unit_price_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO ticket_ids FROM added;
    INSERT INTO admissions (order_id, ticket_type)
      SELECT new_id, l.ticket_type
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets') AS (ticket_type text, quantity integer))
        WITH ORDINALITY AS l(ticket_type, quantity, n)
      CROSS JOIN LATERAL generate_series(1, l.quantity) AS g
      ORDER BY l.n, g;
  END IF;
  IF jsonb_array_length(o->'attractions') > 0 THEN
    INSERT INTO order_attractions (order_id, attraction_id)
      SELECT new_id, a.id::integer
      FROM jsonb_array_elements_text(o->'attractions') WITH ORDINALITY AS a(id, n)
      ORDER BY a.n;
  END IF;
  IF jsonb_array_length(o->'meals') > 0 THEN
    WITH added AS (INSERT INTO restaurant_transactions
        (order_id, restaurant_id, quantity, unit_price_cents, amount_cents, transaction_date)
      SELECT new_id, l.restaurant_id, l.quantity, l.unit_price_cents, l.amount_cents,
             (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'meals')
        AS (restaurant_id integer, quantity integer, unit_price_cents integer,
            amount_cents integer))
        WITH ORDINALITY AS l(restaurant_id, quantity, unit_price_cents, amount_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO meal_ids FROM added;
  END IF;
  IF jsonb_array_length(o->'merchandise') > 0 THEN
    WITH added AS (INSERT INTO merchandise_lines (order_id, merchandise_id, size, quantity, unit_price_cents,
                                   unit_cost_cents, line_total_cents)
      SELECT new_id, l.merchandise_id, l.size, l.quantity, l.unit_price_cents,
             l.unit_cost_cents, l.line_total_cents
      FROM ROWS FROM (jsonb_to_recordset(o->'merchandise')
        AS (merchandise_id integer, size text, quantity integer, unit_price_cents integer,
            unit_cost_cents integer, line_total_cents integer))
        WITH ORDINALITY
        AS l(merchandise_id, size, quantity, unit_price_cents, unit_cost_cents,
             line_total_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO merchandise_ids FROM added;
  END IF;
  INSERT INTO report_pending_orders (order_id, visit, ordered, lines)
    VALUES (new_id, (o->'order'->>'visit_date')::date, (o->'order'->>'order_date')::date,
            o - 'order');
  RETURN jsonb_build_object(
    'id', new_id, 'tickets', ticket_ids, 'meals', meal_ids, 'merchandise', merchandise_ids,
    'attractions', (
      SELECT coalesce(jsonb_agg(a.name ORDER BY a.name, a.id), '[]'::jsonb)
      FROM order_attractions oa JOIN attractions a ON a.id = oa.attraction_id
      WHERE oa.order_id = new_id));
END $$`;

/** place_order as 20261130110000 left it (for down). */
const LINE_IDS_PLACE_ORDER = `CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql SET park.placing_order TO 'on' AS $$
DECLARE
  new_id integer;
  ticket_ids jsonb := '[]';
  meal_ids jsonb := '[]';
  merchandise_ids jsonb := '[]';
  visit date := (o->'order'->>'visit_date')::date;
  ordered date := (o->'order'->>'order_date')::date;
BEGIN
  INSERT INTO orders (user_id, visit_date, order_date, email, phone, first_name, last_name,
                      address, city, state, zipcode, subtotal_cents, tax_cents, total_cents)
    SELECT x.user_id, x.visit_date, x.order_date, x.email, x.phone, x.first_name, x.last_name,
           x.address, x.city, x.state, x.zipcode, x.subtotal_cents, x.tax_cents, x.total_cents
    FROM jsonb_to_record(o->'order') AS x(
      user_id integer, visit_date date, order_date date, email text, phone text,
      first_name text, last_name text, address text, city text, state text, zipcode text,
      subtotal_cents integer, tax_cents integer, total_cents integer)
    RETURNING id INTO new_id;
  IF jsonb_array_length(o->'tickets') > 0 THEN
    WITH added AS (INSERT INTO ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
      SELECT new_id, l.ticket_type, l.quantity, l.unit_price_cents, (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets')
        AS (ticket_type text, quantity integer, unit_price_cents integer))
        WITH ORDINALITY AS l(ticket_type, quantity, unit_price_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO ticket_ids FROM added;
    INSERT INTO admissions (order_id, ticket_type)
      SELECT new_id, l.ticket_type
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets') AS (ticket_type text, quantity integer))
        WITH ORDINALITY AS l(ticket_type, quantity, n)
      CROSS JOIN LATERAL generate_series(1, l.quantity) AS g
      ORDER BY l.n, g;
    INSERT INTO report_ticket_days (day, ticket_type, tickets, orders, revenue_cents)
      SELECT visit, l.ticket_type, sum(l.quantity), count(*), sum(l.quantity * l.unit_price_cents)
      FROM jsonb_to_recordset(o->'tickets')
        AS l(ticket_type text, quantity integer, unit_price_cents integer)
      GROUP BY l.ticket_type;
    INSERT INTO report_ticket_order_days (day, types, orders)
      SELECT visit, bit_or(report_ticket_bit(l.ticket_type)), 1
      FROM jsonb_to_recordset(o->'tickets') AS l(ticket_type text);
  END IF;
  IF jsonb_array_length(o->'attractions') > 0 THEN
    INSERT INTO order_attractions (order_id, attraction_id)
      SELECT new_id, a.id::integer
      FROM jsonb_array_elements_text(o->'attractions') WITH ORDINALITY AS a(id, n)
      ORDER BY a.n;
    IF visit IS NOT NULL THEN
      INSERT INTO report_attraction_days (day, attraction_id, orders, tickets)
        SELECT visit, a.id::integer, count(*),
               count(*) * coalesce((SELECT sum(l.quantity) FROM jsonb_to_recordset(o->'tickets')
                                      AS l(quantity integer)), 0)
        FROM jsonb_array_elements_text(o->'attractions') AS a(id)
        GROUP BY a.id::integer;
    END IF;
  END IF;
  IF jsonb_array_length(o->'meals') > 0 THEN
    WITH added AS (INSERT INTO restaurant_transactions
        (order_id, restaurant_id, quantity, unit_price_cents, amount_cents, transaction_date)
      SELECT new_id, l.restaurant_id, l.quantity, l.unit_price_cents, l.amount_cents,
             (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'meals')
        AS (restaurant_id integer, quantity integer, unit_price_cents integer,
            amount_cents integer))
        WITH ORDINALITY AS l(restaurant_id, quantity, unit_price_cents, amount_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO meal_ids FROM added;
    IF visit IS NOT NULL THEN
      INSERT INTO report_restaurant_days (day, restaurant_id, transactions, vouchers, amount_cents)
        SELECT visit, l.restaurant_id, count(*), sum(l.quantity), sum(l.amount_cents)
        FROM jsonb_to_recordset(o->'meals')
          AS l(restaurant_id integer, quantity integer, amount_cents integer)
        GROUP BY l.restaurant_id;
    END IF;
  END IF;
  IF jsonb_array_length(o->'merchandise') > 0 THEN
    WITH added AS (INSERT INTO merchandise_lines (order_id, merchandise_id, size, quantity, unit_price_cents,
                                   unit_cost_cents, line_total_cents)
      SELECT new_id, l.merchandise_id, l.size, l.quantity, l.unit_price_cents,
             l.unit_cost_cents, l.line_total_cents
      FROM ROWS FROM (jsonb_to_recordset(o->'merchandise')
        AS (merchandise_id integer, size text, quantity integer, unit_price_cents integer,
            unit_cost_cents integer, line_total_cents integer))
        WITH ORDINALITY
        AS l(merchandise_id, size, quantity, unit_price_cents, unit_cost_cents,
             line_total_cents, n)
      ORDER BY l.n
      RETURNING id)
    SELECT coalesce(jsonb_agg(id ORDER BY id), '[]'::jsonb) INTO merchandise_ids FROM added;
    INSERT INTO report_merchandise_days
        (day, merchandise_id, orders, quantity, revenue_cents, cost_cents)
      SELECT ordered, l.merchandise_id, 1, sum(l.quantity), sum(l.line_total_cents),
             sum(l.quantity * l.unit_cost_cents)
      FROM jsonb_to_recordset(o->'merchandise')
        AS l(merchandise_id integer, quantity integer, unit_cost_cents integer,
             line_total_cents integer)
      GROUP BY l.merchandise_id;
    INSERT INTO report_merchandise_order_days (day, orders) VALUES (ordered, 1);
  END IF;
  RETURN jsonb_build_object(
    'id', new_id, 'tickets', ticket_ids, 'meals', meal_ids, 'merchandise', merchandise_ids,
    'attractions', (
      SELECT coalesce(jsonb_agg(a.name ORDER BY a.name, a.id), '[]'::jsonb)
      FROM order_attractions oa JOIN attractions a ON a.id = oa.attraction_id
      WHERE oa.order_id = new_id));
END $$`;

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
  await knex.raw(PENDING_PLACE_ORDER);
  await knex.raw(FOLD);
  await knex.raw('ALTER FUNCTION compact_report_days() RENAME TO compact_journaled_report_days');
  await knex.raw(COMPACT);
  await knex.raw('ALTER FUNCTION rebuild_report_days() RENAME TO rebuild_report_days_from_lines');
  await knex.raw(REBUILD);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(LINE_IDS_PLACE_ORDER);
  await knex.raw('SELECT fold_pending_orders()');
  await knex.raw('DROP FUNCTION rebuild_report_days()');
  await knex.raw('ALTER FUNCTION rebuild_report_days_from_lines() RENAME TO rebuild_report_days');
  await knex.raw('DROP FUNCTION compact_report_days()');
  await knex.raw('ALTER FUNCTION compact_journaled_report_days() RENAME TO compact_report_days');
  await knex.raw('DROP FUNCTION fold_pending_orders()');
  await knex.raw('DROP TABLE report_pending_orders');
}
