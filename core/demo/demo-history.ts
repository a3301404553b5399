import { drawWeather, visitorsOfDay } from './demo-calendar';
import { choiceOf, DemoDaySales } from './demo-capacity';
import {
  addOrder,
  drawTickets,
  leadDatesOf,
  leadDays,
  ORDER_MIX,
  orderSecond,
  type DemoPurchase,
  type DemoTickets,
} from './demo-orders';
import { addContactForms, addMaintenance, addRestaurantExpenses } from './demo-operations';
import { demoPerson } from './demo-people';
import { DemoRandom, mixSeed } from './demo-random';
import type { DemoDay, DemoPark } from './demo-rows';
import { admissionsOf, type VisitDay } from '../capacity/capacity';
import { addDays, type IsoDate } from '../shared/dates';
import type { WeatherCondition } from '../weather/weather';

export interface DemoHistoryOptions {
  seed: number;
  /**
   * The visitors who want to come on the year's busiest day (a sunny Saturday in July); every
   * other day draws its share (demo-calendar.ts), about a third of it on an average day.
   */
  peakVisitors: number;
  /** The last day that will be generated: no request is resolved after it. */
  lastDay: IsoDate;
  /**
   * Each visit day of the range as the park has it (the park's default capacity or the one a
   * manager set, and what it had sold before this run). No day is sold beyond it.
   */
  visitDay: (date: IsoDate) => VisitDay;
}

/** A party that wants to visit a day: its tickets, and when it orders them. */
interface VisitRequest {
  orderDate: IsoDate;
  second: number;
  tickets: DemoTickets;
  /** It found its first day full and chose this one instead. */
  moved: boolean;
}

/** Of a day's orders, the share placed by a visitor never seen before in this history. */
export const NEW_VISITOR_SHARE = 0.4;

/**
 * Generates a park's history one visit day at a time, oldest first: each day's orders are
 * those of the parties visiting it, placed up to a month before. Deterministic: the same park,
 * options and sequence of days give the same rows. It keeps only what crosses days: the
 * number of visitors so far (returning visitors come back), each restaurant's voucher revenue
 * of the week (the weekly expenses follow it), and the parties that found their day full and
 * chose a later one.
 *
 * Capacity: the day's parties are served in the order they ordered (first come, first
 * served); a party sold out of its day takes fewer or other tickets, moves, or gives up
 * (demo-capacity.ts), so a day never holds more admissions than its capacity allows.
 */
export class DemoHistoryGenerator {
  private readonly random: DemoRandom;
  private visitorCount = 0;
  /**
   * Returning visitors (and contact forms) come only from the visitors first seen two days
   * or more before: the writer may be writing yesterday while today is written, and a row
   * cannot point at an account another transaction has not committed yet.
   */
  private settledVisitors = 0;
  private visitorsBeforeToday = 0;
  private weekRevenue = new Map<number, number>();
  private readonly sales: DemoDaySales;
  /** The parties that moved to a later day, by that day. */
  private readonly moved = new Map<IsoDate, VisitRequest[]>();

  constructor(
    private readonly park: DemoPark,
    private readonly options: DemoHistoryOptions,
  ) {
    this.random = new DemoRandom(mixSeed(options.seed, 0xda7a));
    this.sales = new DemoDaySales(options.visitDay);
  }

  /** The rows of `date`; `existingWeather` is the day's condition already on record, if any. */
  day(date: IsoDate, existingWeather: WeatherCondition | null = null): DemoDay {
    const { random, park } = this;
    const condition = existingWeather ?? drawWeather(date, random);
    const into: DemoDay = {
      date,
      weather: {
        date,
        condition,
        enteredBy: park.managerIds.length > 0 ? random.pick(park.managerIds) : null,
        existing: existingWeather !== null,
      },
      visitors: [],
      orders: [],
      ticketLines: [],
      orderAttractions: [],
      meals: [],
      merchandiseLines: [],
      restaurantExpenses: [],
      maintenanceRequests: [],
      contactForms: [],
      refunds: [],
    };
    const { requests, shopOnly } = this.demandOf(date, condition);
    this.settledVisitors = this.visitorsBeforeToday;
    this.visitorsBeforeToday = this.visitorCount;
    for (const request of requests) {
      const choice = choiceOf(
        request.tickets,
        this.sales.availability(date),
        request.moved,
        random,
      );
      if (choice === 'give-up') continue;
      if ('moveDays' in choice) {
        this.moveTo(addDays(date, choice.moveDays), request);
        continue;
      }
      this.sales.sell(date, choice.take);
      const { orderDate, second } = request;
      this.addVisitorOrder(date, { orderDate, second, tickets: choice.take }, into);
    }
    for (let i = 0; i < shopOnly; i += 1)
      this.addVisitorOrder(
        date,
        { orderDate: date, second: orderSecond(random), tickets: null },
        into,
      );
    const orders = into.orders.length;
    for (const meal of into.meals)
      this.weekRevenue.set(
        meal.restaurantId,
        (this.weekRevenue.get(meal.restaurantId) ?? 0) + meal.amount,
      );
    if (addRestaurantExpenses(park, random, date, this.weekRevenue, into))
      this.weekRevenue = new Map();
    addMaintenance(park, random, date, this.options.lastDay, into);
    addContactForms(random, this.options.seed, date, orders, this.settledVisitors, into);
    addRefunds(new DemoRandom(mixSeed(this.options.seed, dayNumber(date), 0x7ef0)), into);
    return into;
  }

  /**
   * The parties that want to visit `date` (those that moved to it, and the day's own until
   * their people make the day's visitors), in the order they order; and the day's shop-only
   * orders, which need no room.
   */
  private demandOf(
    date: IsoDate,
    weather: WeatherCondition,
  ): { requests: VisitRequest[]; shopOnly: number } {
    const { random } = this;
    const visitors = visitorsOfDay(date, weather, this.options.peakVisitors, random);
    const requests = this.moved.get(date) ?? [];
    this.moved.delete(date);
    const leadDates = leadDatesOf(date);
    const canShop = this.park.merchandise.length > 0;
    let shopOnly = 0;
    for (let wanted = 0; wanted < visitors;) {
      if (canShop && random.chance(ORDER_MIX.shopOnly)) {
        shopOnly += 1;
        continue;
      }
      const tickets = drawTickets(random);
      wanted += admissionsOf(tickets).total;
      const orderDate = leadDates[leadDays(random)]!;
      requests.push({ orderDate, second: orderSecond(random), tickets, moved: false });
    }
    // First come, first served (a stable sort: ties keep their order).
    requests.sort((a, b) => a.orderDate.localeCompare(b.orderDate) || a.second - b.second);
    return { requests, shopOnly };
  }

  /** The party orders a later day at the same moment; a day past the history is lost to it. */
  private moveTo(day: IsoDate, request: VisitRequest): void {
    if (day > this.options.lastDay) return;
    const queue = this.moved.get(day) ?? [];
    queue.push({ ...request, moved: true });
    this.moved.set(day, queue);
  }

  private addVisitorOrder(date: IsoDate, purchase: DemoPurchase, into: DemoDay): void {
    const returning = this.settledVisitors > 0 && !this.random.chance(NEW_VISITOR_SHARE);
    const ref = returning ? this.random.int(0, this.settledVisitors - 1) : this.visitorCount++;
    const person = demoPerson(this.options.seed, ref);
    addOrder({ park: this.park, random: this.random, day: date, into }, ref, person, purchase);
    if (returning) return;
    const order = into.orders[into.orders.length - 1]!;
    into.visitors.push({ ref, person, date: order.orderDate, second: order.second });
  }
}

/** Of the orders with tickets: cancelled by the visitor some days before the visit. */
export const CANCELLED_SHARE = 0.03;
/** Of the orders with tickets: refunded in full by a manager on the visit day. */
export const REFUNDED_SHARE = 0.006;
const REFUND_REASONS = ['Ride closed', 'Complaint', 'Sick on the day', 'Charged twice'];

/** The day's number since 1970 (a stable seed for each day's own draws). */
const dayNumber = (date: IsoDate) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * Cancellations and refunds of the day's orders with tickets, drawn from their own random
 * stream (so the rest of the history is the same with or without them): a share is cancelled by
 * the visitor between the order day and the day before the visit, a smaller share refunded by a
 * manager on the visit day.
 */
export function addRefunds(random: DemoRandom, into: DemoDay): void {
  into.orders.forEach((order, orderIndex) => {
    if (order.visitDate === null) return;
    const r = random.next();
    const lead = dayNumber(order.visitDate) - dayNumber(order.orderDate);
    if (r < CANCELLED_SHARE && lead > 0)
      into.refunds.push({
        orderIndex,
        kind: 'cancellation',
        reason: 'Cancelled by the visitor',
        day: addDays(order.orderDate, random.int(0, lead - 1)),
      });
    else if (r >= CANCELLED_SHARE && r < CANCELLED_SHARE + REFUNDED_SHARE)
      into.refunds.push({
        orderIndex,
        kind: 'refund',
        reason: random.pick(REFUND_REASONS),
        day: order.visitDate,
      });
  });
}
