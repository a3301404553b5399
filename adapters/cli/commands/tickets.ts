import type { Command } from 'commander';
import { registerTicketsPdfCommand } from './tickets-pdf';
import { z } from 'zod';
import { admissionProduct } from '../../../core/admissions/products';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import {
  LOOKUP_NAME_MAX,
  toCheckInAnswer,
  toGateLookupBodies,
  toTicketBodies,
} from '../../contract/tickets';
import { gateAnswer, parkTime } from '../../reports/gate-answer';
import { TOKENS } from '../../tokens';
import { CliExit } from '../cli-error';
import type { CliServices } from '../cli-services';
import { choiceOption, formatOption, parseOptions, textOption } from '../options';
import { bold, green, red, type Output } from '../output';
import { actingEmployee, asOption, valueOf, withTicketCodes } from '../park-session';
import { printListing } from '../render';

/** `park gate check`'s exit code when the gate refuses the ticket (1 is for errors). */
export const REFUSED_EXIT_CODE = 2;

const orderOption = z.coerce
  .number({ error: '--order must be an order id (a whole number)' })
  .int('--order must be an order id (a whole number)')
  .positive('--order must be an order id (a whole number)')
  .max(2_147_483_647, '--order is too large');

const listSchema = z.object({ order: orderOption, format: formatOption });

const checkSchema = z.object({
  code: z.string().trim().min(1, 'give the ticket code to check'),
  gate: textOption('--gate', 1_000),
  format: choiceOption('--format', ['table', 'json'] as const).default('table'),
});

const ADMIT_RULE = '--admit takes how many tickets to admit (a whole number), or nothing for all';

const lookupSchema = z.object({
  order: orderOption,
  name: z
    .string({ error: 'give the guest’s name with --name' })
    .trim()
    .min(1, 'give the guest’s name with --name')
    .max(LOOKUP_NAME_MAX, `--name must be at most ${LOOKUP_NAME_MAX} characters`),
  admit: z
    .custom<true | string>((value) => value === true || typeof value === 'string', ADMIT_RULE)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === true) return value;
      if (/^\s*[1-9][0-9]{0,5}\s*$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: ADMIT_RULE });
      return z.NEVER;
    }),
  gate: textOption('--gate', 1_000),
  format: formatOption,
});

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

const EXIT_CODES = `
Exit codes:
  0  ADMITTED: the ticket is valid today and is now used
  ${REFUSED_EXIT_CODE}  REFUSED: already used, another day's, void, or not a code of this park
  1  the check could not be made (options, --as, the database, the ticket key: see park --help)`;

const LOOKUP_EXIT_CODES = `
Exit codes:
  0  the order's tickets for today are listed; with --admit, as many as asked were admitted
  ${REFUSED_EXIT_CODE}  with --admit: fewer tickets could be admitted than asked (none valid left, say)
  1  no order with that number and name, or the lookup could not be made (options, --as, …)`;

/** `park tickets list`: an order's e-tickets, as GET /orders/:orderId/tickets answers them. */
export function registerTicketCommands(program: Command, services: CliServices, output: Output) {
  const tickets = program
    .command('tickets')
    .description("an order's e-tickets: one per person, each with its signed code");

  tickets
    .command('list')
    .description("an order's tickets: code, type, visit day, status, and when and where used")
    .option('--order <id>', 'the order id (required)')
    .option('--format <format>', 'table, json (the HTTP answer) or csv', 'table')
    .addHelpText(
      'after',
      examples('park tickets list --order 42', 'park tickets list --order 42 --format json'),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(listSchema, raw);
      return withTicketCodes(services, output, async (park) => {
        const order = valueOf(
          await park.use(TOKENS.ListTickets).execute({ viewer: PARK_OPERATOR, orderId: o.order }),
        );
        printListing(output, o.format, {
          columns: [
            { key: 'code', label: 'Code' },
            { key: 'type', label: 'Type' },
            { key: 'visitDate', label: 'Visit day' },
            { key: 'status', label: 'Status' },
            { key: 'usedAt', label: 'Used (park time)' },
            { key: 'gate', label: 'Gate' },
          ],
          rows: order.tickets.map((t) => ({
            code: t.code,
            type: admissionProduct(t.type).label,
            visitDate: t.visitDate,
            status: t.status,
            usedAt: t.usedAt ? parkTime(t.usedAt.toISOString(), park.timeZone) : null,
            gate: t.gate,
          })),
          emptyMessage: `Order ${order.orderId} has no tickets.`,
          json: toTicketBodies(order),
        });
      });
    });

  registerTicketsPdfCommand(tickets, services, output);
}

/** `park gate check CODE`: the Gate page's check-in from a terminal, with its answer. */
export function registerGateCommands(program: Command, services: CliServices, output: Output) {
  const gate = program
    .command('gate')
    .description('the gate: check tickets in (staff and managers, named with --as)');

  gate
    .command('check')
    .description(
      'check a ticket in as POST /gate/check-in does: ADMITTED, or REFUSED with the reason',
    )
    .argument('<code>', 'the ticket code (put -- before a code that starts with -)')
    .option('--gate <name>', 'the gate, kept with the check-in (at most 40 characters)')
    .option('--format <format>', 'table or json (the HTTP answer)', 'table')
    .addHelpText(
      'after',
      `${examples(
        'park gate check 3yuM0sE1Tgi8C2n7aQ9ZbwJ4kV0xR6fTz1pLq8dYc2Hs --as staff@example.com',
        'PARK_AS=staff@example.com park gate check --gate "North 2" -- -8cWk2JQxT0m4nR7bZ1aYvg3Hf6LdS9eUo5iPqXtB0wE',
      )}\n${EXIT_CODES}`,
    )
    .action((code: string, raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(checkSchema, { ...raw, code });
      return withTicketCodes(services, output, async (park) => {
        const actor = await actingEmployee(park, asOption(command));
        const outcome = valueOf(
          await park.use(TOKENS.CheckIn).execute({ actor, code: o.code, gate: o.gate }),
        );
        const answer = toCheckInAnswer(outcome);
        if (o.format === 'json') output.out(`${JSON.stringify(answer.body, null, 2)}\n`);
        else {
          const words = gateAnswer(answer.body, { timeZone: park.timeZone, today: park.today() });
          const paint = words.admitted ? green : red;
          output.out(
            [
              bold(output, paint(output, `${words.headline}  ${words.reason}`)),
              ...words.details.map((d) => `  ${d}`),
            ].join('\n'),
          );
        }
        if (answer.status !== 200) throw new CliExit(REFUSED_EXIT_CODE);
      });
    });

  gate
    .command('lookup')
    .description(
      "find a guest's tickets for today by order number and name, as GET /gate/lookup does, and admit them with --admit",
    )
    .option('--order <id>', 'the order number (required)')
    .option(
      '--name <name>',
      "the guest's name: the order's contact (full or last name) or its account's (required)",
    )
    .option('--admit [count]', 'admit the first COUNT valid tickets found (all when no count)')
    .option('--gate <name>', 'the gate, kept with each check-in (at most 40 characters)')
    .option('--format <format>', 'table, json (the HTTP answer) or csv', 'table')
    .addHelpText(
      'after',
      `${examples(
        'park gate lookup --order 42 --name "Vera Visitor" --as staff@example.com',
        'park gate lookup --order 42 --name visitor --admit 2 --gate "North 2" --as staff@example.com',
      )}
${LOOKUP_EXIT_CODES}`,
    )
    .action((raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(lookupSchema, raw);
      return withTicketCodes(services, output, async (park) => {
        const actor = await actingEmployee(park, asOption(command));
        const found = valueOf(
          await park.use(TOKENS.GateLookup).execute({ actor, orderId: o.order, name: o.name }),
        );
        const asked =
          o.admit === undefined
            ? 0
            : o.admit === true
              ? found.filter((t) => t.status === 'valid').length
              : o.admit;
        let admitted = 0;
        for (const ticket of found) {
          if (admitted >= asked) break;
          if (ticket.status !== 'valid') continue;
          const outcome = valueOf(
            await park.use(TOKENS.CheckIn).execute({ actor, code: ticket.code, gate: o.gate }),
          );
          if (outcome.result === 'admitted') admitted += 1;
        }
        const now =
          asked > 0
            ? valueOf(
                await park
                  .use(TOKENS.GateLookup)
                  .execute({ actor, orderId: o.order, name: o.name }),
              )
            : found;
        printListing(output, o.format, {
          columns: [
            { key: 'ticket', label: '#' },
            { key: 'type', label: 'Type' },
            { key: 'status', label: 'Status' },
            { key: 'usedAt', label: 'Used (park time)' },
            { key: 'code', label: 'Code' },
          ],
          rows: now.map((t, i) => ({
            ticket: String(i + 1),
            type: admissionProduct(t.type).label,
            status: t.status,
            usedAt: t.usedAt ? parkTime(t.usedAt.toISOString(), park.timeZone) : null,
            code: t.code,
          })),
          emptyMessage: `Order ${o.order} has no tickets for today (${park.today()}).`,
          json: toGateLookupBodies(now),
        });
        if (o.admit !== undefined) {
          const line =
            asked === 0
              ? 'No ticket of this order can be admitted today.'
              : `Admitted ${admitted} of ${asked} ticket${asked === 1 ? '' : 's'} asked.`;
          // The table's reader gets the sum under it; json and csv stay the answer alone.
          if (o.format === 'table') output.out(line);
          if (admitted < asked || asked === 0) {
            if (o.format !== 'table') output.err(line);
            throw new CliExit(REFUSED_EXIT_CODE);
          }
        }
      });
    });
}
