import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { US_STATES } from '../../../../core/shared/us-states';

/**
 * The 50 states as native <option>s, valued by code, after a blank choice; shown by name, or
 * as 'TX - Texas' where the code matters (the employee forms).
 */
export function UsStateOptions({
  placeholder = 'Select a state',
  showCode = false,
}: {
  placeholder?: string;
  showCode?: boolean;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {showCode ? `${code} - ${name}` : name}
        </option>
      ))}
    </>
  );
}

/** The address forms' State select (native, so it works on phones and in tests alike). */
export function StateSelect({ showCode, ...props }: TextFieldProps & { showCode?: boolean }) {
  return (
    <TextField
      {...props}
      select
      label="State"
      autoComplete="address-level1"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <UsStateOptions showCode={showCode} />
    </TextField>
  );
}

/** The address forms' Zipcode field (a numeric keyboard on phones). */
export function ZipcodeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Zipcode"
      autoComplete="postal-code"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** A stored state (a code, or a name typed long ago) as a code of the list, else ''. */
export function toStateCode(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return '';
  const found = US_STATES.find(
    ([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text,
  );
  return found ? found[0] : '';
}

/** The name of a state code, or the stored text when it is not one of the 50. */
export function stateName(value: string | null | undefined): string {
  const code = toStateCode(value);
  return US_STATES.find(([c]) => c === code)?.[1] ?? value ?? '';
}
