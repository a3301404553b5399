import { cartNeedsVisitDate, type Cart } from '../../../../../core/orders/cart';
import type { CheckoutRequest } from '../../api/contract';

/** The checkout form (spec section 3): every field is required. */
export interface CheckoutForm {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter code of one of the 50 states. */
  state: string;
  zipcode: string;
}

export const CHECKOUT_FIELDS = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipcode',
] as const satisfies readonly (keyof CheckoutForm)[];

export const MISSING_FIELDS_MESSAGE = '*Please complete missing fields';

export const emptyCheckoutForm = (): CheckoutForm => ({
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
});

/** The fields still empty (blank counts as empty); the order may be sent only when none are. */
export function missingFields(form: CheckoutForm): (keyof CheckoutForm)[] {
  return CHECKOUT_FIELDS.filter((field) => form[field].trim() === '');
}

/**
 * What POST /checkout is sent for a cart: what was chosen, never a price (the server prices
 * the order from its own tables). The visit date goes only with tickets or meals; attractions
 * only with tickets, since they belong to the ticket group.
 */
export function buildCheckoutRequest(
  cart: Cart,
  form: CheckoutForm,
  userID?: number,
): CheckoutRequest {
  const tickets = { ...cart.tickets };
  const hasTickets = Object.values(tickets).some((n) => n > 0);
  const foodTickets = Object.values(cart.meals)
    .filter((meal) => meal.qty > 0)
    .map((meal) => ({ restaurantId: meal.item.id, qty: meal.qty }));
  const merchItems = Object.values(cart.merchandise)
    .filter((entry) => entry.quantity > 0)
    .map((entry) => ({ MId: entry.item.id, quantity: entry.quantity, size: entry.size }));
  const trimmed = Object.fromEntries(
    CHECKOUT_FIELDS.map((field) => [field, form[field].trim()]),
  ) as unknown as CheckoutForm;
  return {
    tickets,
    visitDate: cartNeedsVisitDate(cart) ? cart.visitDate : null,
    foodTickets,
    attractions: hasTickets ? [...cart.attractions] : [],
    merchItems,
    ...(userID === undefined ? {} : { userID }),
    ...trimmed,
  };
}
