import { DATE_MAX, DATE_MIN, isIsoDate, type IsoDate } from '../shared/dates';
import { generateEmployeePassword, type EmployeeRole } from './employee';
import { normalizeEmail } from '../accounts/people';
import { PROFILE_LIMITS } from '../accounts/profile';
import { PASSWORD_LIMITS } from '../accounts/password-reset';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  FULL_NAME_MESSAGE,
  FULL_NAME_MIN,
  isEmail,
  isFormattedPhone,
  isFullName,
  isUsStateCode,
  isZipcode,
  normalizeFullName,
  normalizePhone,
  normalizeUsState,
  PHONE_MESSAGE,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from '../shared/field-rules';

export const EMPLOYEE_ADDED = 'Employee Added';
export const EMPLOYEE_ARCHIVED = 'Employee Archived';
export const EMPLOYEE_ALREADY_ARCHIVED = 'This employee is already archived.';
export const CANNOT_ARCHIVE_SELF = 'You cannot archive your own account.';
export const NO_SUCH_EMPLOYEE = 'No such employee.';

export const NEW_EMPLOYEE_LIMITS = {
  ...PROFILE_LIMITS,
  fullNameMin: FULL_NAME_MIN,
  email: EMAIL_MAX,
} as const;

/** A new employee's fields (the Add Employee form); a null password asks for a generated one. */
export interface NewEmployeeFields {
  fullName: string;
  address: string;
  role: EmployeeRole;
  email: string;
  phone: string;
  password: string | null;
  dateOfBirth: IsoDate;
  city: string;
  state: string;
  zipcode: string;
}

export interface NewEmployeeProblem {
  path: keyof NewEmployeeFields;
  message: string;
}

/** Trims everything, lower-cases the email, upper-cases the state, formats the phone 3-3-4. */
export function normalizeNewEmployee(input: NewEmployeeFields): NewEmployeeFields {
  const password = input.password ?? '';
  return {
    fullName: normalizeFullName(input.fullName),
    address: input.address.trim(),
    role: input.role,
    email: normalizeEmail(input.email),
    phone: normalizePhone(input.phone),
    password: password === '' ? null : password,
    dateOfBirth: input.dateOfBirth.trim(),
    city: input.city.trim(),
    state: normalizeUsState(input.state),
    zipcode: input.zipcode.trim(),
  };
}

/** The first problem of a normalised new employee, or null. `today` bounds the birth date. */
export function newEmployeeProblem(
  e: NewEmployeeFields,
  today: IsoDate,
): NewEmployeeProblem | null {
  const L = NEW_EMPLOYEE_LIMITS;
  if (!isFullName(e.fullName)) return { path: 'fullName', message: FULL_NAME_MESSAGE };
  if (e.address.length < 1 || e.address.length > L.address)
    return { path: 'address', message: `Address must be 1 to ${L.address} characters` };
  if (!isEmail(e.email)) return { path: 'email', message: EMAIL_MESSAGE };
  if (!isFormattedPhone(e.phone)) return { path: 'phone', message: PHONE_MESSAGE };
  const dob = e.dateOfBirth;
  if (!isIsoDate(dob) || dob < DATE_MIN || dob > DATE_MAX)
    return {
      path: 'dateOfBirth',
      message: `Date of birth must be a date between ${DATE_MIN} and ${DATE_MAX}`,
    };
  if (dob > today) return { path: 'dateOfBirth', message: 'Date of birth cannot be in the future' };
  if (e.city.length < 1 || e.city.length > L.city)
    return { path: 'city', message: `City must be 1 to ${L.city} characters` };
  if (!isUsStateCode(e.state)) return { path: 'state', message: US_STATE_MESSAGE };
  if (!isZipcode(e.zipcode)) return { path: 'zipcode', message: ZIPCODE_MESSAGE };
  if (
    e.password !== null &&
    (e.password.length < PASSWORD_LIMITS.min || e.password.length > PASSWORD_LIMITS.max)
  )
    return {
      path: 'password',
      message: `Password must be ${PASSWORD_LIMITS.min} to ${PASSWORD_LIMITS.max} characters`,
    };
  return null;
}

/** The password to store: the one given, or the rule's (first initial + last name + birth year). */
export function initialPassword(e: NewEmployeeFields): { password: string; generated: boolean } {
  if (e.password !== null) return { password: e.password, generated: false };
  const generated = generateEmployeePassword(e.fullName, e.dateOfBirth);
  if (generated === null) throw new Error('a valid new employee always has a generated password');
  return { password: generated, generated: true };
}
