import type { Command } from 'commander';
import { z } from 'zod';
import { MAINTENANCE_REQUIRED_SUBJECT, statusLabel } from '../../../core/maintenance/maintenance';
import { centsToDollars, dollarsToCents, formatUsd } from '../../../core/shared/money';
import type { MaintenanceRequest } from '../../../core/maintenance/maintenance-repository';
import { choiceOption, formatOption, parseOptions } from '../options';
import type { Output } from '../output';
import { actingEmployee, asOption, withPark } from '../park-session';
import type { CliServices } from '../cli-services';
import { printListing, type Cell, type ListColumn } from '../render';

const STATUSES = ['Open', 'In Progress', 'Completed'] as const;
const listSchema = z.object({
  // 'pending' is how people see Open.
  status: z
    .string()
    .transform((s) => (s.trim().toLowerCase() === 'pending' ? 'Open' : s))
    .pipe(choiceOption('--status', STATUSES, ['pending', 'in progress', 'completed']))
    .optional(),
  format: formatOption,
});
const urgentSchema = z.object({ format: formatOption });

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

const COLUMNS: ListColumn[] = [
  { key: 'id', label: 'RID', align: 'right' },
  { key: 'submittedDate', label: 'Submitted' },
  { key: 'attractionName', label: 'Attraction' },
  { key: 'subject', label: 'Subject' },
  { key: 'status', label: 'Status' },
  {
    key: 'cost',
    label: 'Cost',
    align: 'right',
    show: (v: Cell) => (typeof v === 'number' ? formatUsd(dollarsToCents(v)) : ''),
  },
  { key: 'dateResolved', label: 'Resolved' },
];

/** A request as listed: its status as people see it (Pending for Open), cost in dollars. */
const rowOf = (r: MaintenanceRequest) => ({
  id: r.id,
  submittedDate: r.submittedDate,
  attractionName: r.attractionName,
  subject: r.subject,
  status: statusLabel(r.status),
  cost: centsToDollars(r.cost),
  dateResolved: r.dateResolved,
  comment: r.description,
});

/** `park maintenance list|urgent`: the Maintenance Requests page and its URGENT! check. */
export function registerMaintenanceCommands(
  program: Command,
  services: CliServices,
  output: Output,
) {
  const maintenance = program
    .command('maintenance')
    .description('list maintenance requests and run the 30-day URGENT check');

  maintenance
    .command('list')
    .description('every maintenance request, newest first')
    .option('--status <status>', 'pending, "in progress" or completed (default: all)')
    .option('--format <format>', 'table, json or csv', 'table')
    .addHelpText(
      'after',
      examples('park maintenance list', 'park maintenance list --status pending --format csv'),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(listSchema, raw);
      return withPark(services, async (park) => {
        const all = await park.listMaintenanceRequests.execute();
        const rows = all.filter((r) => !o.status || r.status === o.status).map(rowOf);
        printListing(output, o.format, {
          columns: COLUMNS,
          rows,
          emptyMessage: 'No maintenance requests.',
          json: rows,
        });
      });
    });

  maintenance
    .command('urgent')
    .description(
      `open a '${MAINTENANCE_REQUIRED_SUBJECT}' request for every attraction without maintenance in the past 30 days, and list those not completed (needs --as an employee)`,
    )
    .option('--format <format>', 'table, json or csv', 'table')
    .addHelpText('after', examples('park maintenance urgent --as staff@example.com'))
    .action((raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(urgentSchema, raw);
      return withPark(services, async (park) => {
        const actor = await actingEmployee(park, asOption(command), 'employee');
        const { opened, unresolved } = await park.checkUrgentMaintenance.execute({ actor });
        const rows = unresolved.map(rowOf);
        if (o.format === 'table')
          output.out(
            `Opened ${opened.length} '${MAINTENANCE_REQUIRED_SUBJECT}' request(s). URGENT! requests not completed: ${rows.length}\n`,
          );
        printListing(output, o.format, {
          columns: COLUMNS,
          rows,
          emptyMessage: 'No urgent maintenance requests.',
          json: { opened: opened.map(rowOf), unresolved: rows },
        });
      });
    });
}
