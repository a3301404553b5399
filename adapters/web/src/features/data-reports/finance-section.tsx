import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { REPORT_BUCKETS } from '../../../../../core/admissions/products';
import { financeReportTable } from '../../../../reports/report-tables';
import { DateRangeFields, FilterGrid, SelectField, same, type Option } from './report-fields';
import { financeRequest, type FinanceForm } from './report-requests';
import { ReportResult } from './report-result';
import { useFinanceReportQuery } from './reports-api';

const CATEGORIES: Option[] = [
  { value: '', label: 'Select a category' },
  { value: 'tickets', label: 'Tickets' },
  { value: 'dining', label: 'Dining' },
  { value: 'merch', label: 'Merchandise' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'all', label: 'All' },
];
const TICKET_TYPES = same(['all', ...REPORT_BUCKETS.map((b) => b.label)]);
const DINING_TYPES = same(['all', 'Standard', 'Deluxe', 'Special']);
const FINANCE_KINDS: Option[] = [
  { value: 'revenue', label: 'Revenue' },
  { value: 'expense', label: 'Expense' },
];

const START: FinanceForm = {
  startDate: '',
  endDate: '',
  category: '',
  ticketType: 'all',
  financeType: 'revenue',
  diningType: 'all',
};

/** The finance report: the filters its category needs, refetched as they change. */
export function FinanceSection() {
  const [form, setForm] = useState<FinanceForm>(START);
  const set =
    <K extends keyof FinanceForm>(key: K) =>
    (value: string) =>
      setForm((f) => ({ ...f, [key]: value as FinanceForm[K] }));
  const request = financeRequest(form);
  const query = useFinanceReportQuery(request ?? skipToken);
  const { currentData } = query;
  // currentData belongs to this very request (undefined while another one loads).
  const table = currentData && request ? financeReportTable(currentData, request) : null;
  const { category } = form;
  return (
    <>
      <FilterGrid label="Finance report filters">
        <DateRangeFields form={form} onChange={setForm} />
        <SelectField
          label="Category"
          required
          value={category}
          options={CATEGORIES}
          onChange={set('category')}
        />
        {category === 'tickets' && (
          <SelectField
            label="Ticket Type"
            value={form.ticketType}
            options={TICKET_TYPES}
            onChange={set('ticketType')}
          />
        )}
        {(category === 'dining' || category === 'merch') && (
          <SelectField
            label="Revenue or Expense"
            value={form.financeType}
            options={FINANCE_KINDS}
            onChange={set('financeType')}
          />
        )}
        {category === 'dining' && (
          <SelectField
            label="Dining Type"
            value={form.diningType}
            options={DINING_TYPES}
            onChange={set('diningType')}
          />
        )}
      </FilterGrid>
      <ReportResult name="finance" state={{ ...query, table, request }} />
    </>
  );
}
