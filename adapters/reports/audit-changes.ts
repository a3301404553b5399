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

// --- in words ----------------------------------------------------------------------------

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LINE_REF = /\b(ticket|meal|merchandise)-(\d+)\b/g;

/** An instant as the park's clock reads it, its zone named: "Nov 27, 2026, 5:43 PM CST". */
export function parkClock(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(moment);
}

/** A calendar day as a table reads it: "Dec 24, 2026" (a day, so no zone moves it). */
const dayInWords = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};

const dollars = (value: unknown) =>
  typeof value === 'number'
    ? `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : null;

/** A field's name in words: `dateResolved` → "date resolved", `express_capacity` → "express capacity". */
export const fieldInWords = (key: string): string =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * The money fields of the records the catalog, expenses and maintenance write (integer cents;
 * the order writes keep dollars in their own fields, read by their actions' words).
 */
const CENTS_FIELD = /^(cost|supplierCost|sellingCost|amount|price|unitPrice|unitCost)$|Cents$/;

/** True when an action's records keep money in cents (all but the order writes'). */
export const keepsCents = (action: string) =>
  !action.startsWith('order.') && !action.startsWith('day.');

/**
 * A value in words: none for null, yes/no, an instant in the park's time, a day written out,
 * an order's line refs as "merchandise line 5", a money field (`key`, when `cents`) in dollars,
 * anything else as text or JSON.
 */
export function valueInWords(
  value: unknown,
  timeZone: string,
  money?: { key: string; cents: boolean },
): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && money?.cents && CENTS_FIELD.test(money.key))
    return dollars(value / 100) ?? String(value);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return parkClock(value, timeZone);
    if (ISO_DAY.test(value)) return dayInWords(value);
    return value.replace(LINE_REF, '$1 line $2');
  }
  return JSON.stringify(value);
}

/** "Storm warning" → ` (reason: Storm warning)`; nothing without one. */
const because = (reason: unknown) =>
  typeof reason === 'string' && reason.trim() ? ` (reason: ${reason.trim()})` : '';

/** What a refund or cancellation gave back: its lines in words (older entries: their refs), and the sum. */
function refunded(after: Fields): string {
  const items =
    typeof after['items'] === 'string' && after['items']
      ? after['items']
      : valueInWords(after['lines'], 'UTC');
  return [items, dollars(after['amount'])].filter(Boolean).join(', ');
}

/** The record's name, as people call it: its name, subject or email, else nothing. */
const nameOf = (record: Fields): string | null => {
  for (const key of ['name', 'subject', 'email', 'title'])
    if (typeof record[key] === 'string' && record[key]) return record[key];
  return null;
};

/** "type Water Ride, open yes": a record's first fields in words, but its id and its name. */
function describe(record: Fields, timeZone: string, cents: boolean): string {
  const name = nameOf(record);
  return fieldNames(record)
    .filter((key) => key !== 'id' && !(name !== null && record[key] === name))
    .slice(0, 3)
    .map((key) => `${fieldInWords(key)} ${valueInWords(record[key], timeZone, { key, cents })}`)
    .join(', ');
}

/**
 * What an audit entry did, in words, by its action: "Refunded: 1 × Rain Poncho (M), $9.73
 * (reason: Torn seam)", "Visit moved from Dec 8, 2026 to Dec 10, 2026", "Capacity set to 1,234",
 * "Added: Sam Sweeper (role Staff, …)", "Changed status from Open to In Progress". Times read
 * in `timeZone` (the park's), days written out, line refs named; never the database's words.
 */
export function changeInWords(
  action: string,
  before: unknown,
  after: unknown,
  timeZone: string,
): string {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (action === 'order.refund' && a) return `Refunded: ${refunded(a)}${because(a['reason'])}`;
  if (action === 'order.cancel' && a)
    return `Cancelled, refunded: ${refunded(a)}${because(a['reason'])}`;
  if (action === 'order.move' && b && a)
    return `Visit moved from ${valueInWords(b['visitDate'], timeZone)} to ${valueInWords(a['visitDate'], timeZone)}`;
  if (action === 'day.close' && a) {
    const mailed = typeof a['mailed'] === 'number' ? a['mailed'] : 0;
    return `Day closed, ${mailed} ${mailed === 1 ? 'guest' : 'guests'} mailed${because(a['reason'])}`;
  }
  if (action === 'mail.retry' && b && a) {
    const why = typeof b['lastError'] === 'string' ? ` (it had failed: ${b['lastError']})` : '';
    return `Mail to ${valueInWords(a['to'], timeZone)} sent again${why}`;
  }
  if (action === 'capacity.set' && a) {
    const limit = (key: string) =>
      a[key] === null || a[key] === undefined
        ? 'the park’s default'
        : valueInWords(a[key], timeZone);
    const express = 'expressCapacity' in a ? ` (express: ${limit('expressCapacity')})` : '';
    return `Capacity set to ${limit('capacity')}${express}`;
  }
  const cents = keepsCents(action);
  const words = (key: string, value: unknown) => valueInWords(value, timeZone, { key, cents });
  if (before === null && after === null) return '';
  if (b === null && a) {
    const name = nameOf(a);
    const rest = describe(a, timeZone, cents);
    return name ? `Added: ${name}${rest ? ` (${rest})` : ''}` : `Added: ${rest}`;
  }
  if (a === null && b) return `Removed: ${nameOf(b) ?? describe(b, timeZone, cents)}`;
  if (!b || !a)
    return same(before, after)
      ? 'No change'
      : `Changed from ${valueInWords(before, timeZone)} to ${valueInWords(after, timeZone)}`;
  const changed = changedFields(b, a);
  if (changed.length === 0) return 'No change';
  const name = nameOf(a);
  return `${name && !changed.includes('name') ? `${name}: changed ` : 'Changed '}${changed
    .map((key) => `${fieldInWords(key)} from ${words(key, b[key])} to ${words(key, a[key])}`)
    .join('; ')}`;
}
