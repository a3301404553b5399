import type { Command } from 'commander';
import { z } from 'zod';
import { AUDIT_ACTION_MAX, AUDIT_ACTION_PATTERN } from '../../../core/audit/audit';
import { AUDIT_PAGE_MAX } from '../../../core/audit/list-audit-entries';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import { EMAIL_MAX } from '../../../core/shared/field-rules';
import { toAuditPageBody, type AuditEntryBody } from '../../contract/audit';
import { changeSummary } from '../../reports/audit-changes';
import { parkTime } from '../../reports/gate-answer';
import { TOKENS } from '../../tokens';
import type { CliServices } from '../cli-services';
import { dateOption, formatOption, parseOptions } from '../options';
import { dim, type Output } from '../output';
import { valueOf, withPark } from '../park-session';
import { renderTable, toCsv, type ListColumn } from '../render';

const count = (flag: string, max: number) => {
  const message = `${flag} must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .optional();
};

const ACTOR_MESSAGE = '--actor must be an email address';
const ACTION_MESSAGE = '--action must be an action name, like employee.add or gate.check-in';

const schema = z
  .object({
    from: dateOption('--from').optional(),
    to: dateOption('--to').optional(),
    actor: z
      .string()
      .trim()
      .max(EMAIL_MAX, ACTOR_MESSAGE)
      .regex(/^[^\s@]+@[^\s@]+$/, ACTOR_MESSAGE)
      .optional(),
    action: z
      .string()
      .trim()
      .max(AUDIT_ACTION_MAX, ACTION_MESSAGE)
      .regex(AUDIT_ACTION_PATTERN, ACTION_MESSAGE)
      .optional(),
    limit: count('--limit', AUDIT_PAGE_MAX),
    cursor: count('--cursor', Number.MAX_SAFE_INTEGER),
    format: formatOption,
  })
  .superRefine((o, ctx) => {
    if (o.from !== undefined && o.to !== undefined && o.to < o.from)
      ctx.addIssue({
        code: 'custom',
        message: `--to (${o.to}) cannot be before --from (${o.from})`,
      });
  });

/** The table's columns, each cut to fit 80 characters with its neighbours (79 at most). */
const COLUMNS: (ListColumn & { max: number })[] = [
  { key: 'at', label: 'At (park time)', max: 16 },
  { key: 'actor', label: 'Actor', max: 22 },
  { key: 'action', label: 'Action', max: 19 },
  { key: 'target', label: 'Target', max: 16 },
];
/** The change summary goes on its own line under its entry, indented, within 80 characters. */
const SUMMARY_WIDTH = 78;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** One page as a table: a line per entry, and under it what it changed. */
function auditTable(output: Output, entries: AuditEntryBody[], timeZone: string): string {
  const cells = entries.map((e) =>
    [parkTime(e.at, timeZone), e.actor.email, e.action, e.target].map((v, i) =>
      cut(v, COLUMNS[i]!.max),
    ),
  );
  const [header, rule, ...rows] = renderTable(output, COLUMNS, cells).split('\n');
  const lines = [header!, rule!];
  rows.forEach((row, i) => {
    lines.push(row);
    const summary = changeSummary(entries[i]!.before, entries[i]!.after);
    if (summary) lines.push(dim(output, `  ${cut(summary, SUMMARY_WIDTH)}`));
  });
  return lines.join('\n');
}

const CSV_COLUMNS: ListColumn[] = [
  { key: 'id', label: 'ID' },
  { key: 'at', label: 'At' },
  { key: 'actorEmail', label: 'Actor' },
  { key: 'actorRole', label: 'Role' },
  { key: 'action', label: 'Action' },
  { key: 'target', label: 'Target' },
  { key: 'change', label: 'Change' },
  { key: 'before', label: 'Before' },
  { key: 'after', label: 'After' },
];

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

/** `park audit`: the audit log, as GET /audit answers it (the operator reads it, no --as). */
export function registerAuditCommand(program: Command, services: CliServices, output: Output) {
  program
    .command('audit')
    .description(
      'the audit log, newest first: every write by staff or a manager, and the order writes',
    )
    .option('--from <date>', 'first park day, YYYY-MM-DD (default: no first day)')
    .option('--to <date>', 'last park day, YYYY-MM-DD (default: no last day)')
    .option('--actor <email>', "only this employee's (or visitor's) writes, any case")
    .option('--action <name>', 'only this action, e.g. employee.add, capacity.set, gate.check-in')
    .option('--limit <n>', `entries per page, 1 to ${AUDIT_PAGE_MAX} (default: 50)`)
    .option('--cursor <id>', 'the page after this entry (the table says which to ask for)')
    .option('--format <format>', 'table, json (the HTTP answer’s entries) or csv', 'table')
    .addHelpText(
      'after',
      examples(
        'park audit',
        'park audit --from 2026-07-01 --to 2026-07-31 --action capacity.set',
        'park audit --actor staff@example.com --limit 200 --format csv > staff-writes.csv',
      ),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(schema, raw);
      return withPark(services, async (park) => {
        const page = valueOf(
          await park.use(TOKENS.ListAuditEntries).execute({
            actor: PARK_OPERATOR,
            query: {
              from: o.from,
              to: o.to,
              actorEmail: o.actor,
              action: o.action,
              limit: o.limit,
              cursor: o.cursor,
            },
          }),
        );
        const { entries, next } = toAuditPageBody(page);
        if (o.format === 'json') return output.out(`${JSON.stringify(entries, null, 2)}\n`);
        if (o.format === 'csv')
          return output.out(
            toCsv(
              CSV_COLUMNS,
              entries.map((e) => ({
                id: e.id,
                at: e.at,
                actorEmail: e.actor.email,
                actorRole: e.actor.role,
                action: e.action,
                target: e.target,
                change: changeSummary(e.before, e.after),
                before: json(e.before),
                after: json(e.after),
              })),
            ),
          );
        if (entries.length === 0) return output.out('No audit entries match.');
        output.out(auditTable(output, entries, park.timeZone));
        if (next !== null) output.out(`\nMore: the same with --cursor ${next}`);
      });
    });
}
