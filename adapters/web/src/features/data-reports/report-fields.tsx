import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DATE_MAX, DATE_MIN } from '../../../../../core/shared/dates';
import { rangeProblem, type RangeForm } from './report-requests';

/** The filters of one report laid out in a responsive grid. */
export function FilterGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}
    >
      {children}
    </Box>
  );
}

/** Start and end date (required, 1900-01-01…2099-12-31); a bad range says why under the end. */
export function DateRangeFields<F extends RangeForm>({
  form,
  onChange,
}: {
  form: F;
  onChange: (next: F) => void;
}) {
  const problem = rangeProblem(form);
  const bounds = {
    inputLabel: { shrink: true },
    htmlInput: { min: DATE_MIN, max: DATE_MAX },
  } as const;
  return (
    <>
      <TextField
        label="Start Date"
        type="date"
        required
        fullWidth
        value={form.startDate}
        onChange={(e) => onChange({ ...form, startDate: e.target.value })}
        slotProps={bounds}
      />
      <TextField
        label="End Date"
        type="date"
        required
        fullWidth
        value={form.endDate}
        onChange={(e) => onChange({ ...form, endDate: e.target.value })}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={bounds}
      />
    </>
  );
}

export type Option = { value: string; label: string };

/** A native select (quick on phones and easy to test), its first option the blank choice. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required = false,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      select
      fullWidth
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** Options whose label is their value. */
export const same = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));
