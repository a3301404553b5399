import { normalizeEmail } from '../accounts/people';
import { formatPhone, isFormattedPhone } from '../shared/phone';
import { isZipcode, PROFILE_LIMITS } from '../accounts/profile';
import { isUsStateCode } from '../shared/us-states';

/** Limits of an employee's own profile fields (the edge validates with the same numbers). */
export const EMPLOYEE_PROFILE_LIMITS = { ...PROFILE_LIMITS, email: 254 } as const;

export const EMPLOYEE_UPDATED = 'Employee Updated';
export const EMPLOYEE_EMAIL_TAKEN = 'Another employee already uses this email.';
export const NOT_YOUR_PROFILE = 'You may only change your own profile';

/** The profile editor's fields (everything but the id); blank optional fields mean "not given". */
export interface EmployeeProfileInput {
  name: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface EmployeeProfileProblem {
  path: keyof EmployeeProfileInput;
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optional = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Trims every field, turns blank optional ones into null, lower-cases the email, upper-cases
 * the state, and writes a phone typed as ten digits (with any punctuation) as 3-3-4.
 */
export function normalizeEmployeeProfile(input: EmployeeProfileInput): EmployeeProfileInput {
  const phone = optional(input.phoneNumber);
  const digits = phone?.replace(/\D/g, '') ?? '';
  const state = optional(input.state);
  return {
    name: input.name.trim(),
    email: normalizeEmail(input.email),
    phoneNumber: phone !== null && digits.length === 10 ? formatPhone(digits) : phone,
    address: optional(input.address),
    city: optional(input.city),
    state: state === null ? null : state.toUpperCase(),
    zipcode: optional(input.zipcode),
  };
}

/** The first problem of a normalised employee profile, or null when it may be stored. */
export function employeeProfileProblem(p: EmployeeProfileInput): EmployeeProfileProblem | null {
  const L = EMPLOYEE_PROFILE_LIMITS;
  if (p.name.length < 1) return { path: 'name', message: 'Name is required' };
  if (p.name.length > L.name)
    return { path: 'name', message: `Name must be at most ${L.name} characters` };
  if (p.email.length > L.email || !EMAIL_SHAPE.test(p.email))
    return { path: 'email', message: 'Enter a valid email address' };
  if (p.phoneNumber !== null && !isFormattedPhone(p.phoneNumber))
    return { path: 'phoneNumber', message: 'Phone number must have 10 digits (123-456-7890)' };
  if ((p.address?.length ?? 0) > L.address)
    return { path: 'address', message: `Address must be at most ${L.address} characters` };
  if ((p.city?.length ?? 0) > L.city)
    return { path: 'city', message: `City must be at most ${L.city} characters` };
  if (p.state !== null && !isUsStateCode(p.state))
    return { path: 'state', message: 'State must be one of the 50 US states' };
  if (p.zipcode !== null && !isZipcode(p.zipcode))
    return { path: 'zipcode', message: 'Zip code must be 5 digits or 5+4 digits' };
  return null;
}
