import type {
  DemoContactForm,
  DemoMaintenanceRequest,
  DemoMeal,
  DemoMerchandiseLine,
  DemoOrder,
  DemoOrderAttraction,
  DemoRestaurantExpense,
  DemoTicketLine,
  DemoVisitor,
  DemoWeather,
} from '../../core/demo/demo-rows';
import { demoVisitorEmail, fullNameOf } from '../../core/demo/demo-people';
import type { ColumnTable } from './knex-column-insert';

/**
 * The generated history's tables in column form (see knex-column-insert.ts). The ids come in
 * each batch's context: the ids taken for the batch's rows, the user id of each visitor
 * number, the order ids of the day. Timestamps are built in SQL from the park day and the
 * second of the day, in the park's time zone (the binding `?`).
 */

/** The ids given to the batch's rows, by index. */
export interface NewIds {
  ids: readonly number[];
}
export interface VisitorIds {
  visitorIds: readonly number[];
}
/** The day's orders and their ids, by index in `day.orders`. */
export interface DayOrders {
  orderIds: readonly number[];
  orders: readonly DemoOrder[];
}

function userIdOf(ctx: VisitorIds, ref: number): number {
  const id = ctx.visitorIds[ref];
  if (id === undefined) throw new Error(`visitor ${ref} has no account yet`);
  return id;
}
const orderIdOf = (ctx: DayOrders, index: number) => ctx.orderIds[index]!;

const AT_PARK_TIME = '(x._day + make_interval(secs => x._second)) AT TIME ZONE ?';

export const USERS: ColumnTable<DemoVisitor, NewIds> = {
  table: 'users',
  columns: {
    id: ['int', (_, i, c) => c.ids[i]!],
    fullname: ['text', (r) => fullNameOf(r.person)],
    email: ['text', (_, i, c) => demoVisitorEmail(c.ids[i]!)],
    address: ['text', (r) => r.person.address],
    city: ['text', (r) => r.person.city],
    state: ['text', (r) => r.person.state],
    zipcode: ['text', (r) => r.person.zipcode],
    _day: ['date', (r) => r.date],
    _second: ['int', (r) => r.second],
  },
  // Bindings: the password hash, then the time zone.
  computed: { password_hash: '?::text', created_at: AT_PARK_TIME },
};

export const ORDERS: ColumnTable<DemoOrder, NewIds & VisitorIds> = {
  table: 'orders',
  columns: {
    id: ['int', (_, i, c) => c.ids[i]!],
    user_id: ['int', (r, _, c) => userIdOf(c, r.visitorRef)],
    visit_date: ['date', (r) => r.visitDate],
    order_date: ['date', (r) => r.orderDate],
    email: ['text', (r, _, c) => demoVisitorEmail(userIdOf(c, r.visitorRef))],
    phone: ['text', (r) => r.person.phone],
    first_name: ['text', (r) => r.person.firstName],
    last_name: ['text', (r) => r.person.lastName],
    address: ['text', (r) => r.person.address],
    city: ['text', (r) => r.person.city],
    state: ['text', (r) => r.person.state],
    zipcode: ['text', (r) => r.person.zipcode],
    subtotal_cents: ['int', (r) => r.subtotal],
    tax_cents: ['int', (r) => r.tax],
    total_cents: ['int', (r) => r.total],
    _day: ['date', (r) => r.orderDate],
    _second: ['int', (r) => r.second],
  },
  computed: { created_at: AT_PARK_TIME },
};

export const TICKET_LINES: ColumnTable<DemoTicketLine, DayOrders> = {
  table: 'ticket_lines',
  columns: {
    order_id: ['int', (r, _, c) => orderIdOf(c, r.orderIndex)],
    ticket_type: ['text', (r) => r.ticketType],
    quantity: ['int', (r) => r.quantity],
    unit_price_cents: ['int', (r) => r.unitPrice],
    visit_date: ['date', (r) => r.visitDate],
  },
};

export const ORDER_ATTRACTIONS: ColumnTable<DemoOrderAttraction, DayOrders> = {
  table: 'order_attractions',
  columns: {
    order_id: ['int', (r, _, c) => orderIdOf(c, r.orderIndex)],
    attraction_id: ['int', (r) => r.attractionId],
  },
};

export const RESTAURANT_TRANSACTIONS: ColumnTable<DemoMeal, DayOrders> = {
  table: 'restaurant_transactions',
  columns: {
    order_id: ['int', (r, _, c) => orderIdOf(c, r.orderIndex)],
    restaurant_id: ['int', (r) => r.restaurantId],
    quantity: ['int', (r) => r.quantity],
    unit_price_cents: ['int', (r) => r.unitPrice],
    amount_cents: ['int', (r) => r.amount],
    transaction_date: ['date', (r) => r.transactionDate],
    _day: ['date', (r) => r.transactionDate],
    _second: ['int', (r, _, c) => c.orders[r.orderIndex]!.second],
  },
  computed: { created_at: AT_PARK_TIME },
};

export const MERCHANDISE_LINES: ColumnTable<DemoMerchandiseLine, DayOrders> = {
  table: 'merchandise_lines',
  columns: {
    order_id: ['int', (r, _, c) => orderIdOf(c, r.orderIndex)],
    merchandise_id: ['int', (r) => r.merchandiseId],
    size: ['text', (r) => r.size],
    quantity: ['int', (r) => r.quantity],
    unit_price_cents: ['int', (r) => r.unitPrice],
    unit_cost_cents: ['int', (r) => r.unitCost],
    line_total_cents: ['int', (r) => r.lineTotal],
  },
};

export const RESTAURANT_EXPENSES: ColumnTable<DemoRestaurantExpense> = {
  table: 'restaurant_expenses',
  columns: {
    restaurant_id: ['int', (r) => r.restaurantId],
    staff_id: ['int', (r) => r.staffId],
    amount_cents: ['int', (r) => r.amount],
    expense_date: ['date', (r) => r.expenseDate],
    expense_type: ['text', (r) => r.expenseType],
    _day: ['date', (r) => r.expenseDate],
    _second: ['int', () => 20 * 3600],
  },
  computed: { created_at: AT_PARK_TIME },
};

export const MAINTENANCE_REQUESTS: ColumnTable<DemoMaintenanceRequest> = {
  table: 'maintenance_requests',
  columns: {
    attraction_id: ['int', (r) => r.attractionId],
    subject: ['text', (r) => r.subject],
    description: ['text', (r) => r.description],
    cost_cents: ['int', (r) => r.cost],
    status: ['text', (r) => r.status],
    submitted_date: ['date', (r) => r.submittedDate],
    date_resolved: ['date', (r) => r.dateResolved],
    created_by_employee_id: ['int', (r) => r.createdBy],
    _day: ['date', (r) => r.submittedDate],
    _second: ['int', (r) => r.second],
  },
  computed: { created_at: AT_PARK_TIME },
};

export const CONTACT_FORMS: ColumnTable<DemoContactForm, VisitorIds> = {
  table: 'contact_forms',
  columns: {
    name: ['text', (r) => r.name],
    email: [
      'text',
      (r, _, c) => (r.visitorRef === null ? r.email : demoVisitorEmail(userIdOf(c, r.visitorRef))),
    ],
    type: ['text', (r) => r.type],
    message: ['text', (r) => r.message],
    submitted_date: ['date', (r) => r.submittedDate],
    user_id: ['int', (r, _, c) => (r.visitorRef === null ? null : userIdOf(c, r.visitorRef))],
    _day: ['date', (r) => r.submittedDate],
    _second: ['int', (r) => r.second],
  },
  computed: { submitted_at: AT_PARK_TIME },
};

export const WEATHER: ColumnTable<DemoWeather> = {
  table: 'weather',
  columns: {
    date: ['date', (r) => r.date],
    condition: ['text', (r) => r.condition],
    entered_by: ['int', (r) => r.enteredBy],
    _day: ['date', (r) => r.date],
    _second: ['int', () => 9 * 3600],
  },
  computed: { entered_at: AT_PARK_TIME },
};
