import { toStateCode } from './us-state-options';

/** The address part of a profile form, as text the inputs edit. */
export interface AddressForm {
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

interface StoredAddress {
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** Trimmed text, or null for a blank field. */
export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A stored address as form text (none becomes empty; the state as its code). */
export const addressFormOf = (stored: StoredAddress): AddressForm => ({
  address: stored.address ?? '',
  city: stored.city ?? '',
  state: toStateCode(stored.state),
  zipcode: stored.zipcode ?? '',
});

/** The address of a form as a request sends it: trimmed, blanks as null. */
export const addressRequestOf = (form: AddressForm): StoredAddress => ({
  address: blankToNull(form.address),
  city: blankToNull(form.city),
  state: blankToNull(form.state),
  zipcode: blankToNull(form.zipcode),
});

/** The address rows of a details list; `stateText` shows the state (its name, or 'TX - Texas'). */
export const addressRows = (
  stored: StoredAddress,
  stateText: (state: string | null) => string,
): [string, string][] => [
  ['Address', stored.address ?? ''],
  ['City', stored.city ?? ''],
  ['State', stateText(stored.state)],
  ['Zipcode', stored.zipcode ?? ''],
];
