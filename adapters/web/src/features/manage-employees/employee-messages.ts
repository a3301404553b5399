/** The spec's strings of Manage Employees (section 8), and the words around them. */
export { EMPLOYEE_ADDED, EMPLOYEE_ARCHIVED } from '../../../../../core/employees/employee-admin';
export { PASSWORD_HINT } from '../../../../../core/employees/employee';

export const ADD_FAILED = 'Failed to Add Employee';
export const ADD_FAILED_TEXT = 'There was an error while adding the new employee.';
export const ARCHIVE_FAILED = 'Failed to Archive Employee';
export const ARCHIVE_FAILED_TEXT = 'There was an error while archiving the employee.';

export const ADDED_TEXT = 'The new employee has been added.';
export const ARCHIVED_TEXT = 'The employee has been archived and can no longer sign in.';
export const PASSWORD_ONCE =
  'Hand this password to the new employee now. It will not be shown again.';

/** The spec's failure text followed by the server's reason, as a sentence. */
export function withReason(text: string, reason: string): string {
  const trimmed = reason.trim();
  return /[.!?]$/.test(trimmed) ? `${text} ${trimmed}` : `${text} ${trimmed}.`;
}
