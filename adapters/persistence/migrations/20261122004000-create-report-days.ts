import type { Knex } from 'knex';

/**
 * Daily report figures, so a report over a year reads a few thousand rows instead of millions
 * of order lines. Statement-level triggers keep them exact in the transaction of every insert
 * of order lines (a checkout, a bulk load of generated history: one aggregate per statement,
 * not per row). Order lines are only ever inserted; a change made some other way (SQL by hand)
 * is repaired with rebuild_report_days(), which this migration also runs once for the rows
 * already there. Self-contained on purpose (see migrations/index.ts).
 *
 * Which day: tickets and attraction visits the visit day, meal vouchers the transaction day,
 * shop items the order day (docs/reports.md). "orders" columns count distinct orders: one
 * ticket line per order and type (enforced below), and the shop's per-item and per-day order
 * counts move only when an order's first line of that item, or its first line at all, arrives.
 */

const TABLES = [
  `CREATE TABLE report_ticket_days (
  day date NOT NULL, ticket_type text NOT NULL,
  tickets bigint NOT NULL, orders bigint NOT NULL, revenue_cents bigint NOT NULL,
  PRIMARY KEY (day, ticket_type))`,
  `CREATE TABLE report_ticket_order_days (
  day date NOT NULL, types smallint NOT NULL, orders bigint NOT NULL,
  PRIMARY KEY (day, types))`,
  `CREATE TABLE report_restaurant_days (
  day date NOT NULL, restaurant_id integer NOT NULL,
  transactions bigint NOT NULL, vouchers bigint NOT NULL, amount_cents bigint NOT NULL,
  PRIMARY KEY (day, restaurant_id))`,
  `CREATE TABLE report_merchandise_days (
  day date NOT NULL, merchandise_id integer NOT NULL, orders bigint NOT NULL,
  quantity bigint NOT NULL, revenue_cents bigint NOT NULL, cost_cents bigint NOT NULL,
  PRIMARY KEY (day, merchandise_id))`,
  `CREATE TABLE report_merchandise_order_days (
  day date PRIMARY KEY, orders bigint NOT NULL)`,
  `CREATE TABLE report_attraction_days (
  day date NOT NULL, attraction_id integer NOT NULL, orders bigint NOT NULL, tickets bigint NOT NULL,
  PRIMARY KEY (day, attraction_id))`,
  `CREATE UNIQUE INDEX ticket_lines_order_type_unique ON ticket_lines (order_id, ticket_type)`,
  `CREATE FUNCTION report_ticket_bit(ticket_type text) RETURNS smallint LANGUAGE sql IMMUTABLE AS
  $$ SELECT (CASE ticket_type WHEN 'standard' THEN 1 WHEN 'express' THEN 2 ELSE 4 END)::smallint $$`,
];

const TICKETS = [
  `CREATE FUNCTION report_ticket_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_ticket_days AS d (day, ticket_type, tickets, orders, revenue_cents)
    SELECT visit_date, ticket_type, sum(quantity), count(*), sum(quantity * unit_price_cents)
    FROM added GROUP BY visit_date, ticket_type
  ON CONFLICT (day, ticket_type) DO UPDATE SET tickets = d.tickets + excluded.tickets,
    orders = d.orders + excluded.orders, revenue_cents = d.revenue_cents + excluded.revenue_cents;
  -- An order's set of ticket types before and after: move it from one bucket to the other.
  WITH per_order AS (
    SELECT a.order_id, min(a.visit_date) AS day, bit_or(report_ticket_bit(a.ticket_type)) AS new_bits,
           sum(a.quantity) AS tickets
    FROM added a GROUP BY a.order_id),
  masks AS (
    SELECT p.*, (SELECT bit_or(report_ticket_bit(t.ticket_type)) FROM ticket_lines t
                  WHERE t.order_id = p.order_id) AS now_bits
    FROM per_order p),
  moves AS (
    SELECT day, now_bits AS types, 1 AS n FROM masks
    UNION ALL
    SELECT day, (now_bits & ~new_bits)::smallint, -1 FROM masks WHERE (now_bits & ~new_bits) <> 0)
  INSERT INTO report_ticket_order_days AS d (day, types, orders)
    SELECT day, types, sum(n) FROM moves GROUP BY day, types
  ON CONFLICT (day, types) DO UPDATE SET orders = d.orders + excluded.orders;
  -- Tickets added to an order that already chose its attractions count for them too.
  INSERT INTO report_attraction_days AS d (day, attraction_id, orders, tickets)
    SELECT o.visit_date, oa.attraction_id, 0, sum(a.quantity)
    FROM added a JOIN orders o ON o.id = a.order_id
    JOIN order_attractions oa ON oa.order_id = a.order_id
    WHERE o.visit_date IS NOT NULL GROUP BY o.visit_date, oa.attraction_id
  ON CONFLICT (day, attraction_id) DO UPDATE SET tickets = d.tickets + excluded.tickets;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER report_ticket_lines_added AFTER INSERT ON ticket_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_ticket_lines_added()`,
];

const ATTRACTIONS = [
  `CREATE FUNCTION report_order_attractions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attraction_days AS d (day, attraction_id, orders, tickets)
    SELECT o.visit_date, a.attraction_id, count(*), coalesce(sum(t.tickets), 0)
    FROM added a JOIN orders o ON o.id = a.order_id
    LEFT JOIN LATERAL (SELECT sum(quantity) AS tickets FROM ticket_lines
                        WHERE order_id = a.order_id) t ON true
    WHERE o.visit_date IS NOT NULL GROUP BY o.visit_date, a.attraction_id
  ON CONFLICT (day, attraction_id) DO UPDATE SET orders = d.orders + excluded.orders,
    tickets = d.tickets + excluded.tickets;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER report_order_attractions_added AFTER INSERT ON order_attractions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION report_order_attractions_added()`,
];

const MEALS = [
  `CREATE FUNCTION report_restaurant_transactions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_restaurant_days AS d (day, restaurant_id, transactions, vouchers, amount_cents)
    SELECT transaction_date, restaurant_id, count(*), sum(quantity), sum(amount_cents)
    FROM added WHERE transaction_date IS NOT NULL GROUP BY transaction_date, restaurant_id
  ON CONFLICT (day, restaurant_id) DO UPDATE SET transactions = d.transactions + excluded.transactions,
    vouchers = d.vouchers + excluded.vouchers, amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER report_restaurant_transactions_added AFTER INSERT ON restaurant_transactions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION report_restaurant_transactions_added()`,
];

const SHOP = [
  `CREATE FUNCTION report_merchandise_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH items AS (
    SELECT a.order_id, a.merchandise_id, count(*) AS added_lines, sum(a.quantity) AS quantity,
           sum(a.line_total_cents) AS revenue, sum(a.quantity * a.unit_cost_cents) AS cost
    FROM added a GROUP BY a.order_id, a.merchandise_id),
  counted AS (
    SELECT i.*, o.order_date AS day,
           (SELECT count(*) FROM merchandise_lines m
             WHERE m.order_id = i.order_id AND m.merchandise_id = i.merchandise_id) AS now_lines
    FROM items i JOIN orders o ON o.id = i.order_id)
  INSERT INTO report_merchandise_days AS d (day, merchandise_id, orders, quantity, revenue_cents, cost_cents)
    SELECT day, merchandise_id, count(*) FILTER (WHERE now_lines = added_lines),
           sum(quantity), sum(revenue), sum(cost)
    FROM counted GROUP BY day, merchandise_id
  ON CONFLICT (day, merchandise_id) DO UPDATE SET orders = d.orders + excluded.orders,
    quantity = d.quantity + excluded.quantity, revenue_cents = d.revenue_cents + excluded.revenue_cents,
    cost_cents = d.cost_cents + excluded.cost_cents;
  WITH per_order AS (SELECT order_id, count(*) AS added_lines FROM added GROUP BY order_id),
  first_lines AS (
    SELECT o.order_date AS day FROM per_order p JOIN orders o ON o.id = p.order_id
    WHERE (SELECT count(*) FROM merchandise_lines m WHERE m.order_id = p.order_id) = p.added_lines)
  INSERT INTO report_merchandise_order_days AS d (day, orders)
    SELECT day, count(*) FROM first_lines GROUP BY day
  ON CONFLICT (day) DO UPDATE SET orders = d.orders + excluded.orders;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER report_merchandise_lines_added AFTER INSERT ON merchandise_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_merchandise_lines_added()`,
];

const REBUILD = [
  `CREATE FUNCTION rebuild_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_ticket_days; DELETE FROM report_ticket_order_days;
  DELETE FROM report_restaurant_days; DELETE FROM report_merchandise_days;
  DELETE FROM report_merchandise_order_days; DELETE FROM report_attraction_days;
  INSERT INTO report_ticket_days
    SELECT visit_date, ticket_type, sum(quantity), count(*), sum(quantity * unit_price_cents)
    FROM ticket_lines GROUP BY visit_date, ticket_type;
  INSERT INTO report_ticket_order_days
    SELECT day, bits, count(*) FROM (
      SELECT min(visit_date) AS day, bit_or(report_ticket_bit(ticket_type)) AS bits
      FROM ticket_lines GROUP BY order_id) o GROUP BY day, bits;
  INSERT INTO report_restaurant_days
    SELECT transaction_date, restaurant_id, count(*), sum(quantity), sum(amount_cents)
    FROM restaurant_transactions WHERE transaction_date IS NOT NULL
    GROUP BY transaction_date, restaurant_id;
  INSERT INTO report_merchandise_days
    SELECT o.order_date, m.merchandise_id, count(DISTINCT o.id), sum(m.quantity),
           sum(m.line_total_cents), sum(m.quantity * m.unit_cost_cents)
    FROM merchandise_lines m JOIN orders o ON o.id = m.order_id GROUP BY o.order_date, m.merchandise_id;
  INSERT INTO report_merchandise_order_days
    SELECT o.order_date, count(*) FROM orders o
    WHERE EXISTS (SELECT 1 FROM merchandise_lines m WHERE m.order_id = o.id) GROUP BY o.order_date;
  INSERT INTO report_attraction_days
    SELECT o.visit_date, oa.attraction_id, count(*), coalesce(sum(t.tickets), 0)
    FROM order_attractions oa JOIN orders o ON o.id = oa.order_id
    LEFT JOIN (SELECT order_id, sum(quantity) AS tickets FROM ticket_lines GROUP BY order_id) t
      ON t.order_id = oa.order_id
    WHERE o.visit_date IS NOT NULL GROUP BY o.visit_date, oa.attraction_id;
END $$`,
];

export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no multi-statement strings.
  for (const sql of [...TABLES, ...TICKETS, ...ATTRACTIONS, ...MEALS, ...SHOP, ...REBUILD])
    await knex.raw(sql);
  await knex.raw('SELECT rebuild_report_days()');
}

export async function down(knex: Knex): Promise<void> {
  const drops = [
    'DROP TRIGGER report_ticket_lines_added ON ticket_lines',
    'DROP TRIGGER report_order_attractions_added ON order_attractions',
    'DROP TRIGGER report_restaurant_transactions_added ON restaurant_transactions',
    'DROP TRIGGER report_merchandise_lines_added ON merchandise_lines',
    `DROP FUNCTION report_ticket_lines_added(), report_order_attractions_added(),
      report_restaurant_transactions_added(), report_merchandise_lines_added(),
      rebuild_report_days(), report_ticket_bit(text)`,
    'DROP INDEX ticket_lines_order_type_unique',
    `DROP TABLE report_ticket_days, report_ticket_order_days, report_restaurant_days,
      report_merchandise_days, report_merchandise_order_days, report_attraction_days`,
  ];
  for (const sql of drops) await knex.raw(sql);
}
