import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { AddressForm } from './address-fields';
import { StateSelect, ZipcodeField } from './us-state-options';

/** What a profile editor's `field(name)` gives an input: its name, value and change handler. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  fullWidth: boolean;
}

/**
 * A profile editor's state: the form being edited (null while the record is only shown), the
 * save error, and `field(name)`, which binds an input to the form; `clean` rewrites what is
 * typed into a field (the phone number's dashes).
 */
export function useProfileForm<F extends { [K in keyof F]: string }>(
  clean?: (name: keyof F, typed: string) => string,
) {
  const [form, setForm] = useState<F | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof F & string): BoundField => ({
    name,
    value: form?.[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = clean ? clean(name, event.target.value) : event.target.value;
      setForm((f) => (f ? { ...f, [name]: value } : f));
    },
    fullWidth: true,
  });
  return { form, setForm, error, setError, field };
}

/** A profile editor's title row: the heading, and the Edit button while nothing is edited. */
export function EditorTitleRow({ heading, action }: { heading: ReactNode; action: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
        flexWrap: 'wrap',
      }}
    >
      {heading}
      {action}
    </Box>
  );
}

/**
 * The address rows of the profile editors (the visitor's and the employee's): the street,
 * then city, state and zip on one row. `showStateCode` shows states as 'TX - Texas'.
 */
export function AddressBlock({
  field,
  showStateCode,
}: {
  field: (name: keyof AddressForm) => BoundField;
  showStateCode?: boolean;
}) {
  return (
    <>
      <TextField {...field('address')} label="Address" autoComplete="street-address" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' },
        }}
      >
        <TextField {...field('city')} label="City" autoComplete="address-level2" />
        <StateSelect {...field('state')} showCode={showStateCode} />
        <ZipcodeField {...field('zipcode')} />
      </Box>
    </>
  );
}

/** A field the profile editors show but never send (the email, the employee id). */
export function ReadOnlyField({
  name,
  label,
  value,
  helperText,
}: {
  name: string;
  label: string;
  value: string | number;
  helperText: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      fullWidth
      helperText={helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
    />
  );
}

/** The end of a profile editor: the save error, if any, then Cancel and Save. */
export function SaveOrCancel({
  error,
  busy,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Save
        </Button>
      </Box>
    </>
  );
}
