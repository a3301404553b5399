import type { Knex } from 'knex';

/**
 * place_order writes a new order's admissions and its report journal rows itself, in one
 * statement per table, and the five statement-level insert triggers on its line tables
 * (admissions 20261126100000; report journal 20261122004000/004100) skip its inserts.
 *
 * Why: a checkout's lines fired five plpgsql triggers, each with a transition table and up to
 * three statements that read the lines back to tell new orders from lines added to old ones.
 *
 * For an order that did not exist before the statement, the triggers' rules come down to:
 * - an admission per ticket, in line order (admissions_for_ticket_lines);
 * - per ticket type, its tickets, one order and its revenue on the visit day, and the order
 *   once under its set of ticket types (report_ticket_lines_added; no attraction was chosen
 *   yet when the tickets are inserted, so nothing for attractions there);
 * - per attraction, one order and all the order's tickets on the visit day
 *   (report_order_attractions_added);
 * - per restaurant, its lines, vouchers and amount on the visit day
 *   (report_restaurant_transactions_added);
 * - per shop item, one order, its quantity, revenue and cost on the order day, and the order
 *   once among the shop's orders of that day (report_merchandise_lines_added).
 * Every other writer (a demo history, `park` commands, a line added to an existing order) still
 * goes through the triggers. The report tests check both against a rebuild from the lines
 * (knex-order-repository.test.ts, report-days.test.ts).
 *
 * The triggers tell place_order's inserts apart by a setting that only place_order sets, for
 * its own call (`SET park.placing_order = on` on the function: PostgreSQL restores it when the
 * function returns or fails), in the triggers' WHEN, so a skipped trigger costs no call at all.
 *
 * Also dropped: two indexes that a wider index with the same first column already answers
 * (ticket lines and shop lines by order), one index write less per line.
 */
const PLACING_ORDER = `current_setting('park.placing_order', true) IS DISTINCT FROM 'on'`;

const TRIGGERS = [
  { table: 'ticket_lines', trigger: 'admissions_for_ticket_lines' },
  { table: 'ticket_lines', trigger: 'report_ticket_lines_added' },
  { table: 'order_attractions', trigger: 'report_order_attractions_added' },
  { table: 'restaurant_transactions', trigger: 'report_restaurant_transactions_added' },
  { table: 'merchandise_lines', trigger: 'report_merchandise_lines_added' },
];

/** Each trigger as it was created, with `when` (or without, for down) before EXECUTE. */
const recreated = (when: string) =>
  TRIGGERS.flatMap(({ table, trigger }) => [
    `DROP TRIGGER ${trigger} ON ${table}`,
    `CREATE TRIGGER ${trigger} AFTER INSERT ON ${table} REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT ${when} EXECUTE FUNCTION ${trigger}()`,
  ]);

/** place_order with the admissions and journal rows of a new order (the SQL this migration ran). */
const JOURNALING_PLACE_ORDER = `CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql SET park.placing_order TO 'on' AS $$
DECLARE
  new_id integer;
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
    INSERT INTO ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
      SELECT new_id, l.ticket_type, l.quantity, l.unit_price_cents, (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets')
        AS (ticket_type text, quantity integer, unit_price_cents integer))
        WITH ORDINALITY AS l(ticket_type, quantity, unit_price_cents, n)
      ORDER BY l.n;
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
    INSERT INTO restaurant_transactions
        (order_id, restaurant_id, quantity, unit_price_cents, amount_cents, transaction_date)
      SELECT new_id, l.restaurant_id, l.quantity, l.unit_price_cents, l.amount_cents,
             (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'meals')
        AS (restaurant_id integer, quantity integer, unit_price_cents integer,
            amount_cents integer))
        WITH ORDINALITY AS l(restaurant_id, quantity, unit_price_cents, amount_cents, n)
      ORDER BY l.n;
    IF visit IS NOT NULL THEN
      INSERT INTO report_restaurant_days (day, restaurant_id, transactions, vouchers, amount_cents)
        SELECT visit, l.restaurant_id, count(*), sum(l.quantity), sum(l.amount_cents)
        FROM jsonb_to_recordset(o->'meals')
          AS l(restaurant_id integer, quantity integer, amount_cents integer)
        GROUP BY l.restaurant_id;
    END IF;
  END IF;
  IF jsonb_array_length(o->'merchandise') > 0 THEN
    INSERT INTO merchandise_lines (order_id, merchandise_id, size, quantity, unit_price_cents,
                                   unit_cost_cents, line_total_cents)
      SELECT new_id, l.merchandise_id, l.size, l.quantity, l.unit_price_cents,
             l.unit_cost_cents, l.line_total_cents
      FROM ROWS FROM (jsonb_to_recordset(o->'merchandise')
        AS (merchandise_id integer, size text, quantity integer, unit_price_cents integer,
            unit_cost_cents integer, line_total_cents integer))
        WITH ORDINALITY
        AS l(merchandise_id, size, quantity, unit_price_cents, unit_cost_cents,
             line_total_cents, n)
      ORDER BY l.n;
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
  RETURN (
    SELECT jsonb_build_object(
      'id', r.id, 'user_id', r.user_id, 'order_date', r.order_date::text,
      'visit_date', r.visit_date::text, 'subtotal_cents', r.subtotal_cents,
      'tax_cents', r.tax_cents, 'total_cents', r.total_cents,
      'attractions', (
        SELECT coalesce(jsonb_agg(a.name ORDER BY a.name, a.id), '[]'::jsonb)
        FROM order_attractions oa JOIN attractions a ON a.id = oa.attraction_id
        WHERE oa.order_id = r.id),
      'tickets', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', t.id, 'ticket_type', t.ticket_type, 'quantity', t.quantity,
          'unit_price_cents', t.unit_price_cents) ORDER BY t.id), '[]'::jsonb)
        FROM ticket_lines t WHERE t.order_id = r.id),
      'meals', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', m.id, 'restaurant_id', m.restaurant_id, 'restaurant_name', s.name,
          'restaurant_type', s.type, 'quantity', m.quantity,
          'unit_price_cents', m.unit_price_cents, 'amount_cents', m.amount_cents)
          ORDER BY m.id), '[]'::jsonb)
        FROM restaurant_transactions m JOIN restaurants s ON s.id = m.restaurant_id
        WHERE m.order_id = r.id),
      'merchandise', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', l.id, 'merchandise_id', l.merchandise_id, 'name', x.name, 'size', l.size,
          'quantity', l.quantity, 'unit_price_cents', l.unit_price_cents,
          'unit_cost_cents', l.unit_cost_cents, 'line_total_cents', l.line_total_cents)
          ORDER BY l.id), '[]'::jsonb)
        FROM merchandise_lines l JOIN merchandise x ON x.id = l.merchandise_id
        WHERE l.order_id = r.id))
    FROM orders r WHERE r.id = new_id);
END $$`;

/** place_order as 20261124201000 created it (for down). */
const PLAIN_PLACE_ORDER = `CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_id integer;
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
    INSERT INTO ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
      SELECT new_id, l.ticket_type, l.quantity, l.unit_price_cents, (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'tickets')
        AS (ticket_type text, quantity integer, unit_price_cents integer))
        WITH ORDINALITY AS l(ticket_type, quantity, unit_price_cents, n)
      ORDER BY l.n;
  END IF;
  IF jsonb_array_length(o->'attractions') > 0 THEN
    INSERT INTO order_attractions (order_id, attraction_id)
      SELECT new_id, a.id::integer
      FROM jsonb_array_elements_text(o->'attractions') WITH ORDINALITY AS a(id, n)
      ORDER BY a.n;
  END IF;
  IF jsonb_array_length(o->'meals') > 0 THEN
    INSERT INTO restaurant_transactions
        (order_id, restaurant_id, quantity, unit_price_cents, amount_cents, transaction_date)
      SELECT new_id, l.restaurant_id, l.quantity, l.unit_price_cents, l.amount_cents,
             (o->'order'->>'visit_date')::date
      FROM ROWS FROM (jsonb_to_recordset(o->'meals')
        AS (restaurant_id integer, quantity integer, unit_price_cents integer,
            amount_cents integer))
        WITH ORDINALITY AS l(restaurant_id, quantity, unit_price_cents, amount_cents, n)
      ORDER BY l.n;
  END IF;
  IF jsonb_array_length(o->'merchandise') > 0 THEN
    INSERT INTO merchandise_lines (order_id, merchandise_id, size, quantity, unit_price_cents,
                                   unit_cost_cents, line_total_cents)
      SELECT new_id, l.merchandise_id, l.size, l.quantity, l.unit_price_cents,
             l.unit_cost_cents, l.line_total_cents
      FROM ROWS FROM (jsonb_to_recordset(o->'merchandise')
        AS (merchandise_id integer, size text, quantity integer, unit_price_cents integer,
            unit_cost_cents integer, line_total_cents integer))
        WITH ORDINALITY
        AS l(merchandise_id, size, quantity, unit_price_cents, unit_cost_cents,
             line_total_cents, n)
      ORDER BY l.n;
  END IF;
  RETURN (
    SELECT jsonb_build_object(
      'id', r.id, 'user_id', r.user_id, 'order_date', r.order_date::text,
      'visit_date', r.visit_date::text, 'subtotal_cents', r.subtotal_cents,
      'tax_cents', r.tax_cents, 'total_cents', r.total_cents,
      'attractions', (
        SELECT coalesce(jsonb_agg(a.name ORDER BY a.name, a.id), '[]'::jsonb)
        FROM order_attractions oa JOIN attractions a ON a.id = oa.attraction_id
        WHERE oa.order_id = r.id),
      'tickets', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', t.id, 'ticket_type', t.ticket_type, 'quantity', t.quantity,
          'unit_price_cents', t.unit_price_cents) ORDER BY t.id), '[]'::jsonb)
        FROM ticket_lines t WHERE t.order_id = r.id),
      'meals', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', m.id, 'restaurant_id', m.restaurant_id, 'restaurant_name', s.name,
          'restaurant_type', s.type, 'quantity', m.quantity,
          'unit_price_cents', m.unit_price_cents, 'amount_cents', m.amount_cents)
          ORDER BY m.id), '[]'::jsonb)
        FROM restaurant_transactions m JOIN restaurants s ON s.id = m.restaurant_id
        WHERE m.order_id = r.id),
      'merchandise', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'id', l.id, 'merchandise_id', l.merchandise_id, 'name', x.name, 'size', l.size,
          'quantity', l.quantity, 'unit_price_cents', l.unit_price_cents,
          'unit_cost_cents', l.unit_cost_cents, 'line_total_cents', l.line_total_cents)
          ORDER BY l.id), '[]'::jsonb)
        FROM merchandise_lines l JOIN merchandise x ON x.id = l.merchandise_id
        WHERE l.order_id = r.id))
    FROM orders r WHERE r.id = new_id);
END $$`;

const REDUNDANT_INDEXES = [
  { name: 'ticket_lines_order_id_index', table: 'ticket_lines', column: 'order_id' },
  { name: 'merchandise_lines_order_id_index', table: 'merchandise_lines', column: 'order_id' },
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(JOURNALING_PLACE_ORDER);
  for (const sql of recreated(`WHEN (${PLACING_ORDER})`)) await knex.raw(sql);
  for (const { name } of REDUNDANT_INDEXES) await knex.raw(`DROP INDEX ${name}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const { name, table, column } of REDUNDANT_INDEXES)
    await knex.raw(`CREATE INDEX ${name} ON ${table} (${column})`);
  for (const sql of recreated('')) await knex.raw(sql);
  await knex.raw(PLAIN_PLACE_ORDER);
}
