import type { NewOrder, StoredOrder } from '../../core/domain/order';
import { cents } from '../../core/domain/money';
import type { Executor } from './executor';
import {
  toMealLine,
  toMerchandiseLine,
  toTicketLine,
  type MealRow,
  type MerchandiseRow,
  type TicketRow,
} from './knex-order-rows';

const ORDER_COLUMNS = [
  'user_id',
  'visit_date',
  'order_date',
  'email',
  'phone',
  'first_name',
  'last_name',
  'address',
  'city',
  'state',
  'zipcode',
  'subtotal_cents',
  'tax_cents',
  'total_cents',
];

/** Each line table: its lines as a JSON array of records, inserted for the order `o`. */
const TICKETS = `t as (
  insert into ticket_lines (order_id, ticket_type, quantity, unit_price_cents, visit_date)
  select o.id, l.ticket_type, l.quantity, l.unit_price_cents, o.visit_date
  from o cross join rows from (jsonb_to_recordset(?::jsonb)
    as (ticket_type text, quantity integer, unit_price_cents integer)) with ordinality
    as l(ticket_type, quantity, unit_price_cents, n)
  order by l.n
  returning id, ticket_type, quantity, unit_price_cents)`;

const MEALS = `m as (
  insert into restaurant_transactions
    (order_id, restaurant_id, quantity, unit_price_cents, amount_cents, transaction_date)
  select o.id, l.restaurant_id, l.quantity, l.unit_price_cents, l.amount_cents, o.visit_date
  from o cross join rows from (jsonb_to_recordset(?::jsonb)
    as (restaurant_id integer, quantity integer, unit_price_cents integer, amount_cents integer))
    with ordinality as l(restaurant_id, quantity, unit_price_cents, amount_cents, n)
  order by l.n
  returning id, restaurant_id, quantity, unit_price_cents, amount_cents)`;

const ITEMS = `s as (
  insert into merchandise_lines
    (order_id, merchandise_id, size, quantity, unit_price_cents, unit_cost_cents, line_total_cents)
  select o.id, l.merchandise_id, l.size, l.quantity, l.unit_price_cents, l.unit_cost_cents,
         l.line_total_cents
  from o cross join rows from (jsonb_to_recordset(?::jsonb)
    as (merchandise_id integer, size text, quantity integer, unit_price_cents integer,
        unit_cost_cents integer, line_total_cents integer))
    with ordinality
    as l(merchandise_id, size, quantity, unit_price_cents, unit_cost_cents, line_total_cents, n)
  order by l.n
  returning id, merchandise_id, size, quantity, unit_price_cents, unit_cost_cents,
            line_total_cents)`;

/** The inserted lines as the order's reads select them (names joined, by row id). */
const TICKETS_OUT = `(select coalesce(json_agg(t order by t.id), '[]'::json) from t)`;
const MEALS_OUT = `(select coalesce(json_agg(json_build_object(
    'id', m.id, 'restaurant_id', m.restaurant_id, 'restaurant_name', r.name,
    'restaurant_type', r.type, 'quantity', m.quantity, 'unit_price_cents', m.unit_price_cents,
    'amount_cents', m.amount_cents) order by m.id), '[]'::json)
  from m join restaurants r on r.id = m.restaurant_id)`;
const ITEMS_OUT = `(select coalesce(json_agg(json_build_object(
    'id', s.id, 'merchandise_id', s.merchandise_id, 'name', x.name, 'size', s.size,
    'quantity', s.quantity, 'unit_price_cents', s.unit_price_cents,
    'unit_cost_cents', s.unit_cost_cents, 'line_total_cents', s.line_total_cents)
    order by s.id), '[]'::json)
  from s join merchandise x on x.id = s.merchandise_id)`;
const NONE = `'[]'::json`;

interface WrittenOrder {
  id: number;
  user_id: number;
  order_date: string;
  visit_date: string | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  tickets: TicketRow[];
  meals: MealRow[];
  merchandise: MerchandiseRow[];
}

/**
 * Inserts an order and every line of it on `db` (which should be a transaction, so that a
 * failing line leaves nothing behind) and answers it as stored, exactly as
 * KnexOrderRepository.findForUser would read it back, in two statements instead of an insert
 * per table and a read per table:
 * 1. the order with its ticket, meal and shop lines (data-modifying WITH queries; only the
 *    tables that get lines are named), returning every row it wrote;
 * 2. the chosen attractions, returning their names. It runs after the ticket lines, as
 *    before: the report tables' insert triggers (20261122004000/004100) count an order's
 *    tickets for its attractions in whichever of the two statements comes second.
 */
export async function insertOrder(db: Executor, order: NewOrder): Promise<StoredOrder> {
  const { contact, priced, visitDate } = order;
  if ((priced.tickets.length > 0 || priced.meals.length > 0) && visitDate === null)
    throw new Error('tickets and meal vouchers need a visit date');
  const ctes = [
    `o as (insert into orders (${ORDER_COLUMNS.join(', ')})
      values (${ORDER_COLUMNS.map(() => '?').join(', ')})
      returning id, user_id, order_date, visit_date, subtotal_cents, tax_cents, total_cents)`,
  ];
  const bindings: unknown[] = [
    order.userId,
    visitDate,
    order.orderDate,
    contact.email,
    contact.phone,
    contact.firstName,
    contact.lastName,
    contact.address,
    contact.city,
    contact.state,
    contact.zipcode,
    priced.subtotal,
    priced.tax,
    priced.total,
  ];
  const lines = (cte: string, rows: object[]) => {
    if (rows.length === 0) return false;
    ctes.push(cte);
    bindings.push(JSON.stringify(rows));
    return true;
  };
  const tickets = lines(
    TICKETS,
    priced.tickets.map((t) => ({
      ticket_type: t.ticketType,
      quantity: t.quantity,
      unit_price_cents: t.unitPrice,
    })),
  );
  const meals = lines(
    MEALS,
    priced.meals.map((m) => ({
      restaurant_id: m.restaurantId,
      quantity: m.quantity,
      unit_price_cents: m.unitPrice,
      amount_cents: m.lineTotal,
    })),
  );
  const items = lines(
    ITEMS,
    priced.merchandise.map((m) => ({
      merchandise_id: m.merchandiseId,
      size: m.size,
      quantity: m.quantity,
      unit_price_cents: m.unitPrice,
      unit_cost_cents: m.unitCost,
      line_total_cents: m.lineTotal,
    })),
  );
  const sql = `with ${ctes.join(',\n')}
    select o.*, ${tickets ? TICKETS_OUT : NONE} as tickets, ${meals ? MEALS_OUT : NONE} as meals,
      ${items ? ITEMS_OUT : NONE} as merchandise
    from o`;
  const written = (await db.raw(sql, bindings as never[])) as { rows: WrittenOrder[] };
  const row = written.rows[0];
  if (!row) throw new Error('the order insert answered no row');
  const attractions = await insertAttractions(db, row.id, order.attractionIds);
  return {
    id: row.id,
    userId: row.user_id,
    orderDate: row.order_date,
    visitDate: row.visit_date,
    attractions,
    tickets: row.tickets.map(toTicketLine),
    meals: row.meals.map(toMealLine),
    merchandise: row.merchandise.map(toMerchandiseLine),
    subtotal: cents(row.subtotal_cents),
    tax: cents(row.tax_cents),
    total: cents(row.total_cents),
  };
}

/** Links the order to its attractions; answers their names as the order's reads list them. */
async function insertAttractions(
  db: Executor,
  orderId: number,
  attractionIds: readonly number[],
): Promise<string[]> {
  if (attractionIds.length === 0) return [];
  const rows = attractionIds.map((attractionId) => ({
    order_id: orderId,
    attraction_id: attractionId,
  }));
  const names: { name: string }[] = await db
    .with('oa', db('order_attractions').insert(rows).returning('attraction_id'))
    .select('a.name')
    .from('oa')
    .join('attractions as a', 'a.id', 'oa.attraction_id')
    .orderBy(['a.name', 'a.id']);
  return names.map((n) => n.name);
}
