import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { AddEmployeeFields, type FieldErrors } from './add-employee-fields';
import { ADD_FAILED, ADD_FAILED_TEXT, withReason } from './employee-messages';
import { useAddEmployeeMutation } from './employees-api';
import {
  addEmployeeBody,
  EMPTY_NEW_EMPLOYEE,
  withField,
  type NewEmployeeField,
  type NewEmployeeForm,
} from './new-employee';

export interface Notice {
  title: string;
  message: string;
}

const FIELDS = new Set<string>(Object.keys(EMPTY_NEW_EMPLOYEE));

/** The 400 field messages that name an input of the form, by input. */
function fieldErrorsOf(errors: { path: string; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const { path, message } of errors) {
    if (FIELDS.has(path)) found[path as NewEmployeeField] ??= message;
  }
  return found;
}

/**
 * Add Employee. On success the form empties and `onAdded` gets the generated password; on a
 * failure everything typed stays, and a 400 or 409's own words say what to fix.
 */
export function AddEmployeeForm({
  onAdded,
  onNotice,
}: {
  onAdded: (generatedPassword: string | null) => void;
  onNotice: (notice: Notice) => void;
}) {
  const [add, { isLoading }] = useAddEmployeeMutation();
  const [form, setForm] = useState<NewEmployeeForm>(EMPTY_NEW_EMPLOYEE);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (name: NewEmployeeField, value: string) => {
    setForm((f) => withField(f, name, value));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await add(addEmployeeBody(form)).unwrap();
      setForm(EMPTY_NEW_EMPLOYEE);
      onAdded(answer.generatedPassword ?? null);
    } catch (failure) {
      console.error('Adding the employee failed.', failure);
      const status = httpStatusOf(failure);
      const problem = status === 400 || status === 409 ? serverProblemOf(failure) : null;
      if (problem) setErrors(fieldErrorsOf(problem.errors));
      onNotice({
        title: ADD_FAILED,
        message: problem ? withReason(ADD_FAILED_TEXT, problem.message) : ADD_FAILED_TEXT,
      });
    }
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-label="Add an employee"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <AddEmployeeFields form={form} errors={errors} onChange={change} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={isLoading}>
          Add Employee
        </Button>
      </Box>
    </Box>
  );
}
