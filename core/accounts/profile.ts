import {
  isUsStateCode,
  isZipcode,
  NAME_MAX,
  normalizeUsState,
  personNameProblem,
  US_STATE_MESSAGE,
  ZIPCODE_MESSAGE,
} from '../shared/field-rules';

/** Limits of a visitor's profile fields (the edge validates with the same numbers). */
export const PROFILE_LIMITS = { name: NAME_MAX, address: 200, city: 100 } as const;

/** A profile as a visitor edits it; blank optional fields mean "not given". */
export interface ProfileInput {
  fullName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface ProfileProblem {
  path: 'fullName' | 'address' | 'city' | 'state' | 'zipcode';
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
    fullName: input.fullName.trim(),
    address: optional(input.address),
    city: optional(input.city),
    state: state === null ? null : normalizeUsState(state),
    zipcode: optional(input.zipcode),
  };
}

/** The first problem of a normalised profile, or null when it may be stored. */
export function profileProblem(profile: ProfileInput): ProfileProblem | null {
  const name = personNameProblem(profile.fullName);
  if (name) return { path: 'fullName', message: name };
  if ((profile.address?.length ?? 0) > PROFILE_LIMITS.address)
    return {
      path: 'address',
      message: `Address must be at most ${PROFILE_LIMITS.address} characters`,
    };
  if ((profile.city?.length ?? 0) > PROFILE_LIMITS.city)
    return { path: 'city', message: `City must be at most ${PROFILE_LIMITS.city} characters` };
  if (profile.state !== null && !isUsStateCode(profile.state))
    return { path: 'state', message: US_STATE_MESSAGE };
  if (profile.zipcode !== null && !isZipcode(profile.zipcode))
    return { path: 'zipcode', message: ZIPCODE_MESSAGE };
  return null;
}
