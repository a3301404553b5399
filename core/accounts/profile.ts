import { isUsStateCode } from '../shared/us-states';

/** Limits of a visitor's profile fields (the edge validates with the same numbers). */
export const PROFILE_LIMITS = { name: 100, address: 200, city: 100 } as const;

/** A US ZIP code: five digits, or ZIP+4 (12345-6789). */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

export function isZipcode(value: string): boolean {
  return ZIPCODE_PATTERN.test(value);
}

/** A profile as a visitor edits it; blank optional fields mean "not given". */
export interface ProfileInput {
  fullname: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface ProfileProblem {
  path: 'UName' | 'address' | 'city' | 'state' | 'zipcode';
  message: string;
}

/** Trims every field and turns a blank optional field into null. */
export function normalizeProfile(input: ProfileInput): ProfileInput {
  const optional = (value: string | null) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  const state = optional(input.state);
  return {
    fullname: input.fullname.trim(),
    address: optional(input.address),
    city: optional(input.city),
    state: state === null ? null : state.toUpperCase(),
    zipcode: optional(input.zipcode),
  };
}

/** The first problem of a normalised profile, or null when it may be stored. */
export function profileProblem(profile: ProfileInput): ProfileProblem | null {
  if (profile.fullname.length < 1) return { path: 'UName', message: 'Name is required' };
  if (profile.fullname.length > PROFILE_LIMITS.name)
    return { path: 'UName', message: `Name must be at most ${PROFILE_LIMITS.name} characters` };
  if ((profile.address?.length ?? 0) > PROFILE_LIMITS.address)
    return {
      path: 'address',
      message: `Address must be at most ${PROFILE_LIMITS.address} characters`,
    };
  if ((profile.city?.length ?? 0) > PROFILE_LIMITS.city)
    return { path: 'city', message: `City must be at most ${PROFILE_LIMITS.city} characters` };
  if (profile.state !== null && !isUsStateCode(profile.state))
    return { path: 'state', message: 'State must be one of the 50 US states' };
  if (profile.zipcode !== null && !isZipcode(profile.zipcode))
    return { path: 'zipcode', message: 'Zip code must be 5 digits or 5+4 digits' };
  return null;
}
