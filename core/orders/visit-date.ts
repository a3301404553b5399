/**
 * The visit-date rule, decided here only: tickets and meal vouchers are for one day, so an order
 * with any needs a visit date; shop items alone do not. Checkout's rules, the cart (and so the
 * web's cart, tickets and checkout pages), the contract and the order writer all ask it.
 */
export function visitDateNeeded(tickets: number, mealVouchers: number): boolean {
  return tickets > 0 || mealVouchers > 0;
}

/** The rule in words, for the contract's description of the checkout's visitDate. */
export const VISIT_DATE_RULE =
  'The day the tickets and meal vouchers are for: required when the order has any, ignored otherwise';
