import { MERCH_SIZES, type MerchSize } from '../orders/cart';
import { addDays, type IsoDate } from '../shared/dates';
import type { DemoPerson } from './demo-people';
import type { DemoRandom } from './demo-random';
import type { DemoDay, DemoPark } from './demo-rows';
import { sumCents, type Cents } from '../shared/money';
import { lineTotal } from '../orders/pricing';
import { ADMISSION_PRODUCTS, type AdmissionKind } from '../admissions/products';
import { totalsOf } from '../shared/tax';

/**
 * One visitor's checkout, priced exactly like the real one: tickets at the catalogue's prices, meal
 * vouchers at their restaurant's amount, shop items at their selling price with the supplier
 * cost kept, and the tax once on the whole subtotal (totalsOf).
 *
 * The mix: a party of 1–4 adults and 0–3 children; about a fifth of parties buy Express;
 * about a third of all orders add meal vouchers (1–3 restaurants, the cheaper ones more
 * often); about a sixth have shop items, among them the 6 % of orders that are shop-only.
 */
export const ORDER_MIX = {
  shopOnly: 0.06,
  mealsWithTickets: 0.36,
  shopWithTickets: 0.115,
} as const;

const RESTAURANT_WEIGHT: Readonly<Record<string, number>> = {
  Standard: 3,
  Deluxe: 1.5,
  Special: 1,
};
const ADULTS = [
  [1, 25],
  [2, 45],
  [3, 15],
  [4, 15],
] as const;
const CHILDREN = [
  [0, 40],
  [1, 25],
  [2, 25],
  [3, 10],
] as const;
const RESTAURANTS_PER_ORDER = [
  [1, 55],
  [2, 33],
  [3, 12],
] as const;
const ITEMS_PER_ORDER = [
  [1, 50],
  [2, 30],
  [3, 20],
] as const;
const ITEM_QUANTITY = [
  [1, 75],
  [2, 20],
  [3, 5],
] as const;
const SIZE_WEIGHTS: readonly (readonly [MerchSize, number])[] = MERCH_SIZES.map((size) => [
  size,
  size === 'M' || size === 'L' ? 3 : 1,
]);

type Restaurant = DemoPark['restaurants'][number];
const weightsByPark = new WeakMap<DemoPark, (readonly [Restaurant, number])[]>();

/** The restaurants with their chance of being chosen (computed once per park). */
function restaurantWeights(park: DemoPark): (readonly [Restaurant, number])[] {
  let weights = weightsByPark.get(park);
  if (!weights) {
    weights = park.restaurants.map((r) => [r, RESTAURANT_WEIGHT[r.type] ?? 1] as const);
    weightsByPark.set(park, weights);
  }
  return weights;
}

export interface OrderContext {
  park: DemoPark;
  random: DemoRandom;
  /** The day the orders are generated for: the visit day, or the order day of shop-only ones. */
  day: IsoDate;
  into: DemoDay;
}

/** A party's tickets by type: every one is an admission (core/capacity admissionsOf). */
export interface DemoTickets {
  standard: number;
  express: number;
  child: number;
}

/** An order as the visitor placed it: when, and its tickets (null for a shop-only order). */
export interface DemoPurchase {
  orderDate: IsoDate;
  /** Seconds after midnight, park time. */
  second: number;
  tickets: DemoTickets | null;
}

export const MAX_LEAD_DAYS = 30;

export function leadDatesOf(day: IsoDate): IsoDate[] {
  return Array.from({ length: MAX_LEAD_DAYS + 1 }, (_, n) => addDays(day, -n));
}

/** How many days before the visit the tickets were bought: half on the day, most within a week. */
export function leadDays(random: DemoRandom): number {
  const r = random.next();
  if (r < 0.45) return 0;
  if (r < 0.8) return random.int(1, 7);
  return random.int(8, MAX_LEAD_DAYS);
}

/** A party of 1–4 adults and 0–3 children; about a fifth buy Express for all adults or one. */
export function drawTickets(random: DemoRandom): DemoTickets {
  const adults = random.weighted(ADULTS);
  const child = random.weighted(CHILDREN);
  const style = random.next();
  if (style < 0.18) return { standard: 0, express: adults, child };
  if (style < 0.26 && adults >= 2) return { standard: adults - 1, express: 1, child };
  return { standard: adults, express: 0, child };
}

/** Orders come in between 7:00 and 23:00. */
export const orderSecond = (random: DemoRandom) => random.int(7 * 3600, 23 * 3600 - 1);

function addTickets(
  ctx: OrderContext,
  orderIndex: number,
  tickets: DemoTickets,
): { people: number; total: Cents[] } {
  const totals: Cents[] = [];
  let people = 0;
  const counts: Readonly<Partial<Record<AdmissionKind, number>>> = tickets;
  for (const { kind: ticketType, price: unitPrice } of ADMISSION_PRODUCTS) {
    const quantity = counts[ticketType] ?? 0;
    if (quantity <= 0) continue;
    ctx.into.ticketLines.push({ orderIndex, ticketType, quantity, unitPrice, visitDate: ctx.day });
    totals.push(lineTotal({ unitPrice, quantity }));
    people += quantity;
  }
  const count = Math.min(ctx.random.int(1, 3), ctx.park.openAttractionIds.length);
  for (const attractionId of ctx.random.sample(ctx.park.openAttractionIds, count))
    ctx.into.orderAttractions.push({ orderIndex, attractionId });
  return { people, total: totals };
}

function addMeals(ctx: OrderContext, orderIndex: number, people: number): Cents[] {
  const { random, park } = ctx;
  const wanted = random.weighted(RESTAURANTS_PER_ORDER);
  const chosen = new Set<Restaurant>();
  const weights = restaurantWeights(park);
  for (let tries = 0; chosen.size < Math.min(wanted, park.restaurants.length) && tries < 9; tries++)
    chosen.add(random.weighted(weights));
  return [...chosen].map((restaurant) => {
    const quantity = random.int(1, people);
    const amount = lineTotal({ unitPrice: restaurant.amount, quantity });
    ctx.into.meals.push({
      orderIndex,
      restaurantId: restaurant.id,
      quantity,
      unitPrice: restaurant.amount,
      amount,
      transactionDate: ctx.day,
    });
    return amount;
  });
}

function addMerchandise(ctx: OrderContext, orderIndex: number): Cents[] {
  const { random } = ctx;
  const lines = random.weighted(ITEMS_PER_ORDER);
  return random.sample(ctx.park.merchandise, lines).map((item) => {
    const quantity = random.weighted(ITEM_QUANTITY);
    const total = lineTotal({ unitPrice: item.sellingCost, quantity });
    ctx.into.merchandiseLines.push({
      orderIndex,
      merchandiseId: item.id,
      size: random.weighted(SIZE_WEIGHTS),
      quantity,
      unitPrice: item.sellingCost,
      unitCost: item.supplierCost,
      lineTotal: total,
    });
    return total;
  });
}

/**
 * Adds one order of `visitorRef` (and its lines) to the day: the tickets it was sold (the
 * generator has checked the day's capacity), or a shop-only order when it has none.
 */
export function addOrder(
  ctx: OrderContext,
  visitorRef: number,
  person: DemoPerson,
  purchase: DemoPurchase,
): void {
  const { random, park } = ctx;
  const orderIndex = ctx.into.orders.length;
  const { tickets } = purchase;
  const lineTotals: Cents[] = [];
  if (tickets) {
    const added = addTickets(ctx, orderIndex, tickets);
    lineTotals.push(...added.total);
    if (park.restaurants.length > 0 && random.chance(ORDER_MIX.mealsWithTickets))
      lineTotals.push(...addMeals(ctx, orderIndex, added.people));
  }
  if (!tickets || (park.merchandise.length > 0 && random.chance(ORDER_MIX.shopWithTickets)))
    lineTotals.push(...addMerchandise(ctx, orderIndex));
  ctx.into.orders.push({
    visitorRef,
    person,
    orderDate: purchase.orderDate,
    visitDate: tickets ? ctx.day : null,
    second: purchase.second,
    ...totalsOf(sumCents(lineTotals)),
  });
}
