import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DATE_MAX, DATE_MIN } from '../../../../../core/shared/dates';
import { EMPLOYEE_ROLES, generateEmployeePassword } from '../../../../../core/employees/employee';
import { parkToday } from '../../app/park';
import { UsStateOptions } from '../../components/us-state-options';
import { PASSWORD_HINT } from './employee-messages';
import type { NewEmployeeField, NewEmployeeForm } from './new-employee';

export type FieldErrors = Partial<Record<NewEmployeeField, string>>;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const grid = (columns: string) =>
  ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } }) as const;

// The rule's own answer for a sample name, so the example can never drift from the rule.
const EXAMPLE = `Jane Doe, born 1990 → ${generateEmployeePassword('Jane Doe', '1990-05-01')}`;

/** The inputs of the Add Employee form; the server's 400 field messages show under each. */
export function AddEmployeeFields({
  form,
  errors,
  onChange,
}: {
  form: NewEmployeeForm;
  errors: FieldErrors;
  onChange: (name: NewEmployeeField, value: string) => void;
}) {
  const field = (name: NewEmployeeField, label: string): TextFieldProps => ({
    name,
    label,
    required: true,
    fullWidth: true,
    value: form[name],
    onChange: (e) => onChange(name, e.target.value),
    error: errors[name] !== undefined,
    helperText: errors[name],
  });
  const today = parkToday();
  return (
    <>
      <Box sx={grid('2fr 1fr 1fr')}>
        <TextField
          {...field('fullname', 'Full Name')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...field('DOB', 'Date of Birth')}
          type="date"
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: DATE_MIN, max: today < DATE_MAX ? today : DATE_MAX },
          }}
        />
        <TextField {...field('role', 'Role')} select slotProps={nativeSelect}>
          {EMPLOYEE_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={grid('1fr 1fr')}>
        <TextField {...field('email', 'Email')} type="email" autoComplete="off" />
        <TextField
          {...field('phoneNum', 'Phone Number')}
          type="tel"
          placeholder="512-555-0100"
          // No maxLength: it would cut a pasted "(512) 555-0100" before formatPhone keeps 10 digits.
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      </Box>
      <TextField {...field('address', 'Address')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Box sx={grid('2fr 2fr 1fr')}>
        <TextField {...field('city', 'City')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField {...field('state', 'State')} select slotProps={nativeSelect}>
          <UsStateOptions />
        </TextField>
        <TextField
          {...field('zipcode', 'Zipcode')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
      <Alert severity="info" aria-label="Password">
        <strong>Password:</strong> generated when the employee is added, by the rule{' '}
        <em>{PASSWORD_HINT}</em> ({EXAMPLE}). You will see it once, to hand over.
      </Alert>
    </>
  );
}
