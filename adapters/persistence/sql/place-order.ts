import type { SqlSource } from './source';

/**
 * place_order(order jsonb): a checkout's order with all its lines in one call, so one
 * statement (and one round trip) writes it, all or none. Inside, the inserts run one statement
 * after another (order, tickets with their admissions, attractions, meals, shop lines); a kind
 * without lines is not inserted at all. The line tables' insert triggers skip its inserts
 * (`park.placing_order`, set for its own call): it writes an admission per ticket itself, and
 * one row of report_pending_orders with the lines as it received them, which
 * fold_pending_orders() turns into report journal rows. It answers the ids of the rows it
 * wrote (the order's, each line's in line order) and the names of the order's attractions.
 */
export const PLACE_ORDER_SOURCE: SqlSource = {
  name: 'place-order',
  statements: [
    `CREATE OR REPLACE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql SET park.placing_order TO 'on' AS $$
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
    INSERT INTO admissions (order_id, ticket_type, visit_date)
      SELECT new_id, l.ticket_type, (o->'order'->>'visit_date')::date
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
END $$`,
  ],
};
