import { reportRangeProblem, type TicketTypeFilter } from '../../../../../core/reports/reports';
import type {
  FinanceReportRequest,
  MaintenanceReportRequest,
  VisitReportRequest,
} from './reports-api';

/** The date range of one report form, as typed ('' until chosen). */
export interface RangeForm {
  startDate: string;
  endDate: string;
}

/** Why the range cannot be reported yet (shown under the end date), or null. */
export function rangeProblem({ startDate, endDate }: RangeForm): string | null {
  if (!startDate || !endDate) return null;
  return reportRangeProblem({ start: startDate, end: endDate });
}

const rangeReady = (form: RangeForm) =>
  Boolean(form.startDate && form.endDate) && rangeProblem(form) === null;

export interface FinanceForm extends RangeForm {
  category: '' | FinanceReportRequest['category'];
  ticketType: TicketTypeFilter;
  financeType: 'revenue' | 'expense';
  diningType: 'Standard' | 'Deluxe' | 'Special' | 'all';
}

/** POST /finance-report's body (spec section 7), or null until start, end and category are set. */
export function financeRequest(form: FinanceForm): FinanceReportRequest | null {
  if (!rangeReady(form) || !form.category) return null;
  const base = { startDate: form.startDate, endDate: form.endDate };
  switch (form.category) {
    case 'tickets':
      return { ...base, category: 'tickets', ticketType: form.ticketType };
    case 'dining':
      return {
        ...base,
        category: 'dining',
        financeType: form.financeType,
        diningType: form.diningType,
      };
    case 'merch':
      return { ...base, category: 'merch', financeType: form.financeType };
    case 'maintenance':
      return { ...base, category: 'maintenance', type: 'expense' };
    case 'all':
      return { ...base, category: 'all', type: 'profit' };
  }
}

export interface MaintenanceForm extends RangeForm {
  /** '' = all, 'pending', 'In Progress', 'completed' (spec section 4). */
  status: string;
  keyword: string;
  attractionName: string;
}

/** POST /maintenance-report's body, or null until the range is set (blank filters = all). */
export function maintenanceRequest(form: MaintenanceForm): MaintenanceReportRequest | null {
  if (!rangeReady(form)) return null;
  return {
    startDate: form.startDate,
    endDate: form.endDate,
    maintenanceStatus: form.status,
    maintenanceKeyword: form.keyword.trim(),
    attractionName: form.attractionName,
  };
}

export interface VisitForm extends RangeForm {
  category: '' | VisitReportRequest['category'];
  /** An attraction or a restaurant name as the category says; '' = all. */
  name: string;
}

/** POST /visit-report's body, or null until start, end and category are set. */
export function visitRequest(form: VisitForm): VisitReportRequest | null {
  if (!rangeReady(form) || !form.category) return null;
  const name = form.name || null;
  return {
    startDate: form.startDate,
    endDate: form.endDate,
    category: form.category,
    attractionName: form.category === 'attractions' ? name : null,
    diningName: form.category === 'dining' ? name : null,
  };
}
