import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { serverProblemOf } from '../../api/http-errors';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageShell } from '../../components/page-shell';
import { NO_FILTER, toQuery, type AuditFilter } from './audit-filter';
import { useAuditLogInfiniteQuery } from './audit-log-api';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import { LoadFailedAlert } from '../../components/load-failed-alert';

const LOAD_FAILED = 'The audit log could not be loaded.';
export const NO_ENTRIES = 'No audit entries match these filters.';

/**
 * /manager/audit-log: every write by staff or a manager (and the order writes), newest first,
 * filtered by days, actor and action; 50 at a time with Load more; each entry's record before
 * and after side by side.
 */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  // Opened again, the page asks again: the log grows with every write.
  const {
    data,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useAuditLogInfiniteQuery(toQuery(filter), { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (isError) console.error('Loading the audit log failed.', error);
  }, [isError, error]);

  const pages = data?.pages ?? [];
  const shown = pages.reduce((n, p) => n + p.entries.length, 0);

  const body = () => {
    if (isError && !isFetching)
      return (
        <LoadFailedAlert message={serverProblemOf(error)?.message ?? LOAD_FAILED} retry={refetch} />
      );
    if (!data) return <LoadingIndicator label="Loading the audit log..." />;
    if (shown === 0)
      return (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {NO_ENTRIES}
        </Typography>
      );
    return (
      <>
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          {shown === 1 ? '1 entry' : `${shown} entries`}
          {hasNextPage ? ' shown, more older ones to load' : ''}
        </Typography>
        <AuditLogTable pages={pages} />
        {hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
            >
              Load more
            </Button>
          </Box>
        )}
      </>
    );
  };

  return (
    <PageShell
      title="Audit Log"
      subtitle="Every write by staff or a manager, and the order changes, as it was made."
      maxWidth={1400}
    >
      <AuditLogFilters applied={filter} onApply={setFilter} />
      {body()}
    </PageShell>
  );
}
