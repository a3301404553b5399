/**
 * The report-attribution rule, written once: which journal an order's rows count in, on which
 * day, with which figures. Every writer of the daily report journals (migration 20261122004000)
 * is generated from this table: the insert triggers of the line tables, fold_pending_orders()
 * (what place_order leaves pending), rebuild_report_days_from_lines(), the fold of
 * compact_report_days() and the moves of a date change (knex-order-change-repository.ts).
 * report-attribution.test.ts holds the SQL to a TypeScript reading of the same table on
 * random orders.
 *
 * The rule: an order's journal rows are a function of its rows (its lines, its attractions, its
 * two days). Tickets, attractions and meals count on the visit day (a date change moves them),
 * shop items on the order day. Refunds are not in the journals: a refunded line's price counts
 * against the day its line counts on (`report_refund_counted_days`, kept by the refund lines'
 * trigger, moved by a date change with the rest of the order: `REFUNDED_LINES`), and as paid
 * out on the refund's own day (`report_refund_days`).
 *
 * Each writer adds `sign × contribution(order)` for the orders it touches: a fold and a
 * rebuild the contributions of the orders' rows, a trigger the contribution after its
 * statement minus the one before it, a date change minus the contribution on the old day and
 * plus the one on the new day. The journals' rows of a key add up (20261122004100).
 */

/** Where an order's rows of one kind are, and the day they count on. */
export interface SourceRows {
  readonly table: string;
  /** The rows' columns a journal reads, with their SQL types. */
  readonly columns: Readonly<Record<string, string>>;
  /** `visit`: the visit day (moves with a date change); `order`: the day the order was placed. */
  readonly dated: 'visit' | 'order';
  /** The day as a column of the row itself, or of its order (`orders.visit_date`). */
  readonly day: { readonly own: string } | { readonly order: 'visit_date' | 'order_date' };
  /** Its rows have an `id` (order_attractions' rows are told apart by their columns). */
  readonly id: boolean;
}

export const SOURCES = {
  tickets: {
    table: 'ticket_lines',
    columns: { ticket_type: 'text', quantity: 'integer', unit_price_cents: 'integer' },
    dated: 'visit',
    day: { own: 'visit_date' },
    id: true,
  },
  attractions: {
    table: 'order_attractions',
    columns: { attraction_id: 'integer' },
    dated: 'visit',
    day: { order: 'visit_date' },
    id: false,
  },
  meals: {
    table: 'restaurant_transactions',
    columns: { restaurant_id: 'integer', quantity: 'integer', amount_cents: 'integer' },
    dated: 'visit',
    day: { own: 'transaction_date' },
    id: true,
  },
  shop: {
    table: 'merchandise_lines',
    columns: {
      merchandise_id: 'integer',
      quantity: 'integer',
      line_total_cents: 'integer',
      unit_cost_cents: 'integer',
    },
    dated: 'order',
    day: { order: 'order_date' },
    id: true,
  },
} as const satisfies Record<string, SourceRows>;

export type Source = keyof typeof SOURCES;

/**
 * A figure of one order under one key: `rows` its rows, `once` 1 (the order counts once),
 * `sum` a column's sum (or a product's), `rowsTimesOrderTickets` its rows times all the
 * order's tickets (an attraction counts every ticket of the order that chose it).
 */
export type Figure =
  | { readonly rows: true }
  | { readonly once: true }
  | { readonly sum: string | readonly [string, string] }
  | { readonly rowsTimesOrderTickets: true };

/**
 * A key column: one of the rows' columns, or the set of the order's ticket buckets as bits
 * (report_ticket_bit: the catalogue's `report.bit`), one value per order.
 */
export type Key = { readonly column: string } | { readonly bucketBitsOf: string };

export interface JournalRule {
  readonly journal: string;
  readonly source: Source;
  readonly keys: Readonly<Record<string, Key>>;
  readonly figures: Readonly<Record<string, Figure>>;
}

export const JOURNALS: readonly JournalRule[] = [
  {
    journal: 'report_ticket_days',
    source: 'tickets',
    keys: { ticket_type: { column: 'ticket_type' } },
    figures: {
      tickets: { sum: 'quantity' },
      orders: { once: true },
      revenue_cents: { sum: ['quantity', 'unit_price_cents'] },
    },
  },
  {
    journal: 'report_ticket_order_days',
    source: 'tickets',
    keys: { types: { bucketBitsOf: 'ticket_type' } },
    figures: { orders: { once: true } },
  },
  {
    journal: 'report_attraction_days',
    source: 'attractions',
    keys: { attraction_id: { column: 'attraction_id' } },
    figures: { orders: { once: true }, tickets: { rowsTimesOrderTickets: true } },
  },
  {
    journal: 'report_restaurant_days',
    source: 'meals',
    keys: { restaurant_id: { column: 'restaurant_id' } },
    figures: {
      transactions: { rows: true },
      vouchers: { sum: 'quantity' },
      amount_cents: { sum: 'amount_cents' },
    },
  },
  {
    journal: 'report_merchandise_days',
    source: 'shop',
    keys: { merchandise_id: { column: 'merchandise_id' } },
    figures: {
      orders: { once: true },
      quantity: { sum: 'quantity' },
      revenue_cents: { sum: 'line_total_cents' },
      cost_cents: { sum: ['quantity', 'unit_cost_cents'] },
    },
  },
  {
    journal: 'report_merchandise_order_days',
    source: 'shop',
    keys: {},
    figures: { orders: { once: true } },
  },
];

/** The sources a rule reads: its own, and the tickets when it counts the order's tickets. */
export function sourcesOf(rule: JournalRule): Source[] {
  const counts = Object.values(rule.figures).some((f) => 'rowsTimesOrderTickets' in f);
  return counts && rule.source !== 'tickets' ? [rule.source, 'tickets'] : [rule.source];
}

/** A rule adds up line by line: a statement's rows alone tell what it adds. */
const lineByLine = (rule: JournalRule) =>
  Object.values(rule.keys).every((k) => 'column' in k) &&
  Object.values(rule.figures).every((f) => 'rows' in f || 'sum' in f);

const rowsOf = (source: Source) => `${source}_rows`;

const figureSql = (figure: Figure): string => {
  if ('rows' in figure) return 'count(*)';
  if ('once' in figure) return '1';
  if ('rowsTimesOrderTickets' in figure) return 'count(*) * coalesce(max(r.order_tickets), 0)';
  return typeof figure.sum === 'string'
    ? `sum(r.${figure.sum})`
    : `sum(r.${figure.sum[0]} * r.${figure.sum[1]})`;
};

const keySql = (key: Key) =>
  'column' in key ? `r.${key.column}` : `bit_or(report_ticket_bit(r.${key.bucketBitsOf}))`;

/**
 * The rows a rule's per-order stage reads, `r`: the source's rows (`<source>_rows`: sign,
 * order_id, day and the source's columns); with `order_tickets` beside each when the rule
 * counts the order's tickets (a window over the order's rows of both kinds: no join, so the
 * plan is the same with hash and merge joins off, as in the triggers).
 */
function ruleRows(rule: JournalRule): string {
  if (!sourcesOf(rule).includes('tickets') || rule.source === 'tickets') return rowsOf(rule.source);
  const own = Object.keys(SOURCES[rule.source].columns);
  const columns = SOURCES[rule.source].columns as Record<string, string>;
  return `(SELECT u.*, sum(u.tickets) OVER (PARTITION BY u.sign, u.order_id) AS order_tickets
       FROM (SELECT sign, order_id, day, ${own.join(', ')}, 0 AS tickets, true AS own_row
               FROM ${rowsOf(rule.source)}
             UNION ALL
             SELECT sign, order_id, NULL::date, ${own.map((c) => `NULL::${columns[c]}`).join(', ')}, quantity, false
               FROM ${rowsOf('tickets')}) u)`;
}

/** A CTE that appends a rule's figures for the rows of `<source>_rows`, times their sign. */
export function journalInsert(rule: JournalRule, name: string): string {
  const keys = Object.entries(rule.keys);
  const figures = Object.entries(rule.figures);
  const columnKeys = keys.filter(([, k]) => 'column' in k).map(([n]) => `r.${n}`);
  const rows = ruleRows(rule);
  const ownOnly = rows === rowsOf(rule.source) ? '' : ' AND r.own_row';
  const out = ['day', ...keys.map(([n]) => n), ...figures.map(([n]) => n)];
  return `${name} AS (
  INSERT INTO ${rule.journal} (${out.join(', ')})
  SELECT day, ${[...keys.map(([n]) => n), ...figures.map(([n]) => `sum(${n})`)].join(', ')}
  FROM (SELECT r.day, ${[
    ...keys.map(([n, k]) => `${keySql(k)} AS ${n}`),
    ...figures.map(([n, f]) => `r.sign * ${figureSql(f)} AS ${n}`),
  ].join(', ')}
        FROM ${rows} r WHERE r.day IS NOT NULL${ownOnly}
        GROUP BY ${['r.sign', 'r.order_id', 'r.day', ...columnKeys].join(', ')}) per_order
  GROUP BY ${['day', ...keys.map(([n]) => n)].join(', ')}
  HAVING ${figures.map(([n]) => `sum(${n}) <> 0`).join(' OR ')})`;
}

/**
 * One statement's CTEs: the rows of each source (`rows(source)`: a SELECT of sign, order_id,
 * day and the source's columns), then each rule's insert. The caller adds the final SELECT.
 */
export function journalCtes(
  rules: readonly JournalRule[],
  rows: (source: Source) => string,
): string[] {
  const sources = [...new Set(rules.flatMap(sourcesOf))];
  return [
    ...sources.map((s) => `${rowsOf(s)} AS (\n  ${rows(s)})`),
    ...rules.map((rule) => journalInsert(rule, `journal_${rule.journal}`)),
  ];
}

/** `SELECT sign, order_id, day, <columns>` of a source's stored rows, `where` on its alias `s`. */
export function storedRows(source: Source, sign: string, where: string, day?: string): string {
  const { table, columns, day: dayOf } = SOURCES[source];
  const cols = Object.keys(columns)
    .map((c) => `s.${c}`)
    .join(', ');
  if ('own' in dayOf)
    return `SELECT ${sign} AS sign, s.order_id, ${day ?? `s.${dayOf.own}`} AS day, ${cols}
    FROM ${table} s WHERE ${where}`;
  return `SELECT ${sign} AS sign, s.order_id, ${day ?? `o.${dayOf.order}`} AS day, ${cols}
    FROM ${table} s JOIN orders o ON o.id = s.order_id WHERE ${where}`;
}

/** The rules a statement on a source's table changes: its own, and those reading its rows. */
export const rulesReading = (source: Source) =>
  JOURNALS.filter((rule) => sourcesOf(rule).includes(source));

/** The insert trigger of a source's table, and its function. */
export const triggerName = (source: Source) => `report_${SOURCES[source].table}_added`;

/**
 * An insert trigger's function for a source's table: the figures after the statement minus
 * those before it, for the orders of its rows (`added`, the transition table). A rule that adds
 * up line by line reads the added rows alone.
 */
export function triggerFunction(source: Source, options: string): string {
  const rules = rulesReading(source);
  const { columns, day, id } = SOURCES[source];
  const cols = Object.keys(columns);
  const affected = 's.order_id IN (SELECT DISTINCT order_id FROM added)';
  const addedRows = () => {
    const dayOf = 'own' in day ? `a.${day.own}` : `o.${day.order}`;
    const join = 'own' in day ? '' : ' JOIN orders o ON o.id = a.order_id';
    return `SELECT ${id ? 'a.id, ' : ''}a.order_id, ${dayOf} AS day, ${cols.map((c) => `a.${c}`).join(', ')}
      FROM added a${join}`;
  };
  const rows = (s: Source) => {
    if (s !== source)
      return `${storedRows(s, 'n.sign', affected).replace(' WHERE ', ' CROSS JOIN (VALUES (1), (-1)) AS n(sign) WHERE ')}`;
    if (rules.every(lineByLine))
      return addedRows().replace(/^SELECT (a\.id, )?/, 'SELECT 1 AS sign, ');
    const now = storedRows(source, '1', affected).replace(
      'SELECT 1 AS sign, s.order_id',
      `SELECT ${id ? 's.id, ' : ''}s.order_id`,
    );
    return `SELECT 1 AS sign, order_id, day, ${cols.join(', ')} FROM (${now}) after_statement
    UNION ALL
    SELECT -1, order_id, day, ${cols.join(', ')} FROM (
      ${now}
      EXCEPT ALL
      ${addedRows()}) before_statement`;
  };
  const ctes = journalCtes(rules, rows);
  return `CREATE OR REPLACE FUNCTION ${triggerName(source)}() RETURNS trigger LANGUAGE plpgsql${options} AS $$
DECLARE
  counted integer;
BEGIN
  WITH ${ctes.join(',\n')}
  SELECT count(*)::integer INTO counted FROM ${rowsOf(source)};
  RETURN NULL;
END $$`;
}

/** What fold_pending_orders() appends: the pending orders' lines as place_order received them. */
export function pendingRows(source: Source): string {
  const { columns, dated } = SOURCES[source];
  const day = dated === 'visit' ? 'c.visit' : 'c.ordered';
  const cols = Object.entries(columns);
  if (source === 'attractions')
    return `SELECT 1 AS sign, c.order_id, ${day} AS day, a.id::integer AS attraction_id
    FROM claimed c, jsonb_array_elements_text(c.lines->'attractions') AS a(id)`;
  const key = source === 'shop' ? 'merchandise' : source;
  return `SELECT 1 AS sign, c.order_id, ${day} AS day, ${cols.map(([c]) => `l.${c}`).join(', ')}
    FROM claimed c,
      jsonb_to_recordset(c.lines->'${key}') AS l(${cols.map(([c, t]) => `${c} ${t}`).join(', ')})`;
}

/**
 * The kinds of refunded line (`refund_lines.line_kind`) and the source each one's line is in: a
 * refund counts against the day its line counts on (a ticket's visit day, a meal's transaction
 * day, a shop item's order day), so a day's figures are what its sales finally came to.
 */
export const REFUNDED_LINES = {
  ticket: 'tickets',
  meal: 'meals',
  merchandise: 'shop',
} as const satisfies Record<string, Source>;

/**
 * The day a refund line's line counts on, as SQL: `n` is the refund_lines row's alias (its
 * `line_kind`, `line_id` and `order_id`); NULL for a line that has no such day.
 */
export function countedDaySql(n: string): string {
  const arms = Object.entries(REFUNDED_LINES).map(([kind, source]) => {
    const { table, day } = SOURCES[source];
    const found =
      'own' in day
        ? `(SELECT l.${day.own} FROM ${table} l WHERE l.id = ${n}.line_id)`
        : `(SELECT o.${day.order} FROM orders o WHERE o.id = ${n}.order_id)`;
    return `WHEN '${kind}' THEN ${found}`;
  });
  return `CASE ${n}.line_kind ${arms.join(' ')} END`;
}

/** The refunded kinds whose lines count on the visit day: a date change moves their refunds. */
export const REFUNDS_MOVED_BY_DATE_CHANGE = Object.entries(REFUNDED_LINES)
  .filter(([, source]) => SOURCES[source].dated === 'visit')
  .map(([kind]) => kind);

/**
 * A CTE that adds `sign` × an order's refunded visit-day lines to report_refund_counted_days on
 * `day` (bindings: day, sign, order id): what a date change does to the refunds with the sales.
 */
function refundsOnDay(name: string): string {
  const kinds = REFUNDS_MOVED_BY_DATE_CHANGE.map((k) => `'${k}'`).join(', ');
  return `${name} AS (
  INSERT INTO report_refund_counted_days AS d (day, line_kind, amount_cents)
  SELECT ?::date, n.line_kind, ?::int * sum(n.amount_cents)
  FROM refund_lines n WHERE n.order_id = ? AND n.line_kind IN (${kinds})
  GROUP BY n.line_kind ORDER BY n.line_kind
  ON CONFLICT (day, line_kind) DO UPDATE SET amount_cents = d.amount_cents + excluded.amount_cents)`;
}

/** The report journals an order's rows are in, by day and key, summed. */
export const journalKeys = (rule: JournalRule) => ['day', ...Object.keys(rule.keys)];

/** The rules a date change moves: those whose rows all count on the visit day. */
export const MOVED_BY_DATE_CHANGE = JOURNALS.filter((rule) =>
  sourcesOf(rule).every((s) => SOURCES[s].dated === 'visit'),
);

/**
 * The statement that adds `sign` × an order's visit-day figures on `day` (a date change: −1 on
 * the old day before it, +1 on the new day after it), with its bindings: its sales in the
 * journals and its refunded visit-day lines in report_refund_counted_days, so a refunded part
 * moves with the sales it lowers.
 */
export function orderOnDay(
  orderId: number,
  day: string,
  sign: 1 | -1,
): { sql: string; bindings: (string | number)[] } {
  const bindings: (string | number)[] = [];
  const ctes = journalCtes(MOVED_BY_DATE_CHANGE, (source) => {
    bindings.push(sign, day, orderId);
    return storedRows(source, '?::int', 's.order_id = ?', '?::date');
  });
  bindings.push(day, sign, orderId);
  const refunds = refundsOnDay('refunds_counted');
  return { sql: `WITH ${[...ctes, refunds].join(',\n')}\nSELECT 1`, bindings };
}

/** compact_journaled_report_days(): each journal's keys with several rows, or all zero, folded. */
export function compactJournals(): string {
  const someSum = (sums: string[]) => sums.map((s) => `sum(${s}) <> 0`).join(' OR ');
  const fold = (rule: JournalRule) => {
    const key = journalKeys(rule);
    const sums = Object.keys(rule.figures);
    const keys = key.join(', ');
    const sameKey = key.map((k) => `t.${k} = f.${k}`).join(' AND ');
    return `WITH folding AS (
     SELECT ${keys} FROM ${rule.journal} GROUP BY ${keys}
     HAVING count(*) > 1 OR NOT (${someSum(sums)})),
   gone AS (DELETE FROM ${rule.journal} t USING folding f WHERE ${sameKey} RETURNING t.*)
   INSERT INTO ${rule.journal} (${keys}, ${sums.join(', ')})
   SELECT ${keys}, ${sums.map((s) => `sum(${s})`).join(', ')} FROM gone GROUP BY ${keys}
   HAVING ${someSum(sums)};`;
  };
  return `CREATE OR REPLACE FUNCTION compact_journaled_report_days()
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
${JOURNALS.map(fold).join('\n')}
END $$`;
}
