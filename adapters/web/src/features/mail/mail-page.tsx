import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { serverProblemOf } from '../../api/http-errors';
import { PARK_TZ } from '../../app/park';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageShell } from '../../components/page-shell';
import { TableScroller } from '../../components/table-headings';
import { visuallyHidden } from '../../components/visually-hidden';
import { useMailPageQuery, useRetryMailMutation, type MailBody, type MailFilter } from './mail-api';
import { LoadFailedAlert } from '../../components/load-failed-alert';

const LOAD_FAILED = 'The mail could not be loaded.';
export const NO_MAIL = 'No mail with this status.';

const FILTERS: { value: MailFilter; label: string }[] = [
  { value: 'all', label: 'All mail' },
  { value: 'pending', label: 'Pending (to send)' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed (given up)' },
];

/** What each kind of mail is, in words. */
export const KIND_WORDS: Record<MailBody['kind'], string> = {
  notice: 'Notice',
  'password-reset': 'Password reset',
  tickets: 'Tickets',
  'day-closed': 'Day closed',
  welcome: 'Welcome',
};

const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PARK_TZ,
  timeZoneName: 'short',
});
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '');

/** A mail's delivery in words: "Sent Jul 1, 10:04 AM CDT", "Failed after 3 attempts", … */
export function deliveryWords(mail: MailBody): string {
  if (mail.status === 'sent') return `Sent ${when(mail.sentAt)}`;
  const tries = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  if (mail.status === 'failed') return `Failed after ${tries}`;
  return mail.attempts === 0 ? 'Pending: not tried yet' : `Pending: to try again (${tries} so far)`;
}

/**
 * /manager/mail: the mails the park wrote (password resets, tickets, closed days), newest first,
 * filtered by status, with what became of each and the server's last reply; a failed one is put
 * back to pending with Retry. Never a mail's body (a reset mail's holds a one-time link).
 */
export function MailPage() {
  const [filter, setFilter] = useState<MailFilter>('all');
  const { data, error, isError, isFetching, refetch } = useMailPageQuery(filter, {
    refetchOnMountOrArgChange: true,
  });
  const [retry, retrying] = useRetryMailMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  useEffect(() => {
    if (isError) console.error('Loading the mail failed.', error);
  }, [isError, error]);

  const onRetry = async (mail: MailBody) => {
    try {
      await retry(mail.id).unwrap();
      setNotice({ ok: true, text: `Mail #${mail.id} to ${mail.to} is pending again.` });
    } catch (failure) {
      setNotice({
        ok: false,
        text: serverProblemOf(failure)?.message ?? 'The mail could not be retried.',
      });
    }
    void refetch();
  };

  const body = () => {
    if (isError && !isFetching)
      return (
        <LoadFailedAlert message={serverProblemOf(error)?.message ?? LOAD_FAILED} retry={refetch} />
      );
    if (!data) return <LoadingIndicator label="Loading the mail..." />;
    if (data.mails.length === 0)
      return (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {NO_MAIL}
        </Typography>
      );
    const retryButton = (m: MailBody) =>
      m.status === 'failed' && (
        <Button
          size="small"
          variant="outlined"
          loading={retrying.isLoading && retrying.originalArgs === m.id}
          onClick={() => void onRetry(m)}
          aria-label={`Retry mail #${m.id} to ${m.to}`}
        >
          Retry
        </Button>
      );
    const list = phone ? (
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Mail"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {data.mails.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              p: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{m.subject}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              To {m.to} · {KIND_WORDS[m.kind]} · {when(m.createdAt)}
            </Typography>
            <Typography variant="body2">{deliveryWords(m)}</Typography>
            {m.lastError && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {m.lastError}
              </Typography>
            )}
            {m.status === 'failed' && <Box sx={{ mt: 1 }}>{retryButton(m)}</Box>}
          </Box>
        ))}
      </Paper>
    ) : null;
    return (
      <>
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          {data.mails.length === 1 ? '1 mail' : `${data.mails.length} mails`}
          {data.next !== null ? ' shown (the newest)' : ''}
        </Typography>
        {list ?? (
          <TableScroller label="Mail">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Written (park time)
                  </TableCell>
                  <TableCell component="th" scope="col">
                    To
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Subject
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Kind
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Delivery
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Last reply
                  </TableCell>
                  <TableCell component="th" scope="col">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.mails.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {when(m.createdAt)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.to}</TableCell>
                    <TableCell>{m.subject}</TableCell>
                    <TableCell>{KIND_WORDS[m.kind]}</TableCell>
                    <TableCell>{deliveryWords(m)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.lastError ?? ''}</TableCell>
                    <TableCell>{retryButton(m)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </>
    );
  };

  return (
    <PageShell
      title="Mail"
      subtitle="The mails the park wrote, newest first, and what became of each."
      maxWidth={1400}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Status"
          value={filter}
          onChange={(event) => {
            setNotice(null);
            setFilter(event.target.value as MailFilter);
          }}
          sx={{ minWidth: 220 }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {body()}
    </PageShell>
  );
}
