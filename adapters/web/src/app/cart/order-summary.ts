import type { Cart } from '../../../../../core/orders/cart';
import { dollarsToCents, type Cents } from '../../../../../core/shared/money';
import { priceLines } from '../../../../../core/orders/pricing';
import { ADMISSION_PRODUCTS } from '../../../../../core/admissions/products';
import { TAX_RATE, type Totals } from '../../../../../core/shared/tax';

/** The tax line's label, with core's rate: "Tax (8.25%)". */
export const TAX_LABEL = `Tax (${(TAX_RATE * 100).toFixed(2)}%)`;

/** One line of an order summary (checkout, ticket page, cart dropdown); prices are for display only. */
export interface SummaryLine {
  key: string;
  name: string;
  detail?: string;
  quantity: number;
  unitPrice: Cents;
}

export interface SummaryGroup {
  key: 'tickets' | 'meals' | `merch:${string}`;
  title: string;
  /** Visit date and attractions for tickets; the size for an item. */
  notes: string[];
  lines: SummaryLine[];
}

export interface OrderSummary {
  groups: SummaryGroup[];
  totals: Totals;
}

/**
 * The cart as the summary shows it, grouped like the cart dropdown: tickets (with
 * attractions and visit date), meal vouchers, then one group per item. Totals are core's.
 */
export function orderSummary(cart: Cart): OrderSummary {
  const groups: SummaryGroup[] = [];

  const tickets: SummaryLine[] = ADMISSION_PRODUCTS.filter(
    (p) => cart.tickets[p.checkoutField] > 0,
  ).map((p) => ({
    key: `ticket-${p.kind}`,
    name: `${p.label} Ticket`,
    quantity: cart.tickets[p.checkoutField],
    unitPrice: p.price,
  }));
  if (tickets.length > 0) {
    const notes = [`Visit date: ${cart.visitDate}`];
    if (cart.attractions.length > 0) notes.push(`Attractions: ${cart.attractions.join(', ')}`);
    groups.push({ key: 'tickets', title: 'Tickets', notes, lines: tickets });
  }

  const meals: SummaryLine[] = Object.entries(cart.meals)
    .filter(([, meal]) => meal.qty > 0)
    .map(([key, meal]) => ({
      key,
      name: meal.item.name,
      detail: `${meal.item.type} meal`,
      quantity: meal.qty,
      unitPrice: dollarsToCents(meal.item.amount),
    }));
  if (meals.length > 0) {
    groups.push({
      key: 'meals',
      title: 'Meal vouchers',
      notes: [`Visit date: ${cart.visitDate}`],
      lines: meals,
    });
  }

  for (const [key, entry] of Object.entries(cart.merchandise)) {
    if (entry.quantity <= 0) continue;
    groups.push({
      key: `merch:${key}`,
      title: entry.item.name,
      notes: [`Size: ${entry.size}`],
      lines: [
        {
          key,
          name: entry.item.name,
          quantity: entry.quantity,
          unitPrice: dollarsToCents(entry.item.sellingCost),
        },
      ],
    });
  }

  const totals = priceLines(groups.flatMap((g) => g.lines));
  return { groups, totals };
}
