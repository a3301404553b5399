import Edit from '@mui/icons-material/Edit';
import {
  addressFormOf,
  addressRequestOf,
  addressRows,
  blankToNull,
  type AddressForm,
} from '../../components/address-fields';
import { DetailsList } from '../../components/details-list';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { formatPhone } from '../../../../../core/shared/phone';
import { US_STATES } from '../../../../../core/shared/us-states';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { LoadingIndicator } from '../../components/loading-indicator';
import { MessageDialog } from '../../components/message-dialog';
import {
  AddressBlock,
  EditorTitleRow,
  ReadOnlyField,
  SaveOrCancel,
  useProfileForm,
} from '../../components/profile-form-parts';
import { toStateCode } from '../../components/us-state-options';
import { employeeUpdated, selectEmployee } from '../../app/session/session-slice';
import { PageShell } from '../../components/page-shell';
import {
  useLoggedInEmployeeQuery,
  useUpdateLoggedInEmployeeMutation,
  type EmployeeBody,
  type UpdateEmployeeRequest,
} from '../../api/staff-api';
import {
  EMPLOYEE_SAVE_FAILED,
  EMPLOYEE_UPDATED,
  EMPLOYEE_UPDATED_TEXT,
  LOADING_EMPLOYEE,
} from './staff-messages';

interface EmployeeForm extends AddressForm {
  name: string;
  phoneNumber: string;
  email: string;
}

const formOf = (employee: EmployeeBody): EmployeeForm => ({
  name: employee.name,
  phoneNumber: employee.phoneNumber ?? '',
  email: employee.email,
  ...addressFormOf(employee),
});

/** The body of POST /updateLoggedInEmployee: the spec's eight fields, blanks as null. */
export function updateEmployeeRequest(id: number, form: EmployeeForm): UpdateEmployeeRequest {
  return {
    id,
    name: form.name.trim(),
    ...addressRequestOf(form),
    phoneNumber: blankToNull(form.phoneNumber),
    email: form.email.trim(),
  };
}

/** A state as "TX - Texas"; stored text that is no code is shown as it is. */
function stateLabel(value: string | null): string {
  const code = toStateCode(value);
  const found = US_STATES.find(([c]) => c === code);
  return found ? `${found[0]} - ${found[1]}` : (value ?? '');
}

function EmployeeView({ employee }: { employee: EmployeeBody }) {
  const rows: [string, string][] = [
    ['EID', String(employee.id)],
    ['Name', employee.name],
    ['Phone Number', employee.phoneNumber ?? ''],
    ['Email', employee.email],
    ...addressRows(employee, stateLabel),
  ];
  return <DetailsList rows={rows} />;
}

/** The profile editor both portals share: the session's own employee record. */
export function EmployeeProfileEditor({ heading }: { heading: string }) {
  const dispatch = useAppDispatch();
  const { data: employee, isError } = useLoggedInEmployeeQuery();
  const [updateEmployee, { isLoading: saving }] = useUpdateLoggedInEmployeeMutation();
  const { form, setForm, error, setError, field } = useProfileForm<EmployeeForm>((name, typed) =>
    name === 'phoneNumber' ? formatPhone(typed) : typed,
  );
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (isError) console.error('Loading the logged-in employee failed.');
  }, [isError]);
  const editing = form !== null && employee !== undefined;
  const startEditing = () => {
    if (employee) setForm(formOf(employee));
    setError(null);
  };
  // The form is built from the record each time Edit is pressed, so Cancel restores it.
  const cancel = () => {
    setForm(null);
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || !employee) return;
    setError(null);
    try {
      const answer = await updateEmployee(updateEmployeeRequest(employee.id, form)).unwrap();
      dispatch(employeeUpdated(answer));
      setForm(null);
      setSaved(true);
    } catch (failure) {
      console.error('Saving the employee failed.', failure);
      const status = httpStatusOf(failure);
      const problem = status === 400 || status === 409 ? serverProblemOf(failure) : null;
      setError(problem?.message ?? EMPLOYEE_SAVE_FAILED);
    }
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <EditorTitleRow
          heading={
            <Typography variant="h6" component="h2">
              {heading}
            </Typography>
          }
          action={
            employee &&
            !editing && (
              <Button variant="contained" startIcon={<Edit />} onClick={startEditing}>
                Edit
              </Button>
            )
          }
        />
        {!employee ? (
          // Until the employee is loaded (and, as the spec says, after a failed load).
          <LoadingIndicator label={LOADING_EMPLOYEE} />
        ) : !editing ? (
          <EmployeeView employee={employee} />
        ) : (
          <Box
            component="form"
            onSubmit={onSubmit}
            aria-label="Edit employee information"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <ReadOnlyField
              name="id"
              label="EID"
              value={employee.id}
              helperText="Your employee id cannot be changed."
            />
            <TextField {...field('name')} label="Name" autoComplete="name" autoFocus />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <TextField
                {...field('phoneNumber')}
                label="Phone Number"
                type="tel"
                autoComplete="tel-national"
                placeholder="512-555-0100"
                // No maxLength: it would cut a pasted "(512) 555-0100" before formatPhone keeps 10 digits.
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
              <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
            </Box>
            <AddressBlock field={field} showStateCode />
            <SaveOrCancel error={error} busy={saving} onCancel={cancel} />
          </Box>
        )}
      </Paper>
      <MessageDialog
        open={saved}
        title={EMPLOYEE_UPDATED}
        message={EMPLOYEE_UPDATED_TEXT}
        onClose={() => setSaved(false)}
      />
    </>
  );
}

/** /employee/profile and /manager/profile: a Welcome heading above the editor. */
export function EmployeeProfilePage({ title }: { title: string }) {
  const name = useAppSelector(selectEmployee)?.name;
  const subtitle = name ? `Good to see you, ${name}.` : undefined;
  return (
    <PageShell title={title} heading="Welcome" subtitle={subtitle}>
      <EmployeeProfileEditor heading={title} />
    </PageShell>
  );
}
