import type { MerchSize } from '../orders/cart';
import type { ContactType } from '../contact/contact';
import type { IsoDate } from '../shared/dates';
import type { DemoPerson } from './demo-people';
import type { MaintenanceStatus } from '../maintenance/maintenance';
import type { Cents } from '../shared/money';
import type { AdmissionKind } from '../admissions/products';
import type { WeatherCondition } from '../weather/weather';

/**
 * The plain rows of one generated park day, in the schema's terms but without database ids:
 * an order is referred to by its index in `orders`, a visitor by the run's visitor number
 * (`ref`, counted from 0 in the order the visitors first appear). The writer gives them ids.
 * Times of day are seconds after midnight in the park's time zone.
 */

/** What the generator may sell and who may sign for the park's entries. */
export interface DemoPark {
  /** Attractions visitors can choose (open, not retired). */
  openAttractionIds: readonly number[];
  /** Attractions that get maintenance (every one not retired). */
  attractionIds: readonly number[];
  restaurants: readonly { id: number; type: string; amount: Cents }[];
  merchandise: readonly { id: number; sellingCost: Cents; supplierCost: Cents }[];
  /** Active staff and managers (maintenance requests). */
  employeeIds: readonly number[];
  /** Active managers (weather entries, restaurant expenses). */
  managerIds: readonly number[];
}

/** A visitor account first seen on this day, created when its first order was placed. */
export interface DemoVisitor {
  ref: number;
  person: DemoPerson;
  date: IsoDate;
  second: number;
}

export interface DemoOrder {
  visitorRef: number;
  person: DemoPerson;
  orderDate: IsoDate;
  /** null for a shop-only order. */
  visitDate: IsoDate | null;
  second: number;
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

export interface DemoTicketLine {
  orderIndex: number;
  ticketType: AdmissionKind;
  quantity: number;
  unitPrice: Cents;
  visitDate: IsoDate;
}

export interface DemoOrderAttraction {
  orderIndex: number;
  attractionId: number;
}

/** A restaurant transaction of an order: its vouchers, on the visit day. */
export interface DemoMeal {
  orderIndex: number;
  restaurantId: number;
  quantity: number;
  unitPrice: Cents;
  amount: Cents;
  transactionDate: IsoDate;
}

export interface DemoMerchandiseLine {
  orderIndex: number;
  merchandiseId: number;
  size: MerchSize;
  quantity: number;
  unitPrice: Cents;
  unitCost: Cents;
  lineTotal: Cents;
}

export interface DemoRestaurantExpense {
  restaurantId: number;
  staffId: number;
  amount: Cents;
  expenseDate: IsoDate;
  expenseType: 'produce' | 'supplies' | 'utilities';
}

export interface DemoMaintenanceRequest {
  attractionId: number;
  subject: string;
  description: string;
  cost: Cents;
  status: MaintenanceStatus;
  submittedDate: IsoDate;
  dateResolved: IsoDate | null;
  createdBy: number | null;
  second: number;
}

export interface DemoContactForm {
  name: string;
  /** null when the form comes from a generated visitor: the writer uses the account's email. */
  email: string | null;
  visitorRef: number | null;
  type: ContactType;
  message: string;
  submittedDate: IsoDate;
  second: number;
}

export interface DemoWeather {
  date: IsoDate;
  condition: WeatherCondition;
  enteredBy: number | null;
  /** The day already had a weather record: it is kept, and nothing is written. */
  existing: boolean;
}

/**
 * An order of the day given back in full: a visitor's cancellation some days before the visit,
 * or a manager's refund on the visit day (a ride closed, a complaint). The writer refunds every
 * line of the order, voids its tickets and releases their places.
 */
export interface DemoRefund {
  orderIndex: number;
  kind: 'cancellation' | 'refund';
  reason: string;
  /** The park day it was made (between the order day and the visit day). */
  day: IsoDate;
}

export interface DemoDay {
  date: IsoDate;
  weather: DemoWeather;
  visitors: DemoVisitor[];
  orders: DemoOrder[];
  ticketLines: DemoTicketLine[];
  orderAttractions: DemoOrderAttraction[];
  meals: DemoMeal[];
  merchandiseLines: DemoMerchandiseLine[];
  restaurantExpenses: DemoRestaurantExpense[];
  maintenanceRequests: DemoMaintenanceRequest[];
  contactForms: DemoContactForm[];
  refunds: DemoRefund[];
}

/** Rows written per table; the keys are the tables' names. */
export interface DemoCounts {
  users: number;
  orders: number;
  ticket_lines: number;
  order_attractions: number;
  restaurant_transactions: number;
  merchandise_lines: number;
  restaurant_expenses: number;
  maintenance_requests: number;
  weather: number;
  contact_forms: number;
  refunds: number;
}

export const DEMO_TABLES = [
  'users',
  'orders',
  'ticket_lines',
  'order_attractions',
  'restaurant_transactions',
  'merchandise_lines',
  'restaurant_expenses',
  'maintenance_requests',
  'weather',
  'contact_forms',
  'refunds',
] as const satisfies readonly (keyof DemoCounts)[];

export const noDemoCounts = (): DemoCounts => ({
  users: 0,
  orders: 0,
  ticket_lines: 0,
  order_attractions: 0,
  restaurant_transactions: 0,
  merchandise_lines: 0,
  restaurant_expenses: 0,
  maintenance_requests: 0,
  weather: 0,
  contact_forms: 0,
  refunds: 0,
});

/** The rows a generated day adds, per table. */
export function countsOfDay(day: DemoDay): DemoCounts {
  return {
    users: day.visitors.length,
    orders: day.orders.length,
    ticket_lines: day.ticketLines.length,
    order_attractions: day.orderAttractions.length,
    restaurant_transactions: day.meals.length,
    merchandise_lines: day.merchandiseLines.length,
    restaurant_expenses: day.restaurantExpenses.length,
    maintenance_requests: day.maintenanceRequests.length,
    weather: day.weather.existing ? 0 : 1,
    contact_forms: day.contactForms.length,
    refunds: day.refunds.length,
  };
}

export function addDemoCounts(into: DemoCounts, more: DemoCounts): void {
  for (const table of DEMO_TABLES) into[table] += more[table];
}
