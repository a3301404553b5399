import { MERCH_SIZES } from './cart';
import { isIsoDate, isVisitDateAllowed, type IsoDate } from '../shared/dates';
import { MAX_LINE_QUANTITY, type OrderContact, type OrderSelection } from './order';
import { ADMISSION_KINDS } from '../admissions/products';
import { visitDateNeeded } from './visit-date';
import {
  CONTACT_PHONE_MESSAGE,
  EMAIL_MESSAGE,
  isContactPhone,
  isEmail,
  isUsStateCode,
  isZipcode,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from '../shared/field-rules';

/** What is wrong with a checkout, and where (a path into the checkout input). */
export interface CheckoutProblem {
  message: string;
  path: string;
}

/** The selection of a checkout, with the attraction names and the visit day. */
export interface CheckoutSelection extends OrderSelection {
  attractions: readonly string[];
  visitDate: IsoDate | null;
}

export const CHECKOUT_MESSAGES = {
  ticketCount: `Ticket counts must be whole numbers from 0 to ${MAX_LINE_QUANTITY}`,
  quantity: `Quantities must be whole numbers from 1 to ${MAX_LINE_QUANTITY}`,
  id: 'Ids must be positive whole numbers',
  size: `Sizes are ${MERCH_SIZES.join(', ')}`,
  duplicateRestaurant: 'Each restaurant may appear only once',
  duplicateItem: 'Each item and size may appear only once',
  duplicateAttraction: 'Each attraction may appear only once',
  blankAttraction: 'Attraction names cannot be blank',
  empty: 'Add a ticket, meal voucher or item to the order',
  attractionsNeeded: 'Choose at least one attraction for the tickets',
  ticketsNeeded: 'Attractions need at least one ticket',
  visitDateNeeded: 'Choose a visit date',
  visitDateFormat: 'The visit date must be a date written YYYY-MM-DD',
  visitDatePast: 'The visit date cannot be before today',
  contactBlank: 'Complete every contact and shipping field',
  email: EMAIL_MESSAGE,
  phone: CONTACT_PHONE_MESSAGE,
  state: US_STATE_MESSAGE,
  zipcode: ZIPCODE_MESSAGE,
} as const;

const isId = (n: number) => Number.isSafeInteger(n) && n > 0;
const isQuantity = (n: number, min: number) =>
  Number.isInteger(n) && n >= min && n <= MAX_LINE_QUANTITY;
const problem = (message: string, path: string): CheckoutProblem => ({ message, path });

function firstDuplicate(keys: readonly string[]): number {
  return keys.findIndex((key, i) => keys.indexOf(key) !== i);
}

function linesProblem(s: CheckoutSelection): CheckoutProblem | null {
  const M = CHECKOUT_MESSAGES;
  for (const type of ADMISSION_KINDS)
    if (!isQuantity(s.tickets[type], 0)) return problem(M.ticketCount, `tickets.${type}`);
  for (const [i, m] of s.meals.entries()) {
    if (!isId(m.restaurantId)) return problem(M.id, `meals.${i}.restaurantId`);
    if (!isQuantity(m.qty, 1)) return problem(M.quantity, `meals.${i}.qty`);
  }
  for (const [i, m] of s.merchandise.entries()) {
    if (!isId(m.merchandiseId)) return problem(M.id, `merchandise.${i}.merchandiseId`);
    if (!MERCH_SIZES.includes(m.size)) return problem(M.size, `merchandise.${i}.size`);
    if (!isQuantity(m.quantity, 1)) return problem(M.quantity, `merchandise.${i}.quantity`);
  }
  const meal = firstDuplicate(s.meals.map((m) => String(m.restaurantId)));
  if (meal >= 0) return problem(M.duplicateRestaurant, `meals.${meal}.restaurantId`);
  const item = firstDuplicate(s.merchandise.map((m) => `${m.merchandiseId}/${m.size}`));
  if (item >= 0) return problem(M.duplicateItem, `merchandise.${item}`);
  const blank = s.attractions.findIndex((name) => name.trim() === '');
  if (blank >= 0) return problem(M.blankAttraction, `attractions.${blank}`);
  const attraction = firstDuplicate(s.attractions);
  if (attraction >= 0) return problem(M.duplicateAttraction, `attractions.${attraction}`);
  return null;
}

export const ticketCount = (s: OrderSelection) =>
  ADMISSION_KINDS.reduce((sum, type) => sum + s.tickets[type], 0);

/** Whether a checkout's selection needs a visit day (the visit-date rule). */
export const needsVisitDate = (s: OrderSelection) =>
  visitDateNeeded(ticketCount(s), s.meals.length);

/**
 * The first problem of a checkout's selection that needs no catalog: counts and quantities,
 * ids and sizes, duplicates, something to buy, tickets with attractions (and the reverse),
 * and a visit date of today or later (`today` in the park's time zone). Null when fine.
 */
export function selectionProblem(s: CheckoutSelection, today: IsoDate): CheckoutProblem | null {
  const M = CHECKOUT_MESSAGES;
  const lines = linesProblem(s);
  if (lines) return lines;
  const tickets = ticketCount(s);
  if (tickets === 0 && s.meals.length === 0 && s.merchandise.length === 0)
    return problem(M.empty, 'tickets');
  if (tickets > 0 && s.attractions.length === 0) return problem(M.attractionsNeeded, 'attractions');
  if (tickets === 0 && s.attractions.length > 0) return problem(M.ticketsNeeded, 'tickets');
  if (!needsVisitDate(s)) return null;
  if (s.visitDate === null) return problem(M.visitDateNeeded, 'visitDate');
  if (!isIsoDate(s.visitDate)) return problem(M.visitDateFormat, 'visitDate');
  if (!isVisitDateAllowed(s.visitDate, today)) return problem(M.visitDatePast, 'visitDate');
  return null;
}

/**
 * Every contact field filled in, and the email, phone, state (one of the 50) and ZIP code in
 * their shapes. Null when fine.
 */
export function contactProblem(contact: OrderContact): CheckoutProblem | null {
  const M = CHECKOUT_MESSAGES;
  for (const [field, value] of Object.entries(contact))
    if (value.trim() === '') return problem(M.contactBlank, `contact.${field}`);
  if (!isEmail(contact.email)) return problem(M.email, 'contact.email');
  if (!isContactPhone(contact.phone)) return problem(M.phone, 'contact.phone');
  if (!isUsStateCode(contact.state)) return problem(M.state, 'contact.state');
  if (!isZipcode(contact.zipcode)) return problem(M.zipcode, 'contact.zipcode');
  return null;
}
