import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  changedFields,
  fieldInWords,
  fieldNames,
  keepsCents,
  valueInWords,
} from '../../../../reports/audit-changes';
import { PARK_TZ } from '../../app/park';

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Read by screen readers only: the highlight is also said in words. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One side of an entry: its fields in rows, the changed ones highlighted (and said to be). */
function Side({
  title,
  record,
  fields,
  changed,
  missing,
  cents,
}: {
  cents: boolean;
  title: string;
  record: unknown;
  fields: string[];
  changed: ReadonlySet<string>;
  missing: string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {record === null ? (
        <Typography color="text.secondary">{missing}</Typography>
      ) : !isRecord(record) ? (
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(record, null, 2)}
        </Box>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Field
              </TableCell>
              <TableCell component="th" scope="col">
                Value
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => {
              const isChanged = changed.has(field);
              return (
                <TableRow
                  key={field}
                  data-changed={isChanged || undefined}
                  sx={
                    isChanged
                      ? { bgcolor: 'warning.light', '& td, & th': { fontWeight: 700 } }
                      : undefined
                  }
                >
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {fieldInWords(field)}
                    {isChanged && (
                      <Box component="span" sx={srOnly}>
                        {' '}
                        (changed)
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {field in record
                      ? valueInWords(record[field], PARK_TZ, { key: field, cents })
                      : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * An entry's record before and after, side by side (one above the other on a phone), the same
 * fields in the same order on both sides, those that changed highlighted.
 */
export function AuditEntryDetails({
  action,
  before,
  after,
}: {
  action: string;
  before: unknown;
  after: unknown;
}) {
  const cents = keepsCents(action);
  const fields = fieldNames(before, after);
  const changed = new Set(before !== null && after !== null ? changedFields(before, after) : []);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Side
        title="Before"
        record={before}
        fields={fields}
        changed={changed}
        missing="None: it did not exist yet."
        cents={cents}
      />
      <Side
        title="After"
        record={after}
        fields={fields}
        changed={changed}
        missing="None: it no longer exists."
        cents={cents}
      />
    </Box>
  );
}
