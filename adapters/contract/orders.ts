import { z } from 'zod';
import { MERCH_SIZES } from '../../core/orders/cart';
import { MAX_LINE_QUANTITY, RECENT_ORDER_TYPES } from '../../core/orders/order';
import {
  CONTACT_PHONE_MESSAGE,
  isContactPhone,
  isUsStateCode,
  isZipcode,
  US_STATE_MESSAGE,
  ZIPCODE_MAX,
  ZIPCODE_MESSAGE,
} from '../../core/shared/field-rules';
import type { CheckoutInput } from '../../core/orders/checkout';
import { VISIT_DATE_RULE } from '../../core/orders/visit-date';
import { emailField } from './auth';
import { idNumberField as id, isoDateField, OBJECT_REQUIRED } from './fields';
import type { WirePaths } from './wire-paths';
import { checkoutTicketFields } from './admission-wire';
import { ADMISSION_PRODUCTS, perKind, type CheckoutField } from '../../core/admissions/products';

const MAX_LINES = 50;

const whole = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `${label} must be at most ${MAX_LINE_QUANTITY}`);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const lines = <T extends z.ZodType>(label: string, line: T) =>
  z
    .array(line, { error: `${label} must be a list` })
    .max(MAX_LINES, `${label} may hold at most ${MAX_LINES} entries`);

/** The id the client may send along: it must be the session's own (null means none). */
const claimedId = (label: string) =>
  id(label)
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * POST /checkout: what was chosen and where to send it. Prices are never read: any price
 * field a client adds is dropped here, and the server prices the order from its tables.
 */
export const checkoutSchema = z.object(
  {
    tickets: z.object(
      checkoutTicketFields((label) => whole(label, 0)),
      { error: 'Tickets are required' },
    ),
    visitDate: isoDateField('The visit date', 'The visit date must be a date written YYYY-MM-DD')
      .nullish()
      .transform((value) => value ?? null)
      .describe(VISIT_DATE_RULE),
    foodTickets: lines(
      'Meal vouchers',
      z.object({ restaurantId: id('Restaurant id'), qty: whole('Meal quantity', 1) }),
    ),
    attractions: lines('Attractions', text('Attraction name', 100)),
    merchItems: lines(
      'Items',
      z.object({
        MId: id('Item id'),
        quantity: whole('Item quantity', 1),
        size: z.enum(MERCH_SIZES, { error: `Size must be one of ${MERCH_SIZES.join(', ')}` }),
      }),
    ),
    userID: claimedId('userID'),
    email: emailField,
    phone: text('Phone', 30).refine(isContactPhone, CONTACT_PHONE_MESSAGE),
    firstName: text('First name', 100),
    lastName: text('Last name', 100),
    address: text('Address', 200),
    city: text('City', 100),
    state: text('State', 2)
      .transform((value) => value.toUpperCase())
      .refine(isUsStateCode, US_STATE_MESSAGE),
    zipcode: text('Zip code', ZIPCODE_MAX).refine(isZipcode, ZIPCODE_MESSAGE),
  },
  OBJECT_REQUIRED,
);

/** Core's Checkout input from a POST /checkout body (the session's user is the route's). */
export const toCheckout = (
  body: z.output<typeof checkoutSchema>,
): Omit<CheckoutInput, 'sessionUserId'> => ({
  requestedUserId: body.userID,
  selection: {
    tickets: perKind((p) => body.tickets[p.checkoutField as CheckoutField]),
    meals: body.foodTickets,
    merchandise: body.merchItems.map((m) => ({
      merchandiseId: m.MId,
      size: m.size,
      quantity: m.quantity,
    })),
    attractions: body.attractions,
    visitDate: body.visitDate,
  },
  contact: {
    email: body.email,
    phone: body.phone,
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address,
    city: body.city,
    state: body.state,
    zipcode: body.zipcode,
  },
});

/** Checkout's problem paths as the POST /checkout body names them. */
export const CHECKOUT_WIRE_PATHS: WirePaths = [
  ...ADMISSION_PRODUCTS.map((p) => [`tickets.${p.kind}`, `tickets.${p.checkoutField}`] as const),
  ['meals.*', 'foodTickets.*'],
  ['merchandise.*.merchandiseId', 'merchItems.*.MId'],
  ['merchandise', 'merchItems'],
  ['contact.*', '*'],
];

/** POST /getRecentTicketOrders: months 3, 6, 9 or 12 and a type; userId must be the session's. */
export const recentOrdersSchema = z.object(
  {
    months: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)], {
      error: 'Months must be 3, 6, 9 or 12',
    }),
    orderType: z.enum(RECENT_ORDER_TYPES, {
      error: 'The order type must be all, tickets, merchandise or restaurant',
    }),
    userId: claimedId('userId'),
  },
  OBJECT_REQUIRED,
);

/** POST /getOrderDetails: one order id. */
export const orderDetailsSchema = z.object({ orderId: id('Order id') }, OBJECT_REQUIRED);

// --- bodies ------------------------------------------------------------------------

/** A shop item's size. */
export const MerchSizeBody = z.enum(MERCH_SIZES);
export type MerchSizeBody = z.infer<typeof MerchSizeBody>;

/**
 * POST /checkout. The server prices everything itself; no price is ever sent.
 * `userID` is optional and, when present, must be the session's own user.
 * Tickets need at least one attraction; tickets and meals need a visitDate (today or later
 * in the park's time zone). An order needs at least one ticket, meal or item.
 */
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** One priced line of an order (dollars). */
export const OrderLineBody = z.strictObject({
  kind: z.enum(['ticket', 'meal', 'merchandise']),
  /** e.g. 'Standard Ticket', a restaurant's name, an item's name. */
  name: z.string(),
  /** Ticket type, restaurant type or item size. */
  detail: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type OrderLineBody = z.infer<typeof OrderLineBody>;

/** POST /checkout answers 200 with the stored order. */
export const OrderBody = z.strictObject({
  orderId: z.number().int(),
  orderDate: z.string(),
  visitDate: z.string().nullable(),
  attractions: z.array(z.string()),
  lines: z.array(OrderLineBody),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type OrderBody = z.infer<typeof OrderBody>;

/** POST /getRecentTicketOrders. userId is optional and must be the session's own. */
export type RecentOrdersRequest = z.input<typeof recentOrdersSchema>;

/**
 * One row of the recent-orders tables; `kind` says which table it belongs to. Orders are
 * chosen by order date. tickets: one row per ticket type of an order, ticketDate the visit
 * day, TPrice the price of one ticket. merchandise: one row per order, merchDate the order
 * day, TotalCost its items together. restaurant: one row per restaurant of an order, restDate
 * the visit day, Amount for all its vouchers. Ticket rows come first, then merchandise, then
 * restaurant, each newest order first.
 */
export const RecentOrderRow = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('tickets'),
    OrderID: z.number().int(),
    ticketDate: z.string(),
    TicketID: z.number().int(),
    TType: z.string(),
    Quantity: z.number().int(),
    TPrice: z.number(),
  }),
  z.strictObject({
    kind: z.literal('merchandise'),
    OrderID: z.number().int(),
    merchDate: z.string(),
    TotalCost: z.number(),
  }),
  z.strictObject({
    kind: z.literal('restaurant'),
    OrderID: z.number().int(),
    restDate: z.string(),
    RestaurantTransactionID: z.number().int(),
    RestaurantName: z.string(),
    RestaurantType: z.string(),
    Quantity: z.number().int(),
    Amount: z.number(),
  }),
]);
export type RecentOrderRow = z.infer<typeof RecentOrderRow>;

/** POST /getOrderDetails body: the session user's own order, else 404. */
export type OrderDetailsRequest = z.input<typeof orderDetailsSchema>;

/** One merchandise line of an order, with the spec's field names. */
export const OrderDetailRow = z.strictObject({
  merchDate: z.string(),
  MName: z.string(),
  Size: MerchSizeBody,
  Quantity: z.number().int(),
  TotalCost: z.number(),
  OrderID: z.number().int(),
  ItemID: z.number().int(),
});
export type OrderDetailRow = z.infer<typeof OrderDetailRow>;

/** POST /getOrderDetails answers the order with its merchandise rows and every priced line. */
export const OrderDetailsBody = OrderBody.extend({ items: z.array(OrderDetailRow) });
export type OrderDetailsBody = z.infer<typeof OrderDetailsBody>;
