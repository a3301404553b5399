import { findInJson, pathOf } from './json-walk';

/**
 * Text the park can store. PostgreSQL's text cannot hold a NUL character, and a UTF-16 half of
 * a pair (a lone surrogate) has no UTF-8 form: either would fail deep in the database. Every
 * string that comes in is checked against this one rule at the edge.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates';

// eslint-disable-next-line no-control-regex -- the NUL is exactly what this rule looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string has no NUL and every surrogate is half of a pair. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path (`a.0.b`) of the first string in a parsed value, keys included, that the park cannot
 * store; null when every string can be stored. Walks arrays and plain objects only, in one step
 * per value however deep they nest (findInJson).
 */
export function findUnstorableText(value: unknown): string | null {
  const place = findInJson(
    value,
    ({ value, key }) =>
      (typeof key === 'string' && !isStorableText(key)) ||
      (typeof value === 'string' && !isStorableText(value)),
  );
  return place && pathOf(place, (key) => key.replace(UNSTORABLE, '?'));
}
