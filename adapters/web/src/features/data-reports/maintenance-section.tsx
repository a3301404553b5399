import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { maintenanceReportTable } from '../../../../reports/report-tables';
import { useAttractionListQuery } from '../../api/attractions-api';
import { DateRangeFields, FilterGrid, SelectField, type Option } from './report-fields';
import { maintenanceRequest, type MaintenanceForm } from './report-requests';
import { ReportResult } from './report-result';
import { useMaintenanceReportQuery } from './reports-api';
import { useDebounced } from './use-debounced';

/** The report's status filter values (spec section 4); blank means all. */
const STATUSES: Option[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

const KEYWORD_MAX = 100;
const KEYWORD_PAUSE_MS = 400;

const START: MaintenanceForm = {
  startDate: '',
  endDate: '',
  status: '',
  keyword: '',
  attractionName: '',
};

/** The maintenance report: status, keyword and attraction, refetched as they change. */
export function MaintenanceSection() {
  const [form, setForm] = useState<MaintenanceForm>(START);
  const set = (key: keyof MaintenanceForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const { data: attractions = [] } = useAttractionListQuery();
  const keyword = useDebounced(form.keyword, KEYWORD_PAUSE_MS);
  const request = maintenanceRequest({ ...form, keyword });
  const query = useMaintenanceReportQuery(request ?? skipToken);
  const { currentData } = query;
  const table = currentData && request ? maintenanceReportTable(currentData, request) : null;
  const attractionOptions = [
    { value: '', label: 'All attractions' },
    ...attractions.map((a) => ({ value: a.name, label: a.name })),
  ];
  return (
    <>
      <FilterGrid label="Maintenance report filters">
        <DateRangeFields form={form} onChange={setForm} />
        <SelectField
          label="Status"
          value={form.status}
          options={STATUSES}
          onChange={set('status')}
        />
        <SelectField
          label="Attraction"
          value={form.attractionName}
          options={attractionOptions}
          onChange={set('attractionName')}
        />
        <TextField
          label="Keyword"
          fullWidth
          value={form.keyword}
          onChange={(e) => set('keyword')(e.target.value)}
          helperText="Found in the subject or the comment"
          slotProps={{ htmlInput: { maxLength: KEYWORD_MAX } }}
        />
      </FilterGrid>
      <ReportResult name="maintenance" state={{ ...query, table, request }} />
    </>
  );
}
