import { centsToDollars, type Cents } from '../../core/shared/money';
import type { StoredOrder } from '../../core/orders/order';
import { admissionProduct } from '../../core/admissions/products';
import type { RecentOrders } from '../../core/orders/list-recent-orders';
import type { OrderBody, OrderDetailsBody, OrderLineBody, RecentOrderRow } from './orders';

// Orders as the contract shows them: money in dollars, the spec's field names.

const dollars = centsToDollars;

function linesOf(order: StoredOrder): OrderLineBody[] {
  const money = (l: { quantity: number; unitPrice: Cents; lineTotal: Cents }) => ({
    quantity: l.quantity,
    unitPrice: dollars(l.unitPrice),
    lineTotal: dollars(l.lineTotal),
  });
  return [
    ...order.tickets.map((t) => ({
      kind: 'ticket' as const,
      name: `${admissionProduct(t.ticketType).label} Ticket`,
      detail: admissionProduct(t.ticketType).label,
      ...money(t),
    })),
    ...order.meals.map((m) => ({
      kind: 'meal' as const,
      name: m.restaurantName,
      detail: m.restaurantType,
      ...money(m),
    })),
    ...order.merchandise.map((m) => ({
      kind: 'merchandise' as const,
      name: m.name,
      detail: m.size,
      ...money(m),
    })),
  ];
}

/** POST /checkout's answer: the stored order with every priced line. */
export function toOrderBody(order: StoredOrder): OrderBody {
  return {
    orderId: order.id,
    orderDate: order.orderDate,
    visitDate: order.visitDate,
    attractions: order.attractions,
    lines: linesOf(order),
    subtotal: dollars(order.subtotal),
    tax: dollars(order.tax),
    total: dollars(order.total),
  };
}

/** POST /getOrderDetails: the order, plus its merchandise as the spec's detail rows. */
export function toOrderDetailsBody(order: StoredOrder): OrderDetailsBody {
  return {
    ...toOrderBody(order),
    items: order.merchandise.map((m) => ({
      merchDate: order.orderDate,
      MName: m.name,
      Size: m.size,
      Quantity: m.quantity,
      TotalCost: dollars(m.lineTotal),
      OrderID: order.id,
      ItemID: m.merchandiseId,
    })),
  };
}

/**
 * POST /getRecentTicketOrders: ticket rows (dated by the visit day, TPrice the price of one
 * ticket), merchandise rows (one per order, dated by the order day, TotalCost of its items),
 * then restaurant rows (dated by the visit day, Amount for all the vouchers of the line).
 */
export function toRecentOrderRows(recent: RecentOrders): RecentOrderRow[] {
  return [
    ...recent.tickets.map((t) => ({
      kind: 'tickets' as const,
      OrderID: t.orderId,
      ticketDate: t.visitDate,
      TicketID: t.id,
      TType: admissionProduct(t.ticketType).label,
      Quantity: t.quantity,
      TPrice: dollars(t.unitPrice),
    })),
    ...recent.merchandise.map((m) => ({
      kind: 'merchandise' as const,
      OrderID: m.orderId,
      merchDate: m.orderDate,
      TotalCost: dollars(m.total),
    })),
    ...recent.restaurant.map((r) => ({
      kind: 'restaurant' as const,
      OrderID: r.orderId,
      restDate: r.transactionDate,
      RestaurantTransactionID: r.id,
      RestaurantName: r.restaurantName,
      RestaurantType: r.restaurantType,
      Quantity: r.quantity,
      Amount: dollars(r.lineTotal),
    })),
  ];
}
