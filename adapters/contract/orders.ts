import { z } from 'zod';
import { MERCH_SIZES } from '../../core/orders/cart';
import { isIsoDate } from '../../core/shared/dates';
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
import { OBJECT_REQUIRED } from './fields';
import type { WirePaths } from './wire-paths';

const MAX_LINES = 50;

const whole = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `${label} must be at most ${MAX_LINE_QUANTITY}`);

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

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
      {
        standardTicket: whole('Standard tickets', 0),
        expressTicket: whole('Express tickets', 0),
        childTicket: whole('Child tickets', 0),
      },
      { error: 'Tickets are required' },
    ),
    visitDate: z
      .string({ error: 'The visit date must be a date (YYYY-MM-DD) or null' })
      .refine(isIsoDate, 'The visit date must be a date written YYYY-MM-DD')
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
    tickets: {
      standard: body.tickets.standardTicket,
      express: body.tickets.expressTicket,
      child: body.tickets.childTicket,
    },
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
  ['tickets.standard', 'tickets.standardTicket'],
  ['tickets.express', 'tickets.expressTicket'],
  ['tickets.child', 'tickets.childTicket'],
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
