import { US_STATES } from '../../../../core/domain/us-states';

/** The 50 states as native <option>s, shown by name, valued by code, after a blank choice. */
export function UsStateOptions({ placeholder = 'Select a state' }: { placeholder?: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

/** A stored state (a code, or a name typed long ago) as a code of the list, else ''. */
export function toStateCode(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return '';
  const found = US_STATES.find(
    ([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text,
  );
  return found ? found[0] : '';
}

/** The name of a state code, or the stored text when it is not one of the 50. */
export function stateName(value: string | null | undefined): string {
  const code = toStateCode(value);
  return US_STATES.find(([c]) => c === code)?.[1] ?? value ?? '';
}
