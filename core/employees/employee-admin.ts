import { DATE_MAX, DATE_MIN, isIsoDate, type IsoDate } from '../shared/dates';
import { generateEmployeePassword, type EmployeeRole } from './employee';
import { normalizeEmail } from '../accounts/people';
import { formatPhone, isFormattedPhone } from '../shared/phone';
import { isZipcode, PROFILE_LIMITS } from '../accounts/profile';
import { PASSWORD_LIMITS } from '../accounts/password-reset';
import { isUsStateCode } from '../shared/us-states';

export const EMPLOYEE_ADDED = 'Employee Added';
export const EMPLOYEE_ARCHIVED = 'Employee Archived';
export const EMPLOYEE_ALREADY_ARCHIVED = 'This employee is already archived.';
export const CANNOT_ARCHIVE_SELF = 'You cannot archive your own account.';
export const NO_SUCH_EMPLOYEE = 'No such employee.';

export const NEW_EMPLOYEE_LIMITS = { ...PROFILE_LIMITS, fullnameMin: 2, email: 254 } as const;

/** The Add Employee form as a manager sends it; an empty password asks the server for one. */
export interface NewEmployeeInput {
  fullname: string;
  address: string;
  role: EmployeeRole;
  email: string;
  phoneNum: string;
  password: string | null;
  DOB: IsoDate;
  city: string;
  state: string;
  zipcode: string;
}

export interface NewEmployeeProblem {
  path: keyof NewEmployeeInput;
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims everything, lower-cases the email, upper-cases the state, formats the phone 3-3-4. */
export function normalizeNewEmployee(input: NewEmployeeInput): NewEmployeeInput {
  const phone = input.phoneNum.trim();
  const digits = phone.replace(/\D/g, '');
  const password = input.password ?? '';
  return {
    fullname: input.fullname.trim().replace(/\s+/g, ' '),
    address: input.address.trim(),
    role: input.role,
    email: normalizeEmail(input.email),
    phoneNum: /^[\d\s().+-]*$/.test(phone) && digits.length === 10 ? formatPhone(digits) : phone,
    password: password === '' ? null : password,
    DOB: input.DOB.trim(),
    city: input.city.trim(),
    state: input.state.trim().toUpperCase(),
    zipcode: input.zipcode.trim(),
  };
}

/** The first problem of a normalised new employee, or null. `today` bounds the birth date. */
export function newEmployeeProblem(e: NewEmployeeInput, today: IsoDate): NewEmployeeProblem | null {
  const L = NEW_EMPLOYEE_LIMITS;
  const names = e.fullname.split(' ').filter(Boolean);
  if (e.fullname.length < L.fullnameMin || e.fullname.length > L.name || names.length < 2)
    return {
      path: 'fullname',
      message: `Full name must be ${L.fullnameMin} to ${L.name} characters with a first and a last name`,
    };
  if (e.address.length < 1 || e.address.length > L.address)
    return { path: 'address', message: `Address must be 1 to ${L.address} characters` };
  if (e.email.length > L.email || !EMAIL_SHAPE.test(e.email))
    return { path: 'email', message: 'Enter a valid email address' };
  if (!isFormattedPhone(e.phoneNum))
    return { path: 'phoneNum', message: 'Phone number must have 10 digits (123-456-7890)' };
  if (!isIsoDate(e.DOB) || e.DOB < DATE_MIN || e.DOB > DATE_MAX)
    return {
      path: 'DOB',
      message: `Date of birth must be a date between ${DATE_MIN} and ${DATE_MAX}`,
    };
  if (e.DOB > today) return { path: 'DOB', message: 'Date of birth cannot be in the future' };
  if (e.city.length < 1 || e.city.length > L.city)
    return { path: 'city', message: `City must be 1 to ${L.city} characters` };
  if (!isUsStateCode(e.state))
    return { path: 'state', message: 'State must be one of the 50 US states' };
  if (!isZipcode(e.zipcode))
    return { path: 'zipcode', message: 'Zip code must be 5 digits or 5+4 digits' };
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
export function initialPassword(e: NewEmployeeInput): { password: string; generated: boolean } {
  if (e.password !== null) return { password: e.password, generated: false };
  const generated = generateEmployeePassword(e.fullname, e.DOB);
  if (generated === null) throw new Error('a valid new employee always has a generated password');
  return { password: generated, generated: true };
}
