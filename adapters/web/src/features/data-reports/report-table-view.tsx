import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCell, type ReportColumn, type ReportTable } from '../../../../reports/report-tables';
import { TableScroller } from '../../components/table-headings';

const numeric = (c: ReportColumn) => c.format === 'money' || c.format === 'count';

/** The summary lines under a report (already at 2 decimals). */
function Summary({ table }: { table: ReportTable }) {
  return (
    <Box
      component="dl"
      aria-label={`${table.title} summary`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mt: 2,
      }}
    >
      {table.summary.map((line) => (
        <Box key={line.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {line.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A report's rows as an MUI table with its summary, or the report's empty message. The table
 * scrolls inside its own box with its first column (the day, the request) kept in view.
 */
export function ReportTableView({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) return <Typography role="status">{table.emptyMessage}</Typography>;
  return (
    <Box>
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: table.note ? 0.5 : 1 }}
      >
        {table.title}
      </Typography>
      {table.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {table.note}
        </Typography>
      )}
      {/* Wider than the page (the finance report's columns): it scrolls, its days kept. */}
      <TableScroller label={table.title} maxHeight={480}>
        <Table size="small" stickyHeader aria-label={table.title}>
          <TableHead>
            <TableRow>
              {table.columns.map((c) => (
                <TableCell key={c.key} align={numeric(c) ? 'right' : 'left'}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, i) => (
              <TableRow key={i}>
                {table.columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={numeric(c) ? 'right' : 'left'}
                    sx={c.format === 'text' ? undefined : { whiteSpace: 'nowrap' }}
                  >
                    {formatCell(c, row[c.key] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <Summary table={table} />
    </Box>
  );
}
