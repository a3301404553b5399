import { drawWeather, ordersOfDay } from './demo-calendar';
import { addOrder, leadDatesOf } from './demo-orders';
import { addContactForms, addMaintenance, addRestaurantExpenses } from './demo-operations';
import { demoPerson } from './demo-people';
import { DemoRandom, mixSeed } from './demo-random';
import type { DemoDay, DemoPark } from './demo-rows';
import type { IsoDate } from '../shared/dates';
import type { WeatherCondition } from '../weather/weather';

export interface DemoHistoryOptions {
  seed: number;
  /** The average number of orders (visitor checkouts) a day over a year. */
  ordersPerDay: number;
  /** The last day that will be generated: no request is resolved after it. */
  lastDay: IsoDate;
}

/** Of a day's orders, the share placed by a visitor never seen before in this history. */
export const NEW_VISITOR_SHARE = 0.4;

/**
 * Generates a park's history one day at a time, oldest first. Deterministic: the same park,
 * options and sequence of days give the same rows. It keeps only what crosses days: the
 * number of visitors so far (returning visitors come back) and each restaurant's voucher
 * revenue of the week (the weekly expenses follow it).
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

  constructor(
    private readonly park: DemoPark,
    private readonly options: DemoHistoryOptions,
  ) {
    this.random = new DemoRandom(mixSeed(options.seed, 0xda7a));
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
    };
    const orders = ordersOfDay(date, condition, this.options.ordersPerDay, random);
    this.settledVisitors = this.visitorsBeforeToday;
    this.visitorsBeforeToday = this.visitorCount;
    const leadDates = leadDatesOf(date);
    for (let i = 0; i < orders; i += 1) this.addVisitorOrder(date, leadDates, into);
    for (const meal of into.meals)
      this.weekRevenue.set(
        meal.restaurantId,
        (this.weekRevenue.get(meal.restaurantId) ?? 0) + meal.amount,
      );
    if (addRestaurantExpenses(park, random, date, this.weekRevenue, into))
      this.weekRevenue = new Map();
    addMaintenance(park, random, date, this.options.lastDay, into);
    addContactForms(random, this.options.seed, date, orders, this.settledVisitors, into);
    return into;
  }

  private addVisitorOrder(date: IsoDate, leadDates: readonly IsoDate[], into: DemoDay): void {
    const returning = this.settledVisitors > 0 && !this.random.chance(NEW_VISITOR_SHARE);
    const ref = returning ? this.random.int(0, this.settledVisitors - 1) : this.visitorCount++;
    const person = demoPerson(this.options.seed, ref);
    addOrder({ park: this.park, random: this.random, day: date, leadDates, into }, ref, person);
    if (returning) return;
    const order = into.orders[into.orders.length - 1]!;
    into.visitors.push({ ref, person, date: order.orderDate, second: order.second });
  }
}
