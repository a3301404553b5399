import type { Command } from 'commander';
import { z } from 'zod';
import {
  DINING_TYPE_FILTERS,
  FINANCE_CATEGORIES,
  FINANCE_KINDS,
  TICKET_TYPE_FILTERS,
  VISIT_CATEGORIES,
} from '../../../core/reports/reports';
import { toFinanceReportBody } from '../../contract/finance-report-body';
import { toMaintenanceReportRow, toVisitReportBody } from '../../contract/report-bodies';
import {
  financeReportTable,
  maintenanceReportTable,
  visitReportTable,
} from '../../reports/report-tables';
import {
  checkRange,
  choiceOption,
  formatOption,
  parseOptions,
  rangeOptions,
  textOption,
  choiceWords,
  outputFileOption,
} from '../options';
import type { Output } from '../output';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import { valueOf, withPark, type ParkSession } from '../park-session';
import { knownName } from '../known-names';
import { TOKENS } from '../../tokens';
import type { CliServices } from '../cli-services';
import { CliError } from '../cli-error';
import { printReport } from './report-output';

// The HTTP requests these reports would be (the PDF's filter line names them), as the shared
// report tables take them: the CLI does not import the HTTP adapter's contract itself.
type FinanceReportRequest = Parameters<typeof financeReportTable>[1];
type MaintenanceReportRequest = Parameters<typeof maintenanceReportTable>[1];
type VisitReportRequest = Parameters<typeof visitReportTable>[1];

const common = { ...rangeOptions, format: formatOption, pdf: outputFileOption('--pdf').optional() };

const financeSchema = z
  .object({
    ...common,
    category: choiceOption('--category', FINANCE_CATEGORIES),
    ticketType: choiceOption('--ticket-type', TICKET_TYPE_FILTERS).default('all'),
    diningKind: choiceOption('--dining-kind', FINANCE_KINDS).default('revenue'),
    diningType: choiceOption('--dining-type', DINING_TYPE_FILTERS).default('all'),
  })
  .superRefine(checkRange);

const maintenanceSchema = z
  .object({
    ...common,
    status: choiceOption('--status', ['pending', 'In Progress', 'completed'] as const).optional(),
    keyword: textOption('--keyword'),
    attraction: textOption('--attraction'),
  })
  .superRefine(checkRange);

const visitSchema = z
  .object({
    ...common,
    category: choiceOption('--category', VISIT_CATEGORIES),
    attraction: textOption('--attraction'),
    restaurant: textOption('--restaurant'),
  })
  .superRefine(checkRange)
  .superRefine((o, ctx) => {
    // The name of the other category would be ignored: a report that looks narrowed but is not.
    if (o.category === 'attractions' && o.restaurant !== null)
      ctx.addIssue({ code: 'custom', message: '--restaurant goes with --category dining' });
    if (o.category === 'dining' && o.attraction !== null)
      ctx.addIssue({ code: 'custom', message: '--attraction goes with --category attractions' });
  });

/**
 * The --attraction name as the catalog spells it (the names the web form offers), checked
 * before any report is made or file written: a misspelt name is refused, not answered with an
 * empty report.
 */
async function knownAttraction(park: ParkSession, typed: string | null): Promise<string | null> {
  if (typed === null) return null;
  const attractions = await park.use(TOKENS.ListAttractions).execute();
  return knownName(
    '--attraction',
    'attraction',
    typed,
    attractions.map((a) => a.name),
  );
}

/** The --restaurant name as the catalog spells it, checked like --attraction. */
async function knownRestaurant(park: ParkSession, typed: string | null): Promise<string | null> {
  if (typed === null) return null;
  const restaurants = await park.use(TOKENS.ListRestaurants).execute();
  return knownName(
    '--restaurant',
    'restaurant',
    typed,
    restaurants.map((r) => r.name),
  );
}

/** The options every report takes. */
function reportCommand(parent: Command, name: string, description: string, examples: string) {
  return parent
    .command(name)
    .description(description)
    .option('--from <date>', 'first day, YYYY-MM-DD (required)')
    .option('--to <date>', 'last day, YYYY-MM-DD, at most 366 days after --from (required)')
    .option(
      '--format <format>',
      'table (as wide as COLUMNS or the terminal), json (the HTTP answer) or csv',
      'table',
    )
    .option(
      '--pdf <file>',
      'also write the PDF the web page exports (data_report.pdf; landscape when wide)',
    )
    .addHelpText('after', `\nExamples:\n${examples}`);
}

/** Which categories use a category-specific option (its key in the parsed options). */
type OptionUse = Record<string, { flag: string; categories: readonly string[] }>;

const FINANCE_OPTION_USE: OptionUse = {
  ticketType: { flag: '--ticket-type', categories: ['tickets'] },
  diningKind: { flag: '--dining-kind', categories: ['dining', 'merch'] },
  diningType: { flag: '--dining-type', categories: ['dining'] },
};

/**
 * A finance option typed for a category that does not use it is refused, as the visit report's
 * names are, not silently ignored: `park: --ticket-type goes with --category tickets`. These
 * options have defaults, so whether one was typed is commander's to say.
 */
function refuseOptionsNotFor(command: Command, category: string, use: OptionUse): void {
  for (const [key, { flag, categories }] of Object.entries(use))
    if (command.getOptionValueSource(key) === 'cli' && !categories.includes(category))
      throw new CliError(`${flag} goes with --category ${choiceWords(categories)}`);
}

/** The HTTP request body a use case input stands for (the table's title and the PDF say it). */
function requestOf<T extends { start: string; end: string }>({ start, end, ...rest }: T) {
  return { startDate: start, endDate: end, ...rest };
}

/**
 * The POST /finance-report body the web form sends for the same report: only the filters its
 * category reads (so the PDF's filter line names no filter that did not apply).
 */
function financeRequestOf(input: {
  start: string;
  end: string;
  category: FinanceReportRequest['category'];
  ticketType: NonNullable<FinanceReportRequest['ticketType']>;
  financeType: NonNullable<FinanceReportRequest['financeType']>;
  diningType: NonNullable<FinanceReportRequest['diningType']>;
}): FinanceReportRequest {
  const { start, end, category, ticketType, financeType, diningType } = input;
  const range = { startDate: start, endDate: end, category };
  switch (category) {
    case 'tickets':
      return { ...range, ticketType };
    case 'dining':
      return { ...range, financeType, diningType };
    case 'merch':
      return { ...range, financeType };
    default:
      return range;
  }
}

/** `park report finance|maintenance|visit`: the web's data reports, same filters, same figures. */
export function registerReportCommands(program: Command, services: CliServices, output: Output) {
  const report = program
    .command('report')
    .description('the data reports (finance, maintenance, visit) as tables, JSON, CSV or PDF');

  reportCommand(
    report,
    'finance',
    'revenue, expense and profit by day (tickets, dining, merch, maintenance or all)',
    [
      '  $ park report finance --from 2026-06-01 --to 2026-06-30 --category all',
      '  $ park report finance --from 2026-06-01 --to 2026-06-30 --category tickets --ticket-type express',
      '  $ park report finance --from 2026-06-01 --to 2026-06-30 --category dining --dining-kind expense --format csv > dining.csv',
    ].join('\n'),
  )
    .option('--category <category>', `${choiceWords(FINANCE_CATEGORIES)} (required)`)
    .option('--ticket-type <type>', `tickets: ${choiceWords(TICKET_TYPE_FILTERS)}`, 'all')
    .option('--dining-kind <kind>', 'dining and merch: revenue or expense', 'revenue')
    .option('--dining-type <type>', 'dining: standard, deluxe, special or all', 'all')
    .action((raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(financeSchema, raw);
      refuseOptionsNotFor(command, o.category, FINANCE_OPTION_USE);
      const input = {
        start: o.from,
        end: o.to,
        category: o.category,
        ticketType: o.ticketType,
        financeType: o.diningKind,
        diningType: o.diningType,
      };
      const request = financeRequestOf(input);
      return withPark(services, async (park) => {
        const result = await park.getFinanceReport.execute({ actor: PARK_OPERATOR, ...input });
        const body = toFinanceReportBody(valueOf(result));
        const table = financeReportTable(body, request);
        await printReport(output, o.format, { table, body, request }, o.pdf, park.timeZone);
      });
    });

  reportCommand(
    report,
    'maintenance',
    'the maintenance requests submitted in the range, with counts by status and cost',
    [
      '  $ park report maintenance --from 2026-06-01 --to 2026-06-30',
      '  $ park report maintenance --from 2026-06-01 --to 2026-06-30 --status "in progress" --attraction "Thunder Falls"',
      '  $ park report maintenance --from 2026-01-01 --to 2026-06-30 --keyword brake --pdf data_report.pdf',
    ].join('\n'),
  )
    .option('--status <status>', 'pending, "in progress" or completed (default: all)')
    .option('--keyword <text>', 'found in the subject or the comment, any case')
    .option(
      '--attraction <name>',
      "one attraction's requests (its exact name, any case; an unknown name is refused)",
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(maintenanceSchema, raw);
      return withPark(services, async (park) => {
        const input = {
          start: o.from,
          end: o.to,
          status: o.status ?? null,
          keyword: o.keyword,
          attractionName: await knownAttraction(park, o.attraction),
        };
        const { status, keyword, ...rest } = requestOf(input);
        const request: MaintenanceReportRequest = {
          ...rest,
          maintenanceStatus: status,
          maintenanceKeyword: keyword,
        };
        const result = await park.getMaintenanceReport.execute({ actor: PARK_OPERATOR, ...input });
        const body = valueOf(result).map(toMaintenanceReportRow);
        const table = maintenanceReportTable(body, request);
        await printReport(output, o.format, { table, body, request }, o.pdf, park.timeZone);
      });
    });

  reportCommand(
    report,
    'visit',
    'visits per day: orders and tickets per attraction, or vouchers per restaurant',
    [
      '  $ park report visit --from 2026-06-01 --to 2026-06-07 --category attractions',
      '  $ park report visit --from 2026-06-01 --to 2026-06-07 --category dining --restaurant "Main Street Diner" --format json',
    ].join('\n'),
  )
    .option('--category <category>', 'attractions or dining (required)')
    .option(
      '--attraction <name>',
      'attractions: one attraction (exact name, any case; an unknown name is refused)',
    )
    .option(
      '--restaurant <name>',
      'dining: one restaurant (exact name, any case; an unknown name is refused)',
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(visitSchema, raw);
      return withPark(services, async (park) => {
        const input = {
          start: o.from,
          end: o.to,
          category: o.category,
          attractionName: await knownAttraction(park, o.attraction),
          diningName: await knownRestaurant(park, o.restaurant),
        };
        const request: VisitReportRequest = requestOf(input);
        const result = await park.getVisitReport.execute({ actor: PARK_OPERATOR, ...input });
        const body = toVisitReportBody(valueOf(result));
        const table = visitReportTable(body, request);
        await printReport(output, o.format, { table, body, request }, o.pdf, park.timeZone);
      });
    });
}
