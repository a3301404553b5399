import type { Command } from 'commander';
import { z } from 'zod';
import { MAX_AVAILABILITY_DAYS } from '../../../core/capacity/capacity';
import { TOKENS } from '../../tokens';
import type { CliServices } from '../cli-services';
import { dateOption, formatOption, parseOptions } from '../options';
import type { Output } from '../output';
import { actingFor, asOption, valueOf, withPark } from '../park-session';
import { printListing } from '../render';

const count = (flag: string) =>
  z.coerce
    .number({ error: `${flag} must be a whole number of 0 or more` })
    .int(`${flag} must be a whole number of 0 or more`)
    .min(0, `${flag} must be a whole number of 0 or more`);

const showSchema = z.object({
  from: dateOption('--from').optional(),
  to: dateOption('--to').optional(),
  format: formatOption,
});

const setSchema = z
  .object({
    date: dateOption('--date'),
    limit: count('--limit').optional(),
    express: count('--express').optional(),
    default: z.boolean().optional(),
  })
  .superRefine((o, ctx) => {
    if ((o.limit === undefined) === !o.default)
      ctx.addIssue({ code: 'custom', message: 'give either --limit N or --default' });
    if (o.default && o.express !== undefined)
      ctx.addIssue({ code: 'custom', message: '--express goes with --limit, not --default' });
  });

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

/** `park capacity show|set`: each visit day's capacity, as GET /availability and PUT /capacity. */
export function registerCapacityCommands(program: Command, services: CliServices, output: Output) {
  const capacity = program
    .command('capacity')
    .description("each visit day's capacity, what is sold and what remains");

  capacity
    .command('show')
    .description(
      `the days from --from to --to (at most ${MAX_AVAILABILITY_DAYS}; default today and the next 59)`,
    )
    .option('--from <date>', 'first day, YYYY-MM-DD (default: today)')
    .option('--to <date>', 'last day, YYYY-MM-DD (default: 59 days after --from)')
    .option('--format <format>', 'table, json or csv', 'table')
    .addHelpText(
      'after',
      examples(
        'park capacity show',
        'park capacity show --from 2026-07-01 --to 2026-07-31 --format csv',
      ),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(showSchema, raw);
      return withPark(services, async (park) => {
        const days = valueOf(await park.use(TOKENS.GetAvailability).execute(o));
        printListing(output, o.format, {
          columns: [
            { key: 'date', label: 'Date' },
            { key: 'capacity', label: 'Capacity', align: 'right' },
            { key: 'sold', label: 'Sold', align: 'right' },
            { key: 'remaining', label: 'Remaining', align: 'right' },
            { key: 'expressRemaining', label: 'Express left', align: 'right' },
            { key: 'status', label: 'Status' },
          ],
          rows: days.map((d) => ({ ...d })),
          emptyMessage: 'No days in that range.',
          json: days,
        });
      });
    });

  capacity
    .command('set')
    .description(
      "set a day's capacity (and express limit), or return it to the default (needs --as a manager)",
    )
    .option('--date <date>', 'the day, YYYY-MM-DD (required)')
    .option('--limit <n>', 'admissions that day (0 closes it)')
    .option('--express <n>', 'express admissions that day, inside --limit')
    .option('--default', "back to the park's default capacity")
    .addHelpText(
      'after',
      examples(
        'park capacity set --date 2026-07-04 --limit 8000 --express 800 --as manager@example.com',
        'park capacity set --date 2026-07-05 --limit 0 --as manager@example.com   # closed',
        'park capacity set --date 2026-07-04 --default --as manager@example.com',
      ),
    )
    .action((raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(setSchema, raw);
      return withPark(services, async (park) => {
        const setDay = park.use(TOKENS.SetDayCapacity);
        const actor = await actingFor(park, asOption(command), setDay);
        const day = valueOf(
          await setDay.execute({
            actor,
            date: o.date,
            capacity: o.default ? null : o.limit!,
            expressCapacity: o.default ? null : o.express,
          }),
        );
        output.out(
          `${day.date}: capacity ${day.capacity}, ${day.sold} sold, ${day.remaining} remaining (${day.status})`,
        );
      });
    });
}
