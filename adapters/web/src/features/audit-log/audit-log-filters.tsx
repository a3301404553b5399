import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { KNOWN_AUDIT_ACTIONS } from '../../../../../core/audit/audit';
import { DATE_MAX, DATE_MIN } from '../../../../../core/shared/dates';
import { filterProblems, NO_FILTER, type AuditFilter } from './audit-filter';

/**
 * From, To, Actor and Action. The form keeps its own draft and the page applies it on Apply (or
 * Enter), so typing an email does not ask the server at every key; Clear shows everything again.
 */
export function AuditLogFilters({
  applied,
  onApply,
}: {
  applied: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const [draft, setDraft] = useState<AuditFilter>(applied);
  const [shown, setShown] = useState(false);
  const problems = filterProblems(draft);
  const problem = (name: keyof AuditFilter) => (shown ? problems[name] : undefined);
  const set = (name: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: e.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length === 0) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTER);
    setShown(false);
    onApply(NO_FILTER);
  };

  const dateProps = {
    type: 'date',
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: DATE_MAX } },
  } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the audit log"
      noValidate
      onSubmit={submit}
      // Fields wrap to the next line rather than shrink: a date keeps room for its whole
      // "mm/dd/yyyy" and its picker button, an email for its text.
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        mb: 3,
        '& > .date-filter': { flex: '1 1 180px' },
        '& > .text-filter': { flex: '1 1 240px' },
      }}
    >
      <TextField
        {...dateProps}
        className="date-filter"
        label="From"
        name="from"
        value={draft.from}
        onChange={set('from')}
      />
      <TextField
        {...dateProps}
        className="date-filter"
        label="To"
        name="to"
        value={draft.to}
        onChange={set('to')}
        error={problem('to') !== undefined}
        helperText={problem('to')}
      />
      <TextField
        className="text-filter"
        label="Actor"
        name="actor"
        type="email"
        placeholder="name@example.com"
        fullWidth
        value={draft.actor}
        onChange={set('actor')}
        error={problem('actor') !== undefined}
        helperText={problem('actor') ?? 'Their email, any case'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        className="text-filter"
        label="Action"
        name="action"
        select
        fullWidth
        value={draft.action}
        onChange={set('action')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All actions</option>
        {KNOWN_AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {action}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, pt: 1, flex: '0 0 auto' }}>
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button type="button" variant="outlined" onClick={clear}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}
