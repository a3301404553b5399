import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { NewOrder, StoredOrder } from '../../core/orders/order';
import { visitDateNeeded } from '../../core/orders/visit-date';
import { KEY_TAKEN } from '../../core/orders/idempotency';
import { dayFull, type CapacityDefaults } from '../../core/capacity/capacity-repository';
import type { OrderRefusal } from '../../core/orders/order-repository';
import { err, ok, type Result } from '../../core/shared/result';
import { preparedRaw, type Executor } from './executor';
import { DAY_ROOM_CONSTRAINT } from './sql/place-order-reserving';
import { toMealLine, toMerchandiseLine, toTicketLine } from './knex-order-rows';
import { admissionsOfLines } from '../../core/capacity/capacity';

/**
 * What place_order answers (migration 20261130110000): the new order's id, each kind's line
 * ids in line order, and its attractions' names as findForUser lists them.
 */
interface PlacedOrder {
  id: number;
  tickets: number[];
  meals: number[];
  merchandise: number[];
  attractions: string[];
}

/**
 * The one statement that writes an order: place_order, with the reservation of its admissions
 * on the visit day when it has tickets for one (place_order_reserving), followed by its
 * Idempotency-Key and its mail (into mail_outbox, what `park mail outbox` lists), each when
 * there is one.
 *
 * The reservation is a guarded counter row per day (visit_days): an upsert whose DO UPDATE
 * adds the order's admissions only WHERE they still fit the day's capacity (and express limit),
 * taken after the order's rows are written (migration 20261130100000). PostgreSQL and PGlite
 * hold the day's row lock until the statement commits: orders for one day take turns for the
 * upsert, the mail and the commit, orders for different days never wait for each other. A new
 * day's row is inserted only when the order fits the park's defaults. A day that already has
 * no room answers no row and writes nothing; a day whose last places another order took
 * meanwhile raises `visit_day_room`, which undoes the whole statement.
 *
 * A data-modifying WITH runs once and to completion, so a key already taken (its primary key
 * refuses it) undoes the reservation and the order too, and its mail; a full day writes none.
 * Both are answered as values (DayFull, KeyTaken); any other error is a fault and is thrown.
 */
async function placeOrderStatement(
  db: Executor,
  placed: string,
  order: NewOrder,
  defaults: CapacityDefaults,
): Promise<Result<{ rows: { placed: PlacedOrder }[] }, OrderRefusal>> {
  const { total, express } = admissionsOfLines(order.priced.tickets);
  const reserve = total > 0 && order.visitDate !== null;
  const ctes: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (reserve) {
    ctes.push(`placed AS (SELECT p.placed
      FROM place_order_reserving(?::jsonb, ?::date, ?::int, ?::int, ?::int, ?::int) AS p(placed)
      WHERE p.placed IS NOT NULL)`);
    bindings.push(placed, order.visitDate, total, express);
    bindings.push(defaults.capacity, defaults.expressCapacity);
  } else {
    ctes.push(`placed AS (SELECT place_order(?::jsonb) AS placed)`);
    bindings.push(placed);
  }
  if (order.idempotency) {
    ctes.push(`kept AS (INSERT INTO checkout_keys (user_id, key, request_hash, order_id, created_at)
                     SELECT ?, ?, ?, (placed->>'id')::int, now() FROM placed)`);
    bindings.push(order.userId, order.idempotency.key, order.idempotency.requestHash);
  }
  if (order.mail) {
    // The order's id is known only as the statement writes it: the mail is made with a slot
    // nobody can type (random) where the id goes, and the slot is replaced by the id.
    const slot = `{order ${randomUUID()}}`;
    const mail = order.mail(slot);
    // A tickets mail names its order: the relay attaches the order's tickets PDF and visit day.
    ctes.push(`mailed AS (INSERT INTO mail_outbox (to_address, subject, body, kind, order_id)
                       SELECT ?, replace(?, ?, placed->>'id'), replace(?, ?, placed->>'id'), ?,
                              CASE WHEN ? = 'tickets' THEN (placed->>'id')::int END
                         FROM placed)`);
    const kind = mail.kind ?? 'notice';
    bindings.push(mail.to, mail.subject, slot, mail.text, slot, kind, kind);
  }
  try {
    // One prepared statement per shape (the parts present name it): parsed and planned once
    // per connection, as the session read is.
    const shape = `${reserve ? 'r' : ''}${order.idempotency ? 'k' : ''}${order.mail ? 'm' : ''}`;
    const result = (await preparedRaw(
      db,
      `park_place_order_${shape}`,
      `WITH ${ctes.join(',\n')} SELECT placed FROM placed`,
      bindings,
    )) as {
      rows: { placed: PlacedOrder }[];
    };
    if (reserve && result.rows.length === 0) return err(dayFull(order.visitDate!));
    return ok(result);
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'checkout_keys_pkey') return err(KEY_TAKEN);
    if (code === '23514' && constraint === DAY_ROOM_CONSTRAINT)
      return err(dayFull(order.visitDate!));
    throw error;
  }
}

/**
 * Writes an order with every line in one statement, all or none, and answers it as stored,
 * exactly as KnexOrderRepository.findForUser reads it back: the database function
 * place_order (migration 20261124201000) inserts the order, then its tickets, attractions,
 * meals and shop lines one statement after another (as the report triggers expect), in one
 * round trip instead of an insert per table. It answers the new rows' ids and the attractions'
 * names (20261130110000); the rest of the order is what was sent, mapped as the read maps it.
 * A full day or a taken key is answered as a value, the order not written.
 */
export async function insertOrder(
  db: Executor,
  order: NewOrder,
  defaults: CapacityDefaults,
): Promise<Result<StoredOrder, OrderRefusal>> {
  const { contact, priced, visitDate } = order;
  if (visitDateNeeded(priced.tickets.length, priced.meals.length) && visitDate === null)
    throw new Error('tickets and meal vouchers need a visit date');
  const placed = {
    order: {
      user_id: order.userId,
      visit_date: visitDate,
      order_date: order.orderDate,
      email: contact.email,
      phone: contact.phone,
      first_name: contact.firstName,
      last_name: contact.lastName,
      address: contact.address,
      city: contact.city,
      state: contact.state,
      zipcode: contact.zipcode,
      subtotal_cents: priced.subtotal,
      tax_cents: priced.tax,
      total_cents: priced.total,
    },
    tickets: priced.tickets.map((t) => ({
      ticket_type: t.ticketType,
      quantity: t.quantity,
      unit_price_cents: t.unitPrice,
    })),
    attractions: order.attractionIds,
    meals: priced.meals.map((m) => ({
      restaurant_id: m.restaurantId,
      quantity: m.quantity,
      unit_price_cents: m.unitPrice,
      amount_cents: m.lineTotal,
    })),
    merchandise: priced.merchandise.map((m) => ({
      merchandise_id: m.merchandiseId,
      size: m.size,
      quantity: m.quantity,
      unit_price_cents: m.unitPrice,
      unit_cost_cents: m.unitCost,
      line_total_cents: m.lineTotal,
    })),
  };
  const result = await placeOrderStatement(db, JSON.stringify(placed), order, defaults);
  if (!result.ok) return result;
  const row = result.value.rows[0]?.placed;
  if (!row) throw new Error('place_order answered no order');
  const withIds = <T>(lines: readonly T[], ids: readonly number[]) => {
    if (ids.length !== lines.length) throw new Error('place_order answered other lines');
    return lines.map((line, i) => ({ ...line, id: ids[i]! }));
  };
  return ok({
    id: row.id,
    userId: order.userId,
    orderDate: order.orderDate,
    visitDate,
    attractions: row.attractions,
    // The lines as the rows it sent, mapped as findForUser maps what it reads back.
    tickets: withIds(placed.tickets, row.tickets).map(toTicketLine),
    meals: withIds(placed.meals, row.meals).map((line, i) =>
      toMealLine({
        ...line,
        restaurant_name: priced.meals[i]!.restaurantName,
        restaurant_type: priced.meals[i]!.restaurantType,
      }),
    ),
    merchandise: withIds(placed.merchandise, row.merchandise).map((line, i) =>
      toMerchandiseLine({ ...line, name: priced.merchandise[i]!.name }),
    ),
    subtotal: priced.subtotal,
    tax: priced.tax,
    total: priced.total,
  });
}
