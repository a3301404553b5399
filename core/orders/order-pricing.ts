import type { Merchandise, Restaurant } from '../catalog/catalog';
import { lineTotal } from './pricing';
import { ADMISSION_KINDS, admissionProduct } from '../admissions/products';
import type { MealLine, MerchandiseLine, OrderSelection, PricedOrder, TicketLine } from './order';
import { sumCents } from '../shared/money';
import { totalsOf } from '../shared/tax';

/** The catalog's current prices, as the order is priced: the client never sends one. */
export interface CatalogPrices {
  restaurants: ReadonlyMap<number, Restaurant>;
  merchandise: ReadonlyMap<number, Merchandise>;
}

function found<T>(map: ReadonlyMap<number, T>, id: number, what: string): T {
  const value = map.get(id);
  if (!value) throw new RangeError(`no ${what} ${id} to price`);
  return value;
}

/**
 * Prices a selection from the catalog: tickets by kind (the catalogue's price), meal vouchers by
 * their restaurant's amount, items by their selling cost. A ticket type with a count of 0
 * makes no line. Tax is taken once, on the whole subtotal. Every id must be in `prices`
 * (the caller validates the selection first); an unknown one is a bug and throws.
 */
export function priceOrder(selection: OrderSelection, prices: CatalogPrices): PricedOrder {
  const tickets: TicketLine[] = ADMISSION_KINDS.filter((type) => selection.tickets[type] > 0).map(
    (ticketType) => {
      const line = {
        unitPrice: admissionProduct(ticketType).price,
        quantity: selection.tickets[ticketType],
      };
      return { kind: 'ticket', ticketType, ...line, lineTotal: lineTotal(line) };
    },
  );
  const meals: MealLine[] = selection.meals.map(({ restaurantId, qty }) => {
    const restaurant = found(prices.restaurants, restaurantId, 'restaurant');
    const line = { unitPrice: restaurant.amount, quantity: qty };
    return {
      kind: 'meal',
      restaurantId,
      restaurantName: restaurant.name,
      restaurantType: restaurant.type,
      ...line,
      lineTotal: lineTotal(line),
    };
  });
  const merchandise: MerchandiseLine[] = selection.merchandise.map(
    ({ merchandiseId, size, quantity }) => {
      const item = found(prices.merchandise, merchandiseId, 'merchandise');
      const line = { unitPrice: item.sellingCost, quantity };
      return {
        kind: 'merchandise',
        merchandiseId,
        name: item.name,
        size,
        ...line,
        unitCost: item.supplierCost,
        lineTotal: lineTotal(line),
      };
    },
  );
  const all = [...tickets, ...meals, ...merchandise];
  return { tickets, meals, merchandise, ...totalsOf(sumCents(all.map((l) => l.lineTotal))) };
}
