import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { parkToday } from '../../app/park';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageShell } from '../../components/page-shell';
import { useContactFormsQuery, type ContactFormRow } from './contact-forms-api';
import {
  defaultFilter,
  EMPTY_RESULT,
  END_BEFORE_START,
  filterProblem,
  type ContactFormsFilter,
} from './contact-forms-filter';
import { ContactFormsFilters } from './contact-forms-filters';
import { ContactFormsTable } from './contact-forms-table';
import { LoadFailedAlert } from '../../components/load-failed-alert';

const LOAD_FAILED = 'The contact forms could not be loaded.';

function Results({ rows }: { rows: ContactFormRow[] }) {
  if (rows.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {EMPTY_RESULT}
      </Typography>
    );
  }
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {rows.length === 1 ? '1 contact form' : `${rows.length} contact forms`}
      </Typography>
      <ContactFormsTable rows={rows} />
    </>
  );
}

/** /manager/view-contact-forms: the Contact Us messages of a date range and type. */
export function ViewContactFormsPage() {
  const [filter, setFilter] = useState<ContactFormsFilter>(() => defaultFilter(parkToday()));
  const problem = filterProblem(filter);
  // No call while the range is incomplete or wrong; `currentData` is only this filter's rows.
  const { currentData, isFetching, isError, refetch } = useContactFormsQuery(filter, {
    skip: problem !== null,
  });
  useEffect(() => {
    if (isError) console.error('Loading the contact forms failed.');
  }, [isError]);

  const body = () => {
    if (problem === END_BEFORE_START) return null; // said under End Date
    if (problem) return <Alert severity="info">{problem}</Alert>;
    if (isError && !isFetching) {
      return <LoadFailedAlert message={LOAD_FAILED} retry={refetch} />;
    }
    if (!currentData) return <LoadingIndicator label="Loading contact forms..." />;
    return <Results rows={currentData} />;
  };

  return (
    <PageShell title="View Contact Forms" maxWidth={1200}>
      <ContactFormsFilters
        filter={filter}
        endError={problem === END_BEFORE_START ? problem : null}
        onChange={setFilter}
      />
      {body()}
    </PageShell>
  );
}
