import type { MerchSize } from '../../core/orders/cart';
import type { MealLine, MerchandiseLine, TicketLine } from '../../core/orders/order';
import { cents } from '../../core/shared/money';
import type { AdmissionKind } from '../../core/admissions/products';

/** Rows of the order tables as the queries select them, and their domain shapes. */

export interface TicketRow {
  id: number;
  ticket_type: AdmissionKind;
  quantity: number;
  unit_price_cents: number;
}

export interface MealRow {
  id: number;
  restaurant_id: number;
  restaurant_name: string;
  restaurant_type: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
}

export interface MerchandiseRow {
  id: number;
  merchandise_id: number;
  name: string;
  size: MerchSize;
  quantity: number;
  unit_price_cents: number;
  unit_cost_cents: number;
  line_total_cents: number;
}

export const toTicketLine = (row: TicketRow): TicketLine & { id: number } => ({
  id: row.id,
  kind: 'ticket',
  ticketType: row.ticket_type,
  quantity: row.quantity,
  unitPrice: cents(row.unit_price_cents),
  lineTotal: cents(row.quantity * row.unit_price_cents),
});

export const toMealLine = (row: MealRow): MealLine & { id: number } => ({
  id: row.id,
  kind: 'meal',
  restaurantId: row.restaurant_id,
  restaurantName: row.restaurant_name,
  restaurantType: row.restaurant_type,
  quantity: row.quantity,
  unitPrice: cents(row.unit_price_cents),
  lineTotal: cents(row.amount_cents),
});

export const toMerchandiseLine = (row: MerchandiseRow): MerchandiseLine & { id: number } => ({
  id: row.id,
  kind: 'merchandise',
  merchandiseId: row.merchandise_id,
  name: row.name,
  size: row.size,
  quantity: row.quantity,
  unitPrice: cents(row.unit_price_cents),
  unitCost: cents(row.unit_cost_cents),
  lineTotal: cents(row.line_total_cents),
});

export const TICKET_COLUMNS = ['tl.id', 'tl.ticket_type', 'tl.quantity', 'tl.unit_price_cents'];

export const MEAL_COLUMNS = [
  'rt.id',
  'rt.restaurant_id',
  'r.name as restaurant_name',
  'r.type as restaurant_type',
  'rt.quantity',
  'rt.unit_price_cents',
  'rt.amount_cents',
];

export const MERCHANDISE_COLUMNS = [
  'ml.id',
  'ml.merchandise_id',
  'm.name',
  'ml.size',
  'ml.quantity',
  'ml.unit_price_cents',
  'ml.unit_cost_cents',
  'ml.line_total_cents',
];
