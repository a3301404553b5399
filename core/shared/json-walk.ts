/**
 * One value met in a parsed JSON value: the value, how many arrays and objects hold it (the
 * top value 0), and where it hangs (the place holding it, and its index or key there).
 */
export interface JsonPlace {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: JsonPlace | null;
  /** Its index in an array, its key in an object; null for the top value. */
  readonly key: string | number | null;
}

/**
 * Visits every value in a parsed JSON value (arrays and plain objects; the top value, then each
 * entry's value in order, depth first) until `found` says yes, and answers that place, or null.
 * It keeps its own stack, so no nesting overflows the call stack, and each place names only its
 * parent: a walk costs one step per value however deep, and a path is written out (pathOf) only
 * for the one place it is asked for.
 */
export function findInJson(value: unknown, found: (place: JsonPlace) => boolean): JsonPlace | null {
  const stack: JsonPlace[] = [{ value, depth: 0, parent: null, key: null }];
  let place: JsonPlace | undefined;
  while ((place = stack.pop()) !== undefined) {
    if (found(place)) return place;
    const inner = place.value;
    if (inner === null || typeof inner !== 'object') continue;
    const depth = place.depth + 1;
    if (Array.isArray(inner)) {
      for (let i = inner.length - 1; i >= 0; i--)
        stack.push({ value: inner[i], depth, parent: place, key: i });
    } else {
      const keys = Object.keys(inner);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (inner as Record<string, unknown>)[key], depth, parent: place, key });
      }
    }
  }
  return null;
}

/** A place's way from the top, its keys and indexes joined with dots (`a.0.b`; '' for the top). */
export function pathOf(place: JsonPlace, writeKey = (key: string) => key): string {
  const keys: string[] = [];
  for (let at: JsonPlace | null = place; at?.key != null; at = at.parent)
    keys.push(typeof at.key === 'string' ? writeKey(at.key) : String(at.key));
  return keys.reverse().join('.');
}
