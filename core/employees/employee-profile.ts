import { normalizeEmail } from '../accounts/people';
import { PROFILE_LIMITS } from '../accounts/profile';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  isEmail,
  isFormattedPhone,
  isUsStateCode,
  isZipcode,
  normalizePhone,
  normalizeUsState,
  personNameProblem,
  PHONE_MESSAGE,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from '../shared/field-rules';

/** Limits of an employee's own profile fields (the edge validates with the same numbers). */
export const EMPLOYEE_PROFILE_LIMITS = { ...PROFILE_LIMITS, email: EMAIL_MAX } as const;

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
  const state = optional(input.state);
  return {
    name: input.name.trim(),
    email: normalizeEmail(input.email),
    phoneNumber: phone === null ? null : normalizePhone(phone),
    address: optional(input.address),
    city: optional(input.city),
    state: state === null ? null : normalizeUsState(state),
    zipcode: optional(input.zipcode),
  };
}

/** The first problem of a normalised employee profile, or null when it may be stored. */
export function employeeProfileProblem(p: EmployeeProfileInput): EmployeeProfileProblem | null {
  const L = EMPLOYEE_PROFILE_LIMITS;
  const name = personNameProblem(p.name);
  if (name) return { path: 'name', message: name };
  if (!isEmail(p.email)) return { path: 'email', message: EMAIL_MESSAGE };
  if (p.phoneNumber !== null && !isFormattedPhone(p.phoneNumber))
    return { path: 'phoneNumber', message: PHONE_MESSAGE };
  if ((p.address?.length ?? 0) > L.address)
    return { path: 'address', message: `Address must be at most ${L.address} characters` };
  if ((p.city?.length ?? 0) > L.city)
    return { path: 'city', message: `City must be at most ${L.city} characters` };
  if (p.state !== null && !isUsStateCode(p.state))
    return { path: 'state', message: US_STATE_MESSAGE };
  if (p.zipcode !== null && !isZipcode(p.zipcode))
    return { path: 'zipcode', message: ZIPCODE_MESSAGE };
  return null;
}
