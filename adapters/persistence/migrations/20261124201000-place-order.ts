import type { Knex } from 'knex';

/**
 * place_order(order jsonb): a checkout's order with all its lines in one call, so one
 * statement (and one round trip) writes it, all or none, without a BEGIN and a COMMIT of its
 * own. Inside, the inserts run one statement after another in the order the server used to
 * send them (order, tickets, attractions, meals, shop lines), so the report tables'
 * statement-level insert triggers (20261122004000/004100) see what they saw before; a kind
 * without lines is not inserted at all. It answers the stored order read back as
 * KnexOrderRepository.findForUser reads it: the lines by row id, the attractions by name.
 *
 * The SQL as this migration ran it; the current place_order is adapters/persistence/sql/.
 */
const PLACE_ORDER = `CREATE FUNCTION place_order(o jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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

export async function up(knex: Knex): Promise<void> {
  await knex.raw(PLACE_ORDER);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION place_order(jsonb)');
}
