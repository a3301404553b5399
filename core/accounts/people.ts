import type { EmployeeRole } from '../employees/employee';

/** A visitor account, as the park shows it: never with its password hash. */
export interface User {
  id: number;
  fullname: string;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface Employee {
  id: number;
  name: string;
  email: string;
  role: EmployeeRole;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  dob: string | null;
  archived: boolean;
  /** Set while the employee still has the generated first password (absent otherwise). */
  mustChangePassword?: boolean;
}

/** A normalised email: trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
