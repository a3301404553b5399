import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import type { Notice } from './add-employee-form';
import {
  ARCHIVE_FAILED,
  ARCHIVE_FAILED_TEXT,
  ARCHIVED_TEXT,
  EMPLOYEE_ARCHIVED,
  withReason,
} from './employee-messages';
import { useArchiveEmployeeMutation, type EmployeeListRow } from './employees-api';

/**
 * Archives an employee and says how it went in a notice ("Employee Archived", or why not: 404
 * gone already, 409 archived already or oneself, in the server's words). True when archived.
 */
export function useArchiveEmployee(onNotice: (notice: Notice) => void) {
  const [mutate, { isLoading }] = useArchiveEmployeeMutation();
  const archive = async (employeeId: number): Promise<boolean> => {
    try {
      await mutate({ employeeToArchive: employeeId }).unwrap();
      onNotice({ title: EMPLOYEE_ARCHIVED, message: ARCHIVED_TEXT });
      return true;
    } catch (failure) {
      console.error('Archiving the employee failed.', failure);
      const status = httpStatusOf(failure);
      const problem = status === 404 || status === 409 ? serverProblemOf(failure) : null;
      onNotice({
        title: ARCHIVE_FAILED,
        message: problem ? withReason(ARCHIVE_FAILED_TEXT, problem.message) : ARCHIVE_FAILED_TEXT,
      });
      return false;
    }
  };
  return { archive, isLoading };
}

/**
 * Archive Employee: choose one by name, then Archive. The selection clears on success and
 * the list (held by the page) reloads without the archived employee.
 */
export function ArchiveEmployeeForm({
  employees,
  onNotice,
}: {
  employees: EmployeeListRow[];
  onNotice: (notice: Notice) => void;
}) {
  const { archive, isLoading } = useArchiveEmployee(onNotice);
  const [selectedId, setSelectedId] = useState('');
  const chosen = employees.some((e) => String(e.id) === selectedId);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    if (await archive(Number(selectedId))) setSelectedId('');
  };

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      aria-label="Archive an employee"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label="Employee"
        name="employeeToArchive"
        select
        required
        value={selectedId}
        onChange={(e) => setSelectedId(e.target.value)}
        helperText="An archived employee can no longer sign in; their history is kept."
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 260px' }}
      >
        <option value="">Select an employee</option>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        color="error"
        disabled={!chosen}
        loading={isLoading}
        sx={{ mt: 1 }}
      >
        Archive
      </Button>
    </Box>
  );
}
