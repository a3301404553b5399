import type { FormEvent } from 'react';

/** The form's fields by name, as strings. */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  const data = new FormData(event.currentTarget);
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
}
