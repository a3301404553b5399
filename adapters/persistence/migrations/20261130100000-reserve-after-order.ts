import type { Knex } from 'knex';

/**
 * place_order_reserving: writes an order with place_order, then reserves its admissions on the
 * visit day's counter row (visit_days), in that order, so the day's row lock is taken at the
 * end of the order's work instead of at its start.
 *
 * Why: PostgreSQL holds the row lock of the guarded upsert until the statement commits, so the
 * orders for one day take turns for as long as each holds it. With the upsert first (migration
 * 20261125110000's statement, knex-order-writes.ts), a turn was the whole order (some twenty
 * rows, their indexes and triggers) plus the commit. With the upsert last, a turn is the
 * upsert, the mail and the commit.
 *
 * What it answers and does:
 * - NULL, writing nothing, when the day's row already says the order does not fit (a read
 *   without a lock: a sold-out day's refusals stay as cheap as before);
 * - otherwise the order as place_order answers it, once the upsert has added its admissions to
 *   the day; the upsert adds them only WHERE they still fit (the capacity and express limit
 *   set on the day, else the park's defaults given as arguments), exactly as before;
 * - when the upsert finds no room after all (another order took the last places between the
 *   read and the upsert), it raises check_violation naming the constraint `visit_day_room`,
 *   and the statement, with the order it wrote, is undone. The server answers both as a full
 *   day (DayFull).
 */
export const DAY_ROOM_CONSTRAINT = 'visit_day_room';

const PLACE_ORDER_RESERVING = `CREATE FUNCTION place_order_reserving(
  o jsonb, visit date, admissions integer, express integer,
  default_capacity integer, default_express_capacity integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  placed jsonb;
  no_room boolean;
BEGIN
  SELECT coalesce(v.sold, 0) + admissions > coalesce(v.capacity, default_capacity)
         OR coalesce(v.express_sold, 0) + express
            > coalesce(v.express_capacity, default_express_capacity)
    INTO no_room
    FROM (SELECT) AS one LEFT JOIN visit_days v ON v.day = visit;
  IF no_room THEN
    RETURN NULL;
  END IF;
  placed := place_order(o);
  INSERT INTO visit_days AS v (day, sold, express_sold)
    SELECT visit, admissions, express
    WHERE admissions <= default_capacity AND express <= default_express_capacity
    ON CONFLICT (day) DO UPDATE
      SET sold = v.sold + excluded.sold, express_sold = v.express_sold + excluded.express_sold
      WHERE v.sold + excluded.sold <= coalesce(v.capacity, default_capacity)
        AND v.express_sold + excluded.express_sold
            <= coalesce(v.express_capacity, default_express_capacity);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no room left on %', visit
      USING ERRCODE = 'check_violation', CONSTRAINT = '${DAY_ROOM_CONSTRAINT}';
  END IF;
  RETURN placed;
END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(PLACE_ORDER_RESERVING);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP FUNCTION place_order_reserving(jsonb, date, integer, integer, integer, integer)',
  );
}
