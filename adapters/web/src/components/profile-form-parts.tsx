import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
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
