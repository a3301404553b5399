export const EMPLOYEE_ROLES = ['Manager', 'Staff'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const PASSWORD_HINT = 'First letter of the first name (UPPERCASE) + Last name + Birth Year';

/**
 * The generated password of a new employee: the first letter of the first name in
 * upper case, the last name, and the birth year. "jane van doe", 1990-05-01 → "Jdoe1990".
 * Returns null when the name or date cannot make one.
 */
export function generateEmployeePassword(fullname: string, dob: string): string | null {
  const names = fullname.trim().split(/\s+/).filter(Boolean);
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(dob)?.[1];
  if (names.length < 2 || !year) return null;
  const first = names[0]!;
  const last = names[names.length - 1]!;
  return `${first.charAt(0).toUpperCase()}${last}${year}`;
}

/** Staff see the employee portal; every other role is treated as manager-level. */
export function isManagerRole(role: string): boolean {
  return role !== 'Staff';
}
