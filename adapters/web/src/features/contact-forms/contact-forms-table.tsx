import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ContactFormRow } from './contact-forms-api';

/** The columns of section 3's contact form, with headings a person reads. */
const COLUMNS: readonly { label: string; numeric?: boolean }[] = [
  { label: 'Submission ID', numeric: true },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Message' },
  { label: 'Ticket ID', numeric: true },
];

const NONE = '—';

/** "Jun 1, 2024" for a YYYY-MM-DD day (read at noon, so no time zone moves it). */
export function shortDate(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const typeLabel = (type: ContactFormRow['CType']) =>
  type ? type.charAt(0).toUpperCase() + type.slice(1) : NONE;

/** The messages, newest first as the server sends them; long messages wrap in their cell. */
export function ContactFormsTable({ rows }: { rows: ContactFormRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Contact forms">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.label}
                align={c.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.SubmissionID} sx={{ verticalAlign: 'top' }}>
              <TableCell align="right">{row.SubmissionID}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.Cname}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link href={`mailto:${row.Cemail}`}>{row.Cemail}</Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDate(row.Cdate)}</TableCell>
              <TableCell>{typeLabel(row.CType)}</TableCell>
              {/* 180: with a usual name and email every column fits beside the sidebar at 1280 px. */}
              <TableCell sx={{ minWidth: 180, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.Content}
              </TableCell>
              <TableCell align="right">{row.TicketID ?? NONE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
