import { dollarsToCents, formatUsd } from '../../core/shared/money';
import type { DashboardBody } from '../contract/reports';
import { DASHBOARD_TICKET_COUNTS } from '../contract/admission-wire';

/**
 * The manager dashboard as people read it: the spec's four boxes, the gate's box and the
 * revenue-by-area chart, already formatted. The web page and the PDF both draw from here, so the screen and
 * the printout always show the same figures. No jspdf here: the page imports this module at
 * once and the PDF builder only on click.
 */

export type DashboardArea = 'Tickets' | 'Dining' | 'Shop';
export const DASHBOARD_AREAS: readonly DashboardArea[] = ['Tickets', 'Dining', 'Shop'];

/** One colour per area, the park's purple and pink and a teal, on screen and on paper. */
export const AREA_COLORS: Record<DashboardArea, string> = {
  Tickets: '#5b3fa8',
  Dining: '#d9487f',
  Shop: '#1f8a7a',
};

export interface DashboardLine {
  label: string;
  value: string;
}

export interface DashboardBox {
  title: 'Tickets' | 'Restaurant' | 'Maintenance' | 'Shop' | 'Refunds' | 'Gate';
  /** The day the box's figures count by, in words (docs/reports.md): 'By visit day'. */
  countedBy: string;
  lines: DashboardLine[];
}

export interface DashboardBoxesOptions {
  /**
   * Whether the figures are the park's today (the web page always, the PDF and `park
   * dashboard` unless another day was asked for): the gate's check-ins then read "today".
   */
  today?: boolean;
}

export interface AreaRevenue {
  area: DashboardArea;
  revenue: number;
}

/** Dollars with the $ prefix and 2 decimals, through core's cents: '$1,234.50'. */
export const formatDollars = (dollars: number): string => formatUsd(dollarsToCents(dollars));

type Figures = Partial<Record<keyof DashboardBody, unknown>>;

/**
 * One figure under either of the spec's namings ('TotalTicketRevenue' or 'ticketRevenue');
 * anything missing or not a number reads as zero, as the spec wants for a failed load.
 */
function figure(body: Figures | null | undefined, ...names: (keyof DashboardBody)[]): number {
  for (const name of names) {
    const value = body?.[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return 0;
}

const money = (label: string, value: number): DashboardLine => ({
  label,
  value: formatDollars(value),
});
const count = (label: string, value: number): DashboardLine => ({
  label,
  value: Math.trunc(value).toLocaleString('en-US'),
});

/**
 * The four boxes of the spec, in its order, with its figures, then the sales with their
 * refunds (before tax, whenever refunded) and the net revenue (sales − those refunds), and
 * beside them the refunds paid out on the day, then the gate's: the check-ins of the day
 * beside the admissions sold for it. Each box names the day its figures count by
 * (docs/reports.md).
 */
export function dashboardBoxes(
  body: Figures | null | undefined,
  { today = true }: DashboardBoxesOptions = {},
): DashboardBox[] {
  const f = (...names: (keyof DashboardBody)[]) => figure(body, ...names);
  return [
    {
      title: 'Tickets',
      countedBy: 'By visit day',
      lines: [
        money('Revenue', f('TotalTicketRevenue', 'ticketRevenue')),
        ...DASHBOARD_TICKET_COUNTS.map((c) => count(c.label, f(...c.names))),
      ],
    },
    {
      title: 'Restaurant',
      countedBy: 'By transaction day; expense by expense day',
      lines: [
        money('Revenue', f('TotalRestaurantRevenue', 'restaurantRevenue')),
        money('Expense', f('restaurantExpense')),
        count(
          'Standard transactions',
          f('TotalStandardRestaurantTransactions', 'standardRestaurantTransactions'),
        ),
        count(
          'Deluxe transactions',
          f('TotalDeluxeRestaurantTransactions', 'deluxeRestaurantTransactions'),
        ),
        count(
          'Special transactions',
          f('TotalSpecialRestaurantTransactions', 'specialRestaurantTransactions'),
        ),
      ],
    },
    {
      title: 'Maintenance',
      countedBy: 'By the day each request was submitted',
      lines: [
        money('Expense', f('TotalMaintenanceExpenses', 'maintenanceExpenses')),
        count('Active requests', f('TotalActiveMaintenanceRequests', 'activeMaintenanceRequests')),
      ],
    },
    {
      title: 'Shop',
      countedBy: 'By order day',
      lines: [
        money('Revenue', f('TotalMerchandiseRevenue', 'merchandiseRevenue')),
        money('Expense', f('TotalMerchandiseExpenses', 'merchandiseExpenses')),
        count('Transactions', f('TotalMerchandiseTransactions', 'merchandiseTransactions')),
      ],
    },
    {
      title: 'Refunds',
      countedBy: 'Sales and their refunds by sale day; paid out by refund day',
      lines: [
        money('Sales', f('totalRevenue')),
        money('Refunds of these sales', f('totalRefunds')),
        money('Net revenue', f('totalNet')),
        money(today ? 'Refunds paid out today' : 'Refunds paid out', f('totalRefundsPaidOut')),
      ],
    },
    {
      title: 'Gate',
      countedBy: 'By visit day',
      lines: [
        count(today ? 'Check-ins today' : 'Check-ins', f('checkIns')),
        count('Admissions sold', f('admissionsSold')),
      ],
    },
  ];
}

/**
 * What Tickets, Dining and Shop took in: the answer's `revenueByArea`, or the same three
 * figures from the named fields when an answer has no list.
 */
export function revenueByArea(body: Figures | null | undefined): AreaRevenue[] {
  const listed = Array.isArray(body?.revenueByArea)
    ? (body.revenueByArea as Partial<AreaRevenue>[])
    : [];
  const named: Record<DashboardArea, number> = {
    Tickets: figure(body, 'TotalTicketRevenue', 'ticketRevenue'),
    Dining: figure(body, 'TotalRestaurantRevenue', 'restaurantRevenue'),
    Shop: figure(body, 'TotalMerchandiseRevenue', 'merchandiseRevenue'),
  };
  return DASHBOARD_AREAS.map((area) => {
    const row = listed.find((r) => r?.area === area);
    const revenue = typeof row?.revenue === 'number' ? row.revenue : named[area];
    return { area, revenue: Number.isFinite(revenue) ? revenue : 0 };
  });
}

export interface AreaFigures {
  area: DashboardArea | 'Maintenance';
  revenue: number;
  /** Refunds of that revenue (by the day it counts on, whenever refunded). */
  refunds: number;
  expense: number;
  profit: number;
}

const AREA_NAMES = [...DASHBOARD_AREAS, 'Maintenance'] as const;

/** Revenue, refunds, expense and profit of Tickets, Dining, Shop and Maintenance from `areas` (zeros if absent). */
export function areaFigures(body: Figures | null | undefined): AreaFigures[] {
  const listed = Array.isArray(body?.areas) ? (body.areas as Partial<AreaFigures>[]) : [];
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return AREA_NAMES.map((area) => {
    const row = listed.find((r) => r?.area === area);
    return {
      area,
      revenue: num(row?.revenue),
      refunds: num(row?.refunds),
      expense: num(row?.expense),
      profit: num(row?.profit),
    };
  });
}

/** True when nothing was sold: the chart says so instead of looking broken. */
export const noSales = (areas: readonly AreaRevenue[]): boolean =>
  areas.every((a) => a.revenue === 0);

export const NO_SALES_MESSAGE = 'No sales yet today';

/** A moment as the dashboard shows it, in the park's time zone: 'Sunday, November 22, 2026 at 4:13:07 AM'. */
export function formatDashboardMoment(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'medium',
  }).format(moment);
}
