/** Tables a checkout writes, and how many rows the bench's order puts in each. */
export const CHECKOUT_ROWS = {
  orders: 1,
  ticket_lines: 2,
  order_attractions: 2,
  restaurant_transactions: 1,
  merchandise_lines: 1,
} as const;

export type RowCounts = Record<keyof typeof CHECKOUT_ROWS, number>;
