import type { NewOrder } from '../../core/domain/order';
import type { Executor } from './executor';

/**
 * Inserts an order and every line of it on `db` (which should be a transaction, so that a
 * failing line leaves nothing behind); answers the new order's id.
 */
export async function insertOrder(db: Executor, order: NewOrder): Promise<number> {
  const { contact, priced, visitDate } = order;
  const [row] = (await db('orders')
    .insert({
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
    })
    .returning('id')) as { id: number }[];
  const orderId = row!.id;
  if ((priced.tickets.length > 0 || priced.meals.length > 0) && visitDate === null)
    throw new Error('tickets and meal vouchers need a visit date');
  if (priced.tickets.length > 0)
    await db('ticket_lines').insert(
      priced.tickets.map((t) => ({
        order_id: orderId,
        ticket_type: t.ticketType,
        quantity: t.quantity,
        unit_price_cents: t.unitPrice,
        visit_date: visitDate,
      })),
    );
  if (order.attractionIds.length > 0)
    await db('order_attractions').insert(
      order.attractionIds.map((attractionId) => ({
        order_id: orderId,
        attraction_id: attractionId,
      })),
    );
  if (priced.meals.length > 0)
    await db('restaurant_transactions').insert(
      priced.meals.map((m) => ({
        order_id: orderId,
        restaurant_id: m.restaurantId,
        quantity: m.quantity,
        unit_price_cents: m.unitPrice,
        amount_cents: m.lineTotal,
        transaction_date: visitDate,
      })),
    );
  if (priced.merchandise.length > 0)
    await db('merchandise_lines').insert(
      priced.merchandise.map((m) => ({
        order_id: orderId,
        merchandise_id: m.merchandiseId,
        size: m.size,
        quantity: m.quantity,
        unit_price_cents: m.unitPrice,
        unit_cost_cents: m.unitCost,
        line_total_cents: m.lineTotal,
      })),
    );
  return orderId;
}
