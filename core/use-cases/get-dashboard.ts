import type { DomainError } from '../domain/errors';
import type { Cents } from '../domain/money';
import { areaTotals, profitDays } from '../domain/report-summaries';
import {
  countOf,
  reportRangeError,
  restaurantTypesOf,
  sumOf,
  ticketTypesOf,
  type AreaFigures,
  type ReportRange,
} from '../domain/reports';
import { err, ok, type Result } from '../domain/result';
import type { ReportRepository } from '../ports/report-repository';

/** The manager dashboard's figures over a range (the web asks for today only). */
export interface DashboardFigures {
  ticketRevenue: Cents;
  ticketTransactions: number;
  standardTickets: number;
  expressTickets: number;
  childTickets: number;
  restaurantRevenue: Cents;
  restaurantExpense: Cents;
  restaurantTransactions: number;
  standardRestaurantTransactions: number;
  deluxeRestaurantTransactions: number;
  specialRestaurantTransactions: number;
  merchandiseRevenue: Cents;
  merchandiseExpenses: Cents;
  merchandiseTransactions: number;
  maintenanceExpenses: Cents;
  /** Requests submitted by the end date and not resolved by the end of it. */
  activeMaintenanceRequests: number;
  /** Revenue, expense and profit of Tickets, Dining, Shop and Maintenance. */
  areas: AreaFigures[];
  total: { revenue: Cents; expense: Cents; profit: Cents };
}

/**
 * The dashboard: the same per-day figures as the finance report (so the two always agree),
 * added up over the range.
 */
export class GetDashboard {
  constructor(private readonly reports: ReportRepository) {}

  async execute(range: ReportRange): Promise<Result<DashboardFigures, DomainError>> {
    const problem = reportRangeError(range);
    if (problem) return err(problem);
    const r = this.reports;
    const [tickets, ticketOrders, meals, expenses, merch, merchOrders, maintenance, active] =
      await Promise.all([
        r.ticketSales(range, ticketTypesOf('all')),
        r.ticketOrders(range, ticketTypesOf('all')),
        r.restaurantSales(range, restaurantTypesOf('all')),
        r.restaurantExpenses(range, restaurantTypesOf('all')),
        r.merchandiseSales(range),
        r.merchandiseOrders(range),
        r.maintenanceCosts(range),
        r.activeMaintenanceRequests(range.end),
      ]);
    const ticketsOf = (type: string) =>
      countOf(
        tickets.filter((t) => t.ticketType === type),
        (t) => t.tickets,
      );
    const mealsOf = (type: string) =>
      countOf(
        meals.filter((m) => m.restaurantType === type),
        (m) => m.transactions,
      );
    const { areas, total } = areaTotals(
      profitDays({
        ticketRevenue: tickets.map((t) => ({ date: t.date, amount: t.revenue })),
        diningRevenue: meals.map((m) => ({ date: m.date, amount: m.amount })),
        diningExpense: expenses.map((e) => ({ date: e.date, amount: e.amount })),
        merchRevenue: merch.map((m) => ({ date: m.date, amount: m.revenue })),
        merchExpense: merch.map((m) => ({ date: m.date, amount: m.cost })),
        maintenanceExpense: maintenance.map((m) => ({ date: m.date, amount: m.cost })),
      }),
    );
    return ok({
      ticketRevenue: sumOf(tickets, (t) => t.revenue),
      ticketTransactions: countOf(ticketOrders, (d) => d.count),
      standardTickets: ticketsOf('standard'),
      expressTickets: ticketsOf('express'),
      childTickets: ticketsOf('child'),
      restaurantRevenue: sumOf(meals, (m) => m.amount),
      restaurantExpense: sumOf(expenses, (e) => e.amount),
      restaurantTransactions: countOf(meals, (m) => m.transactions),
      standardRestaurantTransactions: mealsOf('Standard'),
      deluxeRestaurantTransactions: mealsOf('Deluxe'),
      specialRestaurantTransactions: mealsOf('Special'),
      merchandiseRevenue: sumOf(merch, (m) => m.revenue),
      merchandiseExpenses: sumOf(merch, (m) => m.cost),
      merchandiseTransactions: countOf(merchOrders, (d) => d.count),
      maintenanceExpenses: sumOf(maintenance, (m) => m.cost),
      activeMaintenanceRequests: active,
      areas,
      total,
    });
  }
}
