import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { visitReportTable } from '../../../../reports/report-tables';
import { useAttractionListQuery } from '../../api/attractions-api';
import { useRestaurantListQuery } from '../../api/tickets-api';
import { DateRangeFields, FilterGrid, SelectField, type Option } from './report-fields';
import { visitRequest, type VisitForm } from './report-requests';
import { ReportResult } from './report-result';
import { useVisitReportQuery } from './reports-api';

const CATEGORIES: Option[] = [
  { value: '', label: 'Select a category' },
  { value: 'attractions', label: 'Attractions' },
  { value: 'dining', label: 'Dining' },
];

const START: VisitForm = { startDate: '', endDate: '', category: '', name: '' };

/** The names the chosen category can narrow to ('' = all of them). */
function useNameOptions(category: VisitForm['category']): { label: string; options: Option[] } {
  const { data: attractions = [] } = useAttractionListQuery(undefined, {
    skip: category !== 'attractions',
  });
  const { data: restaurants = [] } = useRestaurantListQuery(undefined, {
    skip: category !== 'dining',
  });
  const names = category === 'dining' ? restaurants : category === 'attractions' ? attractions : [];
  const label = category === 'dining' ? 'Restaurant' : 'Attraction';
  return {
    label,
    options: [
      { value: '', label: category === 'dining' ? 'All restaurants' : 'All attractions' },
      ...names.map((n) => ({ value: n.name, label: n.name })),
    ],
  };
}

/** The visit report: attractions or dining, optionally one name, refetched as they change. */
export function VisitSection() {
  const [form, setForm] = useState<VisitForm>(START);
  const names = useNameOptions(form.category);
  const request = visitRequest(form);
  const query = useVisitReportQuery(request ?? skipToken);
  const { currentData } = query;
  const table = currentData && request ? visitReportTable(currentData, request) : null;
  return (
    <>
      <FilterGrid label="Visit report filters">
        <DateRangeFields form={form} onChange={setForm} />
        <SelectField
          label="Category"
          required
          value={form.category}
          options={CATEGORIES}
          // A name belongs to one category, so a new category starts from all names.
          onChange={(value) =>
            setForm((f) => ({ ...f, category: value as VisitForm['category'], name: '' }))
          }
        />
        {form.category && (
          <SelectField
            label={names.label}
            value={form.name}
            options={names.options}
            onChange={(name) => setForm((f) => ({ ...f, name }))}
          />
        )}
      </FilterGrid>
      <ReportResult name="visit" state={{ ...query, table, request }} />
    </>
  );
}
