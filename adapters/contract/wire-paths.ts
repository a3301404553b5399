import type { DomainError } from '../../core/shared/errors';
import type { Result } from '../../core/shared/result';

/**
 * How a request's domain paths are named on the wire: the inverse of the request's mapper, one
 * table beside each schema. Keys and values are dotted paths; `*` stands for any one segment
 * (a list index) and keeps it; an empty value drops the prefix ("contact.city" → "city").
 * The first key that is a prefix of the path wins, so list the longer keys first.
 */
export type WirePaths = readonly (readonly [domain: string, wire: string])[];

const segments = (path: string) => (path === '' ? [] : path.split('.'));

/** A domain path as the request's body names it; a path no key names is kept. */
export function toWirePath(path: string, names: WirePaths): string {
  const parts = segments(path);
  for (const [domain, wire] of names) {
    const pattern = segments(domain);
    if (pattern.length > parts.length) continue;
    const matched = pattern.every((p, i) => p === '*' || p === parts[i]);
    if (!matched) continue;
    const stars = pattern.flatMap((p, i) => (p === '*' ? [parts[i]!] : []));
    const renamed = segments(wire).map((w) => (w === '*' ? stars.shift()! : w));
    return [...renamed, ...parts.slice(pattern.length)].join('.');
  }
  return path;
}

/** A use case's result with its invalid-input path in the request's wire names. */
export function inWireTerms<T, E extends DomainError>(
  result: Result<T, E>,
  names: WirePaths,
): Result<T, E> {
  if (result.ok || result.error.kind !== 'invalid-input' || !result.error.path) return result;
  return { ok: false, error: { ...result.error, path: toWirePath(result.error.path, names) } };
}
