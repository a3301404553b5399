import { centsToDollars as d, type Cents } from '../../core/shared/money';
import { reportBucket, reportBucketOf } from '../../core/admissions/products';
import { COUNTED_BY, profitOf, type AreaFigures } from '../../core/reports/reports';
import type { FinanceReport } from '../../core/reports/finance-report';
import type { AreaFiguresBody, FinanceReportBody, ReportSummaryBody } from './reports';

export const areaBody = (a: AreaFigures): AreaFiguresBody => ({
  area: a.area,
  revenue: d(a.revenue),
  refunds: d(a.refunds),
  net: d(a.net),
  expense: d(a.expense),
  profit: d(a.profit),
  refundsPaidOut: d(a.refundsPaidOut),
});

const spread = (s: { days: number; amount: Cents; amountPerDay: Cents }): ReportSummaryBody => ({
  days: s.days,
  amount: d(s.amount),
  amountPerDay: d(s.amountPerDay),
});

/** A finance report under its category's key, in dollars. */
export function toFinanceReportBody(report: FinanceReport): FinanceReportBody {
  switch (report.category) {
    case 'tickets': {
      const { summary: s } = report;
      return {
        category: 'tickets',
        TicketData: {
          countedBy: COUNTED_BY.tickets,
          ticketType: report.ticketType,
          rows: report.rows.map((r) => ({
            date: r.date,
            ticketType: reportBucket(reportBucketOf(r.ticketType)).label,
            tickets: r.tickets,
            transactions: r.orders,
            revenue: d(r.revenue),
            amount: d(r.revenue),
          })),
          summary: {
            ...spread(s),
            tickets: s.tickets,
            transactions: s.transactions,
            revenue: d(s.amount),
          },
        },
      };
    }
    case 'dining': {
      const base = { diningType: report.diningType };
      if (report.financeType === 'revenue') {
        const { summary: s } = report;
        return {
          category: 'dining',
          diningData: {
            countedBy: COUNTED_BY.dining,
            ...base,
            financeType: 'revenue',
            rows: report.rows.map((r) => ({
              date: r.date,
              restaurantID: r.restaurantId,
              restaurantName: r.restaurantName,
              restaurantType: r.restaurantType,
              transactions: r.transactions,
              vouchers: r.vouchers,
              revenue: d(r.amount),
              amount: d(r.amount),
            })),
            summary: {
              ...spread(s),
              transactions: s.transactions,
              vouchers: s.vouchers,
              revenue: d(s.amount),
            },
          },
        };
      }
      const { summary: s } = report;
      return {
        category: 'dining',
        diningData: {
          countedBy: COUNTED_BY.diningExpense,
          ...base,
          financeType: 'expense',
          rows: report.rows.map((r) => ({
            date: r.date,
            restaurantID: r.restaurantId,
            restaurantName: r.restaurantName,
            restaurantType: r.restaurantType,
            entries: r.entries,
            produce: d(r.produce),
            supplies: d(r.supplies),
            utilities: d(r.utilities),
            expense: d(r.amount),
            amount: d(r.amount),
          })),
          summary: {
            ...spread(s),
            entries: s.entries,
            produce: d(s.produce),
            supplies: d(s.supplies),
            utilities: d(s.utilities),
            expense: d(s.amount),
          },
        },
      };
    }
    case 'merch': {
      const { summary: s, financeType } = report;
      return {
        category: 'merch',
        merchData: {
          countedBy: COUNTED_BY.shop,
          financeType,
          rows: report.rows.map((r) => ({
            date: r.date,
            MId: r.merchandiseId,
            name: r.name,
            type: r.itemType,
            transactions: r.orders,
            quantity: r.quantity,
            revenue: d(r.revenue),
            expense: d(r.cost),
            profit: d(profitOf(r.revenue, r.cost)),
            amount: d(financeType === 'revenue' ? r.revenue : r.cost),
          })),
          summary: {
            ...spread(s),
            transactions: s.transactions,
            quantity: s.quantity,
            revenue: d(s.revenue),
            expense: d(s.expense),
            profit: d(s.profit),
          },
        },
      };
    }
    case 'maintenance': {
      const { summary: s } = report;
      return {
        category: 'maintenance',
        maintData: {
          countedBy: COUNTED_BY.maintenance,
          rows: report.rows.map((r) => ({
            date: r.date,
            attractionID: r.attractionId,
            attractionName: r.attractionName,
            requests: r.requests,
            expense: d(r.cost),
            amount: d(r.cost),
          })),
          summary: { ...spread(s), requests: s.requests, expense: d(s.amount) },
        },
      };
    }
    case 'all': {
      const { summary: s } = report;
      return {
        category: 'all',
        profitData: {
          countedBy: COUNTED_BY,
          rows: report.rows.map((r) => ({
            date: r.date,
            ticketRevenue: d(r.ticketRevenue),
            diningRevenue: d(r.diningRevenue),
            diningExpense: d(r.diningExpense),
            merchRevenue: d(r.merchRevenue),
            merchExpense: d(r.merchExpense),
            maintenanceExpense: d(r.maintenanceExpense),
            revenue: d(r.revenue),
            refunds: d(r.refunds),
            net: d(r.net),
            expense: d(r.expense),
            profit: d(r.profit),
            amount: d(r.profit),
            refundsPaidOut: d(r.refundsPaidOut),
          })),
          summary: {
            ...spread(s),
            areas: s.areas.map(areaBody),
            revenue: d(s.revenue),
            refunds: d(s.refunds),
            net: d(s.net),
            expense: d(s.expense),
            profit: d(s.profit),
            refundsPaidOut: d(s.refundsPaidOut),
          },
        },
      };
    }
  }
}
