import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useState } from 'react';
import { changeInWords, parkClock } from '../../../../reports/audit-changes';
import { PARK_TZ } from '../../app/park';
import { TableScroller } from '../../components/table-headings';
import type { AuditEntryBody } from './audit-log-api';
import { AuditEntryDetails } from './audit-entry-details';

const COLUMNS = ['When (park time)', 'Actor', 'Action', 'Target', 'Change', 'Details'];
export const AUDIT_TABLE_LABEL = 'Audit entries, newest first';

/** When an entry was written, as the park's clock reads it: the day over the time and zone. */
function When({ at }: { at: string }) {
  const words = parkClock(at, PARK_TZ);
  // "Nov 27, 2026, 5:43 PM CST": the day on one line, the time on the next.
  const cut = words.lastIndexOf(', ');
  return (
    <time dateTime={at}>
      {cut < 0 ? (
        words
      ) : (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {words.slice(0, cut)},
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {words.slice(cut + 2)}
          </Box>
        </>
      )}
    </time>
  );
}

/** An email that breaks after its @ rather than anywhere. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The button that shows an entry's record before and after. */
function DetailsButton({
  entry,
  open,
  onToggle,
  controls,
}: {
  entry: AuditEntryBody;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <Button
      size="small"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} before and after of ${entry.action} on ${entry.target}`}
      endIcon={open ? <ExpandLess /> : <ExpandMore />}
    >
      {open ? 'Hide' : 'Show'}
    </Button>
  );
}

const inWords = (entry: AuditEntryBody) =>
  changeInWords(entry.action, entry.before, entry.after, PARK_TZ);

/** One entry's line, and under it (when opened) its record before and after. */
function EntryRows({ entry }: { entry: AuditEntryBody }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  return (
    <>
      <TableRow sx={{ verticalAlign: 'top', '& > td': open ? { borderBottom: 0 } : undefined }}>
        <TableCell sx={{ minWidth: 110 }}>
          <When at={entry.at} />
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
          <Email address={entry.actor.email} />
          <Typography variant="body2" color="text.secondary">
            {entry.actor.role}
          </Typography>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.target}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{inWords(entry)}</TableCell>
        <TableCell>
          <DetailsButton
            entry={entry}
            open={open}
            onToggle={() => setOpen((o) => !o)}
            controls={detailsId}
          />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={COLUMNS.length} sx={{ bgcolor: 'action.hover' }}>
            <AuditEntryDetails action={entry.action} before={entry.before} after={entry.after} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** On a phone: one card an entry, what it did in words first. */
function EntryCard({ entry }: { entry: AuditEntryBody }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.at}>{parkClock(entry.at, PARK_TZ)}</time>
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {entry.action} · {entry.target}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{inWords(entry)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        By {entry.actor.email} ({entry.actor.role})
      </Typography>
      <DetailsButton
        entry={entry}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        controls={detailsId}
      />
      {open && (
        <Box id={detailsId} sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          <AuditEntryDetails action={entry.action} before={entry.before} after={entry.after} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The entries of every page loaded so far, newest first as the server sends them: a table that
 * fits a desktop (its box scrolls sideways, the time kept, where it cannot), cards on a phone.
 */
export function AuditLogTable({ pages }: { pages: { entries: AuditEntryBody[] }[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const entries = pages.flatMap((page) => page.entries);
  if (phone)
    return (
      <Paper
        variant="outlined"
        component="ul"
        aria-label={AUDIT_TABLE_LABEL}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li:first-of-type': { borderTop: 0 } }}
      >
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </Paper>
    );
  return (
    <TableScroller label={AUDIT_TABLE_LABEL}>
      <Table size="small" aria-label={AUDIT_TABLE_LABEL}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <EntryRows entry={entry} />
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
