import type { IdempotencyKey } from './idempotency';
import type { MerchSize } from './cart';
import type { IsoDate } from '../shared/dates';
import type { MailMessage } from '../shared/mailer';
import type { Cents } from '../shared/money';
import type { AdmissionKind } from '../admissions/products';
import type { Totals } from '../shared/tax';

/** What a visitor chose at checkout: counts and ids only, never a price. */
export interface OrderSelection {
  tickets: Readonly<Record<AdmissionKind, number>>;
  meals: readonly { restaurantId: number; qty: number }[];
  merchandise: readonly { merchandiseId: number; size: MerchSize; quantity: number }[];
}

export interface TicketLine {
  kind: 'ticket';
  ticketType: AdmissionKind;
  quantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
}

export interface MealLine {
  kind: 'meal';
  restaurantId: number;
  restaurantName: string;
  restaurantType: string;
  quantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
}

export interface MerchandiseLine {
  kind: 'merchandise';
  merchandiseId: number;
  name: string;
  size: MerchSize;
  quantity: number;
  unitPrice: Cents;
  /** What the park paid the supplier for one, at the time of the sale. */
  unitCost: Cents;
  lineTotal: Cents;
}

/** A selection priced from the catalog: its lines and the totals (tax once, on the whole). */
export interface PricedOrder extends Totals {
  tickets: TicketLine[];
  meals: MealLine[];
  merchandise: MerchandiseLine[];
}

/** The contact and shipping details of the checkout form. */
export interface OrderContact {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

/** An order ready to be written: who, when, what was chosen and what it costs. */
export interface NewOrder {
  userId: number;
  orderDate: IsoDate;
  /** The day the tickets and meals are for; null for a shop-only order. */
  visitDate: IsoDate | null;
  contact: OrderContact;
  attractionIds: number[];
  priced: PricedOrder;
  /** Written with the order, in the same statement, when the client sent an Idempotency-Key. */
  idempotency?: IdempotencyKey | undefined;
  /** The mail the order goes out with (its tickets' link), written with it: see OrderMail. */
  mail?: OrderMail | undefined;
}

/**
 * A mail written in the same statement as its order, into the outbox: there is a mail exactly
 * when there is an order, and it costs the checkout no round trip of its own. It is made from
 * the order's id, which only the write knows: the repository calls it with the id as text (or
 * with a stand-in that it replaces with the id as it writes).
 */
export type OrderMail = (orderId: string) => MailMessage;

/** A stored order with its lines (each with its row id) and the names of its attractions. */
export interface StoredOrder extends Totals {
  id: number;
  userId: number;
  orderDate: IsoDate;
  visitDate: IsoDate | null;
  attractions: string[];
  tickets: (TicketLine & { id: number })[];
  meals: (MealLine & { id: number })[];
  merchandise: (MerchandiseLine & { id: number })[];
}

/** Recent orders: one ticket line, with its order's date. */
export interface TicketLineRecord extends TicketLine {
  id: number;
  orderId: number;
  orderDate: IsoDate;
  visitDate: IsoDate;
}

/** Recent orders: an order with merchandise, and what its merchandise came to. */
export interface MerchandiseOrderRecord {
  orderId: number;
  orderDate: IsoDate;
  total: Cents;
}

/** Recent orders: one restaurant transaction (meal vouchers) of an order. */
export interface RestaurantTransactionRecord extends MealLine {
  id: number;
  orderId: number;
  orderDate: IsoDate;
  transactionDate: IsoDate;
}

export const RECENT_ORDER_MONTHS = [3, 6, 9, 12] as const;
export type RecentOrderMonths = (typeof RECENT_ORDER_MONTHS)[number];

export const RECENT_ORDER_TYPES = ['all', 'tickets', 'merchandise', 'restaurant'] as const;
export type RecentOrderType = (typeof RECENT_ORDER_TYPES)[number];

/** The most of one ticket type, one restaurant's vouchers or one item in an order. */
export const MAX_LINE_QUANTITY = 50;
