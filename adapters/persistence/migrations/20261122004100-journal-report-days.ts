import type { Knex } from 'knex';

/**
 * The daily report figures become a journal: the insert triggers of 20261122004000 added to
 * one row per day and key (ON CONFLICT DO UPDATE), so every checkout for the same visit day
 * waited for the previous one's commit on those rows. Now each statement appends its own rows, no
 * row is shared between transactions, and readers add the rows of a key up.
 * compact_report_days() folds each key's rows into one (the server runs it every minute; a
 * fold takes only rows committed before it, so it never waits for a checkout nor loses one).
 */

const KEYS: Record<string, { key: string; sums: string[] }> = {
  report_ticket_days: { key: 'day, ticket_type', sums: ['tickets', 'orders', 'revenue_cents'] },
  report_ticket_order_days: { key: 'day, types', sums: ['orders'] },
  report_restaurant_days: {
    key: 'day, restaurant_id',
    sums: ['transactions', 'vouchers', 'amount_cents'],
  },
  report_merchandise_days: {
    key: 'day, merchandise_id',
    sums: ['orders', 'quantity', 'revenue_cents', 'cost_cents'],
  },
  report_merchandise_order_days: { key: 'day', sums: ['orders'] },
  report_attraction_days: { key: 'day, attraction_id', sums: ['orders', 'tickets'] },
};

/** Folds a table's rows into one per key, leaving out keys whose figures all add up to zero. */
const fold = (table: string, { key, sums }: { key: string; sums: string[] }) =>
  `WITH gone AS (DELETE FROM ${table} RETURNING *)
   INSERT INTO ${table} (${key}, ${sums.join(', ')})
   SELECT ${key}, ${sums.map((s) => `sum(${s})`).join(', ')} FROM gone GROUP BY ${key}
   HAVING ${sums.map((s) => `sum(${s}) <> 0`).join(' OR ')};`;

const COMPACT = `CREATE FUNCTION compact_report_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
${Object.entries(KEYS)
  .map(([table, k]) => fold(table, k))
  .join('\n')}
END $$`;

/** The insert triggers' functions, appending instead of updating shared rows. */
const APPENDING = [
  `CREATE OR REPLACE FUNCTION report_ticket_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_ticket_days (day, ticket_type, tickets, orders, revenue_cents)
    SELECT visit_date, ticket_type, sum(quantity), count(*), sum(quantity * unit_price_cents)
    FROM added GROUP BY visit_date, ticket_type;
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
  INSERT INTO report_ticket_order_days (day, types, orders)
    SELECT day, types, sum(n) FROM moves GROUP BY day, types;
  -- Tickets added to an order that already chose its attractions count for them too.
  INSERT INTO report_attraction_days (day, attraction_id, orders, tickets)
    SELECT o.visit_date, oa.attraction_id, 0, sum(a.quantity)
    FROM added a JOIN orders o ON o.id = a.order_id
    JOIN order_attractions oa ON oa.order_id = a.order_id
    WHERE o.visit_date IS NOT NULL GROUP BY o.visit_date, oa.attraction_id;
  RETURN NULL;
END $$`,
  `CREATE OR REPLACE FUNCTION report_order_attractions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_attraction_days (day, attraction_id, orders, tickets)
    SELECT o.visit_date, a.attraction_id, count(*), coalesce(sum(t.tickets), 0)
    FROM added a JOIN orders o ON o.id = a.order_id
    LEFT JOIN LATERAL (SELECT sum(quantity) AS tickets FROM ticket_lines
                        WHERE order_id = a.order_id) t ON true
    WHERE o.visit_date IS NOT NULL GROUP BY o.visit_date, a.attraction_id;
  RETURN NULL;
END $$`,
  `CREATE OR REPLACE FUNCTION report_restaurant_transactions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_restaurant_days (day, restaurant_id, transactions, vouchers, amount_cents)
    SELECT transaction_date, restaurant_id, count(*), sum(quantity), sum(amount_cents)
    FROM added WHERE transaction_date IS NOT NULL GROUP BY transaction_date, restaurant_id;
  RETURN NULL;
END $$`,
  `CREATE OR REPLACE FUNCTION report_merchandise_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO report_merchandise_days (day, merchandise_id, orders, quantity, revenue_cents, cost_cents)
    SELECT day, merchandise_id, count(*) FILTER (WHERE now_lines = added_lines),
           sum(quantity), sum(revenue), sum(cost)
    FROM counted GROUP BY day, merchandise_id;
  WITH per_order AS (SELECT order_id, count(*) AS added_lines FROM added GROUP BY order_id),
  first_lines AS (
    SELECT o.order_date AS day FROM per_order p JOIN orders o ON o.id = p.order_id
    WHERE (SELECT count(*) FROM merchandise_lines m WHERE m.order_id = p.order_id) = p.added_lines)
  INSERT INTO report_merchandise_order_days (day, orders)
    SELECT day, count(*) FROM first_lines GROUP BY day;
  RETURN NULL;
END $$`,
];

/** 20261122004000's updating functions, as its SQL created them (for down). */
const UPDATING = [
  `CREATE OR REPLACE FUNCTION report_ticket_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  `CREATE OR REPLACE FUNCTION report_order_attractions_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  `CREATE OR REPLACE FUNCTION report_restaurant_transactions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_restaurant_days AS d (day, restaurant_id, transactions, vouchers, amount_cents)
    SELECT transaction_date, restaurant_id, count(*), sum(quantity), sum(amount_cents)
    FROM added WHERE transaction_date IS NOT NULL GROUP BY transaction_date, restaurant_id
  ON CONFLICT (day, restaurant_id) DO UPDATE SET transactions = d.transactions + excluded.transactions,
    vouchers = d.vouchers + excluded.vouchers, amount_cents = d.amount_cents + excluded.amount_cents;
  RETURN NULL;
END $$`,
  `CREATE OR REPLACE FUNCTION report_merchandise_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
];

export async function up(knex: Knex): Promise<void> {
  for (const table of Object.keys(KEYS)) {
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
    await knex.raw(`CREATE INDEX ${table}_day_index ON ${table} (day)`);
  }
  for (const sql of APPENDING) await knex.raw(sql);
  await knex.raw(COMPACT);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('SELECT compact_report_days()');
  await knex.raw('DROP FUNCTION compact_report_days()');
  for (const [table, { key }] of Object.entries(KEYS)) {
    await knex.raw(`DROP INDEX ${table}_day_index`);
    await knex.raw(`ALTER TABLE ${table} ADD PRIMARY KEY (${key})`);
  }
  for (const sql of UPDATING) await knex.raw(sql);
}
