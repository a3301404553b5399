import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect } from 'react';
import { areaFigures, dashboardBoxes, revenueByArea } from '../../../../reports/dashboard-figures';
import { PARK_NAME, PARK_TZ } from '../../app/park';
import { PageShell } from '../../components/page-shell';
import { DashboardBoxes } from './dashboard-boxes';
import { useDashboardDataQuery } from './dashboard-api';
import { ExportPdfButton } from './export-pdf-button';
import { LiveClock } from './live-clock';
import { useDashboardDay } from './use-dashboard-day';

// The charts bring @mui/x-charts: a chunk of its own, fetched while the figures load.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/**
 * /manager/dashboard: the live clock, the spec's four boxes for today and the gate's (today's
 * check-ins beside the admissions sold for today), the charts of the day and Export to PDF.
 * The figures are asked for once; a failure is only logged and the boxes keep their zeros
 * (spec §8).
 */
export function ManagerDashboardPage() {
  const day = useDashboardDay();
  const { data, error, isLoading } = useDashboardDataQuery(
    { startDate: day ?? '', endDate: day ?? '' },
    { skip: day === null, refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (error) console.error('Could not load the dashboard figures.', error);
  }, [error]);
  const figures = error ? null : data;
  const loading = day === null || isLoading;

  return (
    <PageShell title="Manager Dashboard" maxWidth={1280}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: -1,
          mb: 3,
        }}
      >
        <LiveClock />
        <ExportPdfButton
          input={() => ({
            dashboard: figures ?? null,
            title: PARK_NAME,
            printedAt: new Date(),
            timeZone: PARK_TZ,
            day: day ?? undefined,
          })}
        />
      </Box>
      <DashboardBoxes boxes={dashboardBoxes(figures)} />
      <Box sx={{ mt: 2 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
          <DashboardCharts
            areas={revenueByArea(figures)}
            figures={areaFigures(figures)}
            loading={loading}
          />
        </Suspense>
      </Box>
    </PageShell>
  );
}
