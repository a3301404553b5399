import type { Command } from 'commander';
import { z } from 'zod';
import { DEMO_TABLES, type DemoCounts } from '../../../core/demo/demo-rows';
import type {
  DemoHistorySummary,
  DemoProgress,
  GenerateDemoHistoryInput,
} from '../../../core/demo/generate-demo-history';
import type { Result } from '../../../core/shared/result';
import type { DomainError } from '../../../core/shared/errors';
import type { Output } from '../output';
import { CliError } from '../cli-error';
import { dateOption } from '../options';
import type { CliServices } from '../cli-services';
import { demoProgress } from './demo-progress';

/** The demo-history generator on the configured database (migrated), and how to close it. */
export interface DemoHistoryTasks {
  generate(
    input: GenerateDemoHistoryInput,
    onProgress: (progress: DemoProgress) => void,
  ): Promise<Result<DemoHistorySummary, DomainError>>;
  close(): Promise<void>;
}

/**
 * The visitors who want to come on the busiest day, by default: with the park's default
 * capacity (5,000) busy summer weekends sell out and quiet days stay well under.
 */
export const DEFAULT_PEAK_VISITORS = 6_000;

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`);

const OptionsSchema = z.object({
  days: whole('--days', 1, 3_660),
  visitorsPerDay: whole('--visitors-per-day', 1, 100_000),
  seed: whole('--seed', 0, 4_294_967_295),
  from: dateOption('--from').optional(),
  force: z.boolean().default(false),
});

function parseOptions(raw: Record<string, unknown>): GenerateDemoHistoryInput {
  const parsed = OptionsSchema.safeParse(raw);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('; '));
  const { days, visitorsPerDay, seed, from, force } = parsed.data;
  return { days, peakVisitors: visitorsPerDay, seed, force, ...(from ? { from } : {}) };
}

const HELP = `
--visitors-per-day is how many visitors want to come on the year's busiest day, a sunny
Saturday in July. Other days draw their share: about a third of it on an average day, fewer
on weekdays, in winter and in rain, a twentieth on a snowy winter weekday. The default,
${DEFAULT_PEAK_VISITORS}, is a busy park. A party of 1-4 adults and 0-3 children orders its tickets up to a
month ahead (about 1.6 ticket lines an order); a third of the orders add meal vouchers and
a sixth shop items. Generated visitors log in with the password Guest#2024
(emails guest<id>@guests.dreamland.example); the demo logins are never touched.

No day is sold beyond its capacity, as the running park has it: PARK_DAILY_CAPACITY
(default 5000) and PARK_DAILY_EXPRESS_CAPACITY (default 500), or the day's own limits
(park capacity set), less what the day has already sold. A day's parties are served in the
order they ordered; one that finds too few places left takes fewer tickets (or standard
instead of Express), tries a day up to a week later, or gives up. With the defaults, busy
summer weekends come close to the capacity or sell out and quiet days stay well under.

The days end yesterday (park time) unless --from is given. Days that already hold generated
history are refused, writing nothing; --force writes another layer of history on top of them
(the weather already recorded for a day is always kept; the layer only sells what is left).

Examples:
  $ park demo generate --days 30 --visitors-per-day 500
  $ park demo generate --days 365 --visitors-per-day ${DEFAULT_PEAK_VISITORS}
        a season: some 240,000 orders, a dozen or so summer weekend days sold out
  $ PARK_DAILY_CAPACITY=50000 PARK_DAILY_EXPRESS_CAPACITY=5000 \\
      park demo generate --days 365 --visitors-per-day 60000
        a year for make bench, a park ten times the size: 2.5 million orders,
        3.8 million ticket lines, 1.3 million meal and 700,000 shop lines
  $ park demo generate --from 2025-06-01 --days 7 --visitors-per-day 200 --seed 7`;

/** "1,234 users, 5,678 orders, …" */
export function countsLine(counts: DemoCounts): string {
  return DEMO_TABLES.map((t) => `${counts[t].toLocaleString('en-US')} ${t}`).join(', ');
}

const totalRows = (counts: DemoCounts) => DEMO_TABLES.reduce((sum, t) => sum + counts[t], 0);

async function generate(services: CliServices, output: Output, raw: Record<string, unknown>) {
  const input = parseOptions(raw);
  const tasks = await services.openDemoHistory();
  const started = performance.now();
  const progress = demoProgress(output, input.days, started);
  try {
    const result = await tasks.generate(input, (p) => progress.update(p.done, totalRows(p.counts)));
    progress.stop();
    if (!result.ok) throw new CliError(result.error.message);
    const { from, to, counts, admissions, soldOutDays } = result.value;
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(totalRows(counts) / seconds).toLocaleString('en-US');
    output.out(
      `Generated ${input.days} day(s), ${from} to ${to}, in ${seconds.toFixed(1)} s ` +
        `(${totalRows(counts).toLocaleString('en-US')} rows, ${rate} rows/s): ${countsLine(counts)}.`,
    );
    output.out(
      `Admissions sold: ${admissions.toLocaleString('en-US')}; ` +
        `${soldOutDays.toLocaleString('en-US')} day(s) sold out.`,
    );
  } finally {
    progress.stop();
    await tasks.close();
  }
}

/** `park demo generate`: a realistic park history for reports and benchmarks. */
export function registerDemoCommands(program: Command, services: CliServices, output: Output) {
  const demo = program
    .command('demo')
    .description('fill the database with a generated park history (reports, benchmarks)');
  demo
    .command('generate')
    .description(
      'write a realistic history of orders, meals, shop sales, maintenance, weather and messages, within each day’s capacity',
    )
    .option('--days <n>', 'number of days to generate (1-3660)', '30')
    .option(
      '--visitors-per-day <n>',
      'visitors who want to come on the busiest day (1-100000, see below)',
      String(DEFAULT_PEAK_VISITORS),
    )
    .option('--from <date>', 'first day, YYYY-MM-DD (default: the days end yesterday)')
    .option('--seed <n>', 'random seed: the same seed gives the same history', '1')
    .option('--force', 'write over days that already have generated history')
    .addHelpText('after', HELP)
    .action((options: Record<string, unknown>) => generate(services, output, options));
}
