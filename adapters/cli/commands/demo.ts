import type { Command } from 'commander';
import { z } from 'zod';
import { isIsoDate } from '../../../core/shared/dates';
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

/** The orders a day that give a year the bench's size (make bench, issue 6). */
export const BENCH_ORDERS_PER_DAY = 6_000;

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
  from: z.string().refine(isIsoDate, '--from must be a date written YYYY-MM-DD').optional(),
  force: z.boolean().default(false),
});

function parseOptions(raw: Record<string, unknown>): GenerateDemoHistoryInput {
  const parsed = OptionsSchema.safeParse(raw);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => i.message).join('; '));
  const { days, visitorsPerDay, seed, from, force } = parsed.data;
  return { days, ordersPerDay: visitorsPerDay, seed, force, ...(from ? { from } : {}) };
}

const HELP = `
--visitors-per-day is the average number of visitor orders (checkouts) a day over a year:
weekends and summer get more, rainy and snowy days fewer. The default, ${BENCH_ORDERS_PER_DAY}, is a busy park. An order holds the tickets of a
party of 1-4 adults and 0-3 children (about 1.6 ticket lines), a third of the orders add meal
vouchers and a sixth shop items. Generated visitors log in with the password Guest#2024
(emails guest<id>@guests.dreamland.example); the demo logins are never touched.

The days end yesterday (park time) unless --from is given. Days that already hold generated
history are refused, writing nothing; --force writes another layer of history on top of them
(the weather already recorded for a day is always kept).

Examples:
  $ park demo generate --days 30 --visitors-per-day 500
  $ park demo generate --days 365 --visitors-per-day ${BENCH_ORDERS_PER_DAY}    a year for make bench:
        over 3 million ticket lines, 1 million meal and 500,000 shop lines
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
    const { from, to, counts } = result.value;
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(totalRows(counts) / seconds).toLocaleString('en-US');
    output.out(
      `Generated ${input.days} day(s), ${from} to ${to}, in ${seconds.toFixed(1)} s ` +
        `(${totalRows(counts).toLocaleString('en-US')} rows, ${rate} rows/s): ${countsLine(counts)}.`,
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
      'write a realistic history of orders, meals, shop sales, maintenance, weather and messages',
    )
    .option('--days <n>', 'number of days to generate (1-3660)', '30')
    .option(
      '--visitors-per-day <n>',
      'average orders a day (1-100000, see below)',
      String(BENCH_ORDERS_PER_DAY),
    )
    .option('--from <date>', 'first day, YYYY-MM-DD (default: the days end yesterday)')
    .option('--seed <n>', 'random seed: the same seed gives the same history', '1')
    .option('--force', 'write over days that already have generated history')
    .addHelpText('after', HELP)
    .action((options: Record<string, unknown>) => generate(services, output, options));
}
