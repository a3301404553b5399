import type { RestaurantType } from './pricing';
import {
  admissionProduct,
  ADMISSION_PRODUCTS,
  perKind,
  type AdmissionKind,
  type CheckoutField,
} from '../admissions/products';
import { admissionsOf, type Admissions } from '../capacity/capacity';
import { visitDateNeeded } from './visit-date';

/**
 * The visitor's cart, as the web app keeps it. Money fields here are the API's dollar
 * amounts, used only for display: the server prices every order itself.
 */
export interface CartRestaurant {
  id: number;
  name: string;
  description: string;
  image: string;
  type: RestaurantType | string;
  amount: number;
}

export interface CartMerchItem {
  id: number;
  name: string;
  image: string;
  sellingCost: number;
}

/** The cart's ticket counts, by each kind's checkout field (`standardTicket`, …). */
export type TicketCounts = Record<CheckoutField, number>;

export interface MealEntry {
  item: CartRestaurant;
  qty: number;
}

export const MERCH_SIZES = ['S', 'M', 'L', 'XL'] as const;
export type MerchSize = (typeof MERCH_SIZES)[number];

export interface MerchEntry {
  item: CartMerchItem;
  quantity: number;
  size: MerchSize;
}

/** What the ticket page edits: everything but merchandise. */
export interface TicketSelection {
  tickets: TicketCounts;
  /** Keyed `standardMeal{id}`, `deluxeMeal{id}`, `specialMeal{id}`. */
  meals: Record<string, MealEntry>;
  attractions: string[];
  visitDate: string;
}

export interface Cart extends TicketSelection {
  /** Keyed by item name. */
  merchandise: Record<string, MerchEntry>;
}

export type CartGroup = { kind: 'tickets' } | { kind: 'meals' } | { kind: 'merch'; key: string };

export const CART_BADGE_MAX = 99;

export const noTickets = (): TicketCounts =>
  Object.fromEntries(ADMISSION_PRODUCTS.map((p) => [p.checkoutField, 0])) as TicketCounts;

/** The cart's ticket counts by kind, as an order's selection holds them. */
export const ticketsByKind = (tickets: TicketCounts): Record<AdmissionKind, number> =>
  perKind((p) => tickets[p.checkoutField as CheckoutField]);

/** What the cart's tickets take of their day: day places, and express places (the catalogue's). */
export const cartAdmissions = (tickets: TicketCounts): Admissions =>
  admissionsOf(ticketsByKind(tickets));

export function emptySelection(today: string): TicketSelection {
  return { tickets: noTickets(), meals: {}, attractions: [], visitDate: today };
}

export function emptyCart(today: string): Cart {
  return { ...emptySelection(today), merchandise: {} };
}

const hasTickets = (tickets: TicketCounts) => Object.values(tickets).some((n) => n > 0);
const hasMeals = (meals: Record<string, MealEntry>) => Object.values(meals).some((m) => m.qty > 0);

/** Whether the cart's order needs its visit date: the visit-date rule, on the cart. */
export function cartNeedsVisitDate(cart: Cart): boolean {
  const tickets = Object.values(cart.tickets).reduce((sum, n) => sum + n, 0);
  const meals = Object.values(cart.meals).filter((m) => m.qty > 0).length;
  return visitDateNeeded(tickets, meals);
}

/** The groups a cart shows, in dropdown order: tickets, meal tickets, then one per item. */
export function cartGroups(cart: Cart): CartGroup[] {
  const groups: CartGroup[] = [];
  if (hasTickets(cart.tickets)) groups.push({ kind: 'tickets' });
  if (hasMeals(cart.meals)) groups.push({ kind: 'meals' });
  for (const [key, entry] of Object.entries(cart.merchandise)) {
    if (entry.quantity > 0) groups.push({ kind: 'merch', key });
  }
  return groups;
}

/** The cart count: one per distinct group with items. */
export function cartGroupCount(cart: Cart): number {
  return cartGroups(cart).length;
}

/** The badge text: nothing for an empty cart, the count, or "99+" above the maximum. */
export function cartBadgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** Ticket counts never go below 0 and are whole numbers. */
export function setTicketCount(
  tickets: TicketCounts,
  type: AdmissionKind,
  count: number,
): TicketCounts {
  const safe = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return { ...tickets, [admissionProduct(type).checkoutField]: safe };
}

export function mealKey(restaurant: Pick<CartRestaurant, 'id' | 'type'>): string {
  return `${String(restaurant.type).toLowerCase()}Meal${restaurant.id}`;
}

/** A meal quantity below 0 is ignored; at 0 the entry is removed. */
export function setMealQty(
  meals: Record<string, MealEntry>,
  restaurant: CartRestaurant,
  qty: number,
): Record<string, MealEntry> {
  if (!Number.isFinite(qty) || qty < 0) return meals;
  const key = mealKey(restaurant);
  const next = { ...meals };
  if (Math.floor(qty) === 0) delete next[key];
  else next[key] = { item: restaurant, qty: Math.floor(qty) };
  return next;
}

/** Attractions are chosen by name; choosing one again removes it. */
export function toggleAttraction(attractions: readonly string[], name: string): string[] {
  return attractions.includes(name)
    ? attractions.filter((a) => a !== name)
    : [...attractions, name];
}

export const EMPTY_SELECTION_MESSAGE = '*Please add a ticket and/or attraction!';

/** The ticket page may add to the cart only with a ticket above zero and an attraction. */
export function canAddSelection(selection: TicketSelection): boolean {
  return hasTickets(selection.tickets) && selection.attractions.length > 0;
}

/** Puts the ticket page's tickets, meals, attractions and date in the cart (merchandise stays). */
export function addSelectionToCart(cart: Cart, selection: TicketSelection): Cart {
  if (!canAddSelection(selection)) return cart;
  return {
    ...cart,
    tickets: { ...selection.tickets },
    meals: { ...selection.meals },
    attractions: [...selection.attractions],
    visitDate: selection.visitDate,
  };
}

/** Reset: tickets, meal tickets, attractions and the date (back to today); merchandise stays. */
export function resetSelection(cart: Cart, today: string): Cart {
  return { ...cart, ...emptySelection(today) };
}

/** Quantity 0 removes the item; otherwise the item is stored with its size. */
export function setMerchandise(
  cart: Cart,
  item: CartMerchItem,
  quantity: number,
  size: MerchSize,
): Cart {
  const merchandise = { ...cart.merchandise };
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (whole <= 0) delete merchandise[item.name];
  else merchandise[item.name] = { item, quantity: whole, size };
  return { ...cart, merchandise };
}

/** Removing a group clears tickets (with attractions and date), or meal tickets, or one item. */
export function removeGroup(cart: Cart, group: CartGroup, today: string): Cart {
  switch (group.kind) {
    case 'tickets':
    case 'meals':
      return { ...cart, ...removeFromSelection(cart, group, today) };
    case 'merch': {
      const merchandise = { ...cart.merchandise };
      delete merchandise[group.key];
      return { ...cart, merchandise };
    }
  }
}

/**
 * The ticket page shows what the cart holds (spec, "States and transitions": the cart is the
 * ticket page's state): a group removed from the cart leaves the page's selection too.
 */
export function removeFromSelection<S extends TicketSelection>(
  selection: S,
  group: CartGroup,
  today: string,
): S {
  if (group.kind === 'tickets')
    return { ...selection, tickets: noTickets(), attractions: [], visitDate: today };
  if (group.kind === 'meals') return { ...selection, meals: {} };
  return selection;
}
