import type { NewOrder, StoredOrder } from '../../core/orders/order';
import { cents } from '../../core/shared/money';
import { visitDateNeeded } from '../../core/orders/visit-date';
import { IdempotencyKeyTaken } from '../../core/orders/idempotency';
import type { Executor } from './executor';
import {
  toMealLine,
  toMerchandiseLine,
  toTicketLine,
  type MealRow,
  type MerchandiseRow,
  type TicketRow,
} from './knex-order-rows';

/** What place_order answers: the stored order read back (migration 20261124201000). */
interface PlacedOrder {
  id: number;
  user_id: number;
  order_date: string;
  visit_date: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  attractions: string[];
  tickets: TicketRow[];
  meals: MealRow[];
  merchandise: MerchandiseRow[];
}

/**
 * place_order and the order's Idempotency-Key in one statement: a data-modifying WITH runs
 * once and to completion, so a key already taken (the primary key refuses it) undoes the
 * order too, and IdempotencyKeyTaken says so.
 */
async function placeWithKey(db: Executor, placed: string, order: NewOrder): Promise<unknown> {
  const { key, requestHash } = order.idempotency!;
  try {
    return await db.raw(
      `WITH placed AS (SELECT place_order(?::jsonb) AS placed),
            kept AS (INSERT INTO checkout_keys (user_id, key, request_hash, order_id, created_at)
                     SELECT ?, ?, ?, (placed->>'id')::int, now() FROM placed)
       SELECT placed FROM placed`,
      [placed, order.userId, key, requestHash],
    );
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'checkout_keys_pkey') throw new IdempotencyKeyTaken();
    throw error;
  }
}

/**
 * Writes an order with every line in one statement, all or none, and answers it as stored,
 * exactly as KnexOrderRepository.findForUser reads it back: the database function
 * place_order (migration 20261124201000) inserts the order, then its tickets, attractions,
 * meals and shop lines one statement after another (as the report triggers expect) and reads
 * the order back, in one round trip instead of an insert per table and a read per table.
 */
export async function insertOrder(db: Executor, order: NewOrder): Promise<StoredOrder> {
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
  const result = (await (order.idempotency
    ? placeWithKey(db, JSON.stringify(placed), order)
    : db.raw('select place_order(?::jsonb) as placed', [JSON.stringify(placed)]))) as {
    rows: { placed: PlacedOrder }[];
  };
  const row = result.rows[0]?.placed;
  if (!row) throw new Error('place_order answered no order');
  return {
    id: row.id,
    userId: row.user_id,
    orderDate: row.order_date,
    visitDate: row.visit_date,
    attractions: row.attractions,
    tickets: row.tickets.map(toTicketLine),
    meals: row.meals.map(toMealLine),
    merchandise: row.merchandise.map(toMerchandiseLine),
    subtotal: cents(row.subtotal_cents),
    tax: cents(row.tax_cents),
    total: cents(row.total_cents),
  };
}
