import type { Knex } from 'knex';

/**
 * place_order answers the ids of the rows it wrote (the order's, each line's in line order) and
 * the names of the order's attractions, instead of the whole order read back from its tables.
 *
 * Why: the server already holds everything else it wrote (the priced lines with the catalog's
 * names, the totals, the dates), and the read-back was four more queries with joins and a JSON
 * object per line on every checkout. insertOrder (knex-order-writes.ts) puts the order together from what it sent and
 * the ids; the repository tests check it against the order read back later.
 *
 * The journal rows and admissions of 20261129100000 are written as before.
 */
/** place_order answering ids (the SQL this migration ran). */
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

/** place_order as 20261129100000 left it (for down). */
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

export async function up(knex: Knex): Promise<void> {
  await knex.raw(LINE_IDS_PLACE_ORDER);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(JOURNALING_PLACE_ORDER);
}
