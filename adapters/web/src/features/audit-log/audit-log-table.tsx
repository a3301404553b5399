import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { changeSummary } from '../../../../reports/audit-changes';
import { parkTime } from '../../../../reports/gate-answer';
import { PARK_TZ } from '../../app/park';
import type { AuditEntryBody } from './audit-log-api';
import { AuditEntryDetails } from './audit-entry-details';

const COLUMNS = ['When (park time)', 'Actor', 'Action', 'Target', 'Change', 'Details'];

/** One entry's line, and under it (when opened) its record before and after. */
function EntryRows({ entry }: { entry: AuditEntryBody }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  const summary = changeSummary(entry.before, entry.after);
  return (
    <>
      <TableRow sx={{ verticalAlign: 'top', '& > td': open ? { borderBottom: 0 } : undefined }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.at}>{parkTime(entry.at, PARK_TZ)}</time>
        </TableCell>
        <TableCell>
          {entry.actor.email}
          <Typography variant="body2" color="text.secondary">
            {entry.actor.role}
          </Typography>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.action}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.target}</TableCell>
        <TableCell sx={{ wordBreak: 'break-word', minWidth: 200 }}>{summary}</TableCell>
        <TableCell>
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} before and after of ${entry.action} on ${entry.target}`}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            {open ? 'Hide' : 'Show'}
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={COLUMNS.length} sx={{ bgcolor: 'action.hover' }}>
            <AuditEntryDetails before={entry.before} after={entry.after} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The entries of every page loaded so far, newest first as the server sends them. */
export function AuditLogTable({ pages }: { pages: { entries: AuditEntryBody[] }[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Audit entries, newest first">
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
          {pages.map((page, i) => (
            <Fragment key={i}>
              {page.entries.map((entry) => (
                <EntryRows key={entry.id} entry={entry} />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
