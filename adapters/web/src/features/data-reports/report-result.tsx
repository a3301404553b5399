import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { formatDashboardMoment } from '../../../../reports/dashboard-figures';
import { filterText, type ReportTable } from '../../../../reports/report-tables';
import { PARK_TZ } from '../../app/park';
import { ReportTableView } from './report-table-view';

/**
 * Saves data_report.pdf. jspdf is loaded on the first click only, so the page (and the rest
 * of the app) never downloads it otherwise.
 */
export async function saveDataReport(tables: ReportTable[], filters: object): Promise<void> {
  const { reportPdf, DATA_REPORT_FILE } = await import('../../../../reports/report-pdf');
  const meta = {
    title: 'Data Report',
    // In the park's time zone, as the dashboard's PDF prints it: the report's days are park days.
    generatedAt: formatDashboardMoment(new Date(), PARK_TZ),
    filters: filterText(filters),
  };
  reportPdf(tables, meta).save(DATA_REPORT_FILE);
}

/** What a report query gives the section: its table once it answered for these filters. */
export interface ReportState {
  table: ReportTable | null;
  request: object | null;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

/** The spec logs a failed report fetch and shows nothing. */
function useLoggedFailure(name: string, isError: boolean, error: unknown) {
  useEffect(() => {
    if (isError) console.error(`The ${name} report could not be loaded.`, error);
  }, [name, isError, error]);
}

/** A section's results: progress while fetching, the table or its empty message, the export. */
export function ReportResult({ name, state }: { name: string; state: ReportState }) {
  const { table, request, isFetching, isError, error } = state;
  const [exporting, setExporting] = useState(false);
  useLoggedFailure(name, isError, error);

  const onExport = async () => {
    if (!table || !request) return;
    setExporting(true);
    try {
      await saveDataReport([table], request);
    } catch (failure) {
      console.error('Saving data_report.pdf failed.', failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box aria-busy={isFetching} aria-label={`${name} report results`} role="region">
      {isFetching && <LinearProgress sx={{ mb: 2 }} aria-label={`Loading the ${name} report`} />}
      {table && !isFetching && <ReportTableView table={table} />}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdf />}
          onClick={onExport}
          disabled={!table || isFetching}
          loading={exporting}
        >
          Export to PDF
        </Button>
      </Box>
    </Box>
  );
}
