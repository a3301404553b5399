import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DATE_MAX, DATE_MIN } from '../../../../../core/shared/dates';
import { TYPE_OPTIONS, type ContactFormsFilter } from './contact-forms-filter';

/**
 * Start date, end date and type. Each change is applied at once: the page asks again as
 * soon as both dates make a valid range, so there is no Search button to forget.
 */
export function ContactFormsFilters({
  filter,
  endError,
  onChange,
}: {
  filter: ContactFormsFilter;
  /** Shown under End Date (end before start). */
  endError: string | null;
  onChange: (filter: ContactFormsFilter) => void;
}) {
  const set = (name: keyof ContactFormsFilter) => (e: { target: { value: string } }) =>
    onChange({ ...filter, [name]: e.target.value });
  const dateProps = {
    type: 'date',
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: DATE_MAX } },
  } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter contact forms"
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        {...dateProps}
        label="Start Date"
        name="startDate"
        value={filter.startDate}
        onChange={set('startDate')}
      />
      <TextField
        {...dateProps}
        label="End Date"
        name="endDate"
        value={filter.endDate}
        onChange={set('endDate')}
        error={endError !== null}
        helperText={endError ?? undefined}
      />
      <TextField
        label="Type"
        name="type"
        select
        fullWidth
        value={filter.type}
        onChange={set('type')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
