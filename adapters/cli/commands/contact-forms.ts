import type { Command } from 'commander';
import { z } from 'zod';
import { CONTACT_TYPES } from '../../../core/contact/contact';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import { toContactFormRow } from '../../contract/manager-presenters';
import {
  checkRange,
  choiceOption,
  formatOption,
  parseOptions,
  rangeOptions,
  choiceWords,
} from '../options';
import type { Output } from '../output';
import { valueOf, withPark } from '../park-session';
import type { CliServices } from '../cli-services';
import { printListing, type Cell } from '../render';

const TYPES = ['all', ...CONTACT_TYPES] as const;
const schema = z
  .object({
    ...rangeOptions,
    type: choiceOption('--type', TYPES).default('all'),
    format: formatOption,
  })
  .superRefine(checkRange);

/** The table keeps one line per message; CSV and JSON keep the whole text. */
const shorten = (value: Cell) => {
  const text = String(value ?? '').replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** `park contact-forms list`: View Contact Forms (the JSON is the /viewContactForms answer). */
export function registerContactFormCommands(
  program: Command,
  services: CliServices,
  output: Output,
) {
  program
    .command('contact-forms')
    .description("read the visitors' Contact Us messages")
    .command('list')
    .description('the messages submitted in a range, newest first')
    .option('--from <date>', 'first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'last day, YYYY-MM-DD (required)')
    .option('--type <type>', choiceWords(TYPES), 'all')
    .option('--format <format>', 'table, json or csv', 'table')
    .addHelpText(
      'after',
      '\nExamples:\n  $ park contact-forms list --from 2026-06-01 --to 2026-06-30\n' +
        '  $ park contact-forms list --from 2026-06-01 --to 2026-06-30 --type issue --format json',
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(schema, raw);
      return withPark(services, async (park) => {
        const forms = valueOf(
          await park.listContactForms.execute({
            actor: PARK_OPERATOR,
            startDate: o.from,
            endDate: o.to,
            type: o.type,
          }),
        );
        const rows = forms.map(toContactFormRow);
        printListing(output, o.format, {
          columns: [
            { key: 'SubmissionID', label: 'ID', align: 'right' },
            { key: 'Cdate', label: 'Date' },
            { key: 'CType', label: 'Type' },
            { key: 'Cname', label: 'Name' },
            { key: 'Cemail', label: 'Email' },
            { key: 'TicketID', label: 'Ticket', align: 'right' },
            { key: 'Content', label: 'Message', show: shorten },
          ],
          rows,
          emptyMessage: 'No contact forms found for the selected date and type.',
          json: rows,
        });
      });
    });
}
