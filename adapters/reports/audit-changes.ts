// What an audit entry changed, in words: the CLI's `park audit` and the web's Audit Log page.

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields people look for first; the log gives a record's fields back in the database's order
 * (jsonb keeps short keys first), so they are put in this order, the rest after them.
 */
const FIRST = ['id', 'name', 'subject', 'email', 'role', 'date', 'condition', 'status', 'type'];

/** A record's field names, the ones people look for first. */
export function fieldNames(...records: unknown[]): string[] {
  const keys = [...new Set(records.flatMap((r) => (isRecord(r) ? Object.keys(r) : [])))];
  const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);
  return keys
    .map((key, i) => ({ key, i }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.i - b.i)
    .map((k) => k.key);
}

/**
 * The fields of a record that differ between before and after, in fieldNames' order. A record added or removed (the other side null) has every field changed; values that
 * are not records have none.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  if (isRecord(before) && isRecord(after))
    return fieldNames(before, after).filter((key) => !same(before[key], after[key]));
  if (before === null && isRecord(after)) return fieldNames(after);
  if (after === null && isRecord(before)) return fieldNames(before);
  return [];
}

/** A value written short: text as it is, null as "none", anything else as JSON; 24 characters at most. */
export function shortValue(value: unknown): string {
  const text =
    value === null || value === undefined
      ? 'none'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ');
  return line.length > 24 ? `${line.slice(0, 23)}…` : line;
}

/** The first fields of a record (its id left out: the target names it), as `name=Loop`. */
const fieldsOf = (record: Fields) =>
  fieldNames(record)
    .filter((key) => key !== 'id')
    .slice(0, 3)
    .map((key) => `${key}=${shortValue(record[key])}`)
    .join(', ');

/**
 * One line saying what an entry changed: `name: Loop → Big Loop; open: true → false` for a
 * change, `new: name=Loop, type=Water Ride, …` for a record added, `removed: …` for one that
 * left, `no change` when a save changed nothing.
 */
export function changeSummary(before: unknown, after: unknown): string {
  if (before === null && after === null) return '';
  if (before === null)
    return isRecord(after) ? `new: ${fieldsOf(after)}` : `new: ${shortValue(after)}`;
  if (after === null)
    return isRecord(before) ? `removed: ${fieldsOf(before)}` : `removed: ${shortValue(before)}`;
  if (!isRecord(before) || !isRecord(after))
    return same(before, after) ? 'no change' : `${shortValue(before)} → ${shortValue(after)}`;
  const changed = changedFields(before, after);
  if (changed.length === 0) return 'no change';
  return changed
    .map((key) => `${key}: ${shortValue(before[key])} → ${shortValue(after[key])}`)
    .join('; ');
}
