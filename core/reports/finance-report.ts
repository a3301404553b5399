import type { DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import { areaTotals, profitDays, type ProfitDay } from './report-summaries';
import {
  countOf,
  daysInRange,
  perDay,
  profitOf,
  reportRangeError,
  restaurantTypesOf,
  sumOf,
  ticketTypesOf,
  type AreaFigures,
  type DiningTypeFilter,
  type FinanceCategory,
  type FinanceKind,
  type ReportRange,
  type TicketTypeFilter,
} from './reports';
import { err, ok, type Result } from '../shared/result';
import type {
  MaintenanceCostDay,
  MerchandiseSalesDay,
  ReportRepository,
  RestaurantExpenseDay,
  RestaurantSalesDay,
  TicketSalesDay,
} from './report-repository';
import { ManagerUseCase, type Reader } from '../employees/permissions';

export interface FinanceReportInput extends ReportRange {
  category: FinanceCategory;
  ticketType: TicketTypeFilter;
  financeType: FinanceKind;
  diningType: DiningTypeFilter;
}

/** Every summary knows the range's length and the main amount spread over it. */
interface Spread {
  days: number;
  amount: Cents;
  amountPerDay: Cents;
}

export type FinanceReport =
  | {
      category: 'tickets';
      ticketType: TicketTypeFilter;
      rows: TicketSalesDay[];
      summary: Spread & { tickets: number; transactions: number };
    }
  | {
      category: 'dining';
      financeType: 'revenue';
      diningType: DiningTypeFilter;
      rows: RestaurantSalesDay[];
      summary: Spread & { transactions: number; vouchers: number };
    }
  | {
      category: 'dining';
      financeType: 'expense';
      diningType: DiningTypeFilter;
      rows: RestaurantExpenseDay[];
      summary: Spread & { entries: number; produce: Cents; supplies: Cents; utilities: Cents };
    }
  | {
      category: 'merch';
      financeType: FinanceKind;
      rows: MerchandiseSalesDay[];
      summary: Spread & {
        transactions: number;
        quantity: number;
        revenue: Cents;
        expense: Cents;
        profit: Cents;
      };
    }
  | {
      category: 'maintenance';
      rows: MaintenanceCostDay[];
      summary: Spread & { requests: number };
    }
  | {
      category: 'all';
      rows: ProfitDay[];
      summary: Spread & {
        areas: AreaFigures[];
        revenue: Cents;
        refunds: Cents;
        net: Cents;
        expense: Cents;
        profit: Cents;
        refundsPaidOut: Cents;
      };
    };

/**
 * The Finance report: rows by day for one category, and a summary of the range. A Manager's (or
 * the `park` command's).
 */
export class GetFinanceReport extends ManagerUseCase<
  FinanceReportInput,
  FinanceReport,
  DomainError,
  Reader
> {
  constructor(private readonly reports: ReportRepository) {
    super();
  }

  protected async run(input: FinanceReportInput): Promise<Result<FinanceReport, DomainError>> {
    const problem = reportRangeError(input);
    if (problem) return err(problem);
    const range = { start: input.start, end: input.end };
    const days = daysInRange(range);
    const spread = (amount: Cents): Spread => ({
      days,
      amount,
      amountPerDay: perDay(amount, days),
    });
    const r = this.reports;
    switch (input.category) {
      case 'tickets': {
        const types = ticketTypesOf(input.ticketType);
        const [rows, orders] = await Promise.all([
          r.ticketSales(range, types),
          r.ticketOrders(range, types),
        ]);
        const summary = {
          ...spread(sumOf(rows, (t) => t.revenue)),
          tickets: countOf(rows, (t) => t.tickets),
          transactions: countOf(orders, (d) => d.count),
        };
        return ok({ category: 'tickets', ticketType: input.ticketType, rows, summary });
      }
      case 'dining': {
        const types = restaurantTypesOf(input.diningType);
        const { diningType } = input;
        if (input.financeType === 'revenue') {
          const rows = await r.restaurantSales(range, types);
          const summary = {
            ...spread(sumOf(rows, (m) => m.amount)),
            transactions: countOf(rows, (m) => m.transactions),
            vouchers: countOf(rows, (m) => m.vouchers),
          };
          return ok({ category: 'dining', financeType: 'revenue', diningType, rows, summary });
        }
        const rows = await r.restaurantExpenses(range, types);
        const summary = {
          ...spread(sumOf(rows, (e) => e.amount)),
          entries: countOf(rows, (e) => e.entries),
          produce: sumOf(rows, (e) => e.produce),
          supplies: sumOf(rows, (e) => e.supplies),
          utilities: sumOf(rows, (e) => e.utilities),
        };
        return ok({ category: 'dining', financeType: 'expense', diningType, rows, summary });
      }
      case 'merch': {
        const [rows, orders] = await Promise.all([
          r.merchandiseSales(range),
          r.merchandiseOrders(range),
        ]);
        const revenue = sumOf(rows, (m) => m.revenue);
        const expense = sumOf(rows, (m) => m.cost);
        const summary = {
          ...spread(input.financeType === 'revenue' ? revenue : expense),
          transactions: countOf(orders, (d) => d.count),
          quantity: countOf(rows, (m) => m.quantity),
          revenue,
          expense,
          profit: profitOf(revenue, expense),
        };
        return ok({ category: 'merch', financeType: input.financeType, rows, summary });
      }
      case 'maintenance': {
        const rows = await r.maintenanceCosts(range);
        const summary = {
          ...spread(sumOf(rows, (m) => m.cost)),
          requests: countOf(rows, (m) => m.requests),
        };
        return ok({ category: 'maintenance', rows, summary });
      }
      case 'all': {
        const amounts = await r.areaAmounts(range);
        const rows = profitDays(amounts);
        const { areas, total } = areaTotals(amounts);
        return ok({ category: 'all', rows, summary: { ...spread(total.profit), areas, ...total } });
      }
    }
  }
}
