import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { dashboardBoxes, type DashboardBox } from '../../reports/dashboard-figures';
import { toDashboardBody } from '../../contract/report-bodies';
import { dateOption, formatOption, parseOptions, outputFileOption } from '../options';
import { bold, type Output } from '../output';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import { valueOf, withPark } from '../park-session';
import type { CliServices } from '../cli-services';

const schema = z.object({
  date: dateOption('--date').optional(),
  format: formatOption.refine((f) => f !== 'csv', '--format must be table or json'),
  pdf: outputFileOption('--pdf').optional(),
});

/** The boxes as the web shows them (the four and the gate's), labels and figures aligned. */
function renderBoxes(output: Output, boxes: readonly DashboardBox[]): string {
  const lines = boxes.flatMap((b) => b.lines);
  const labelWidth = Math.max(...lines.map((l) => l.label.length));
  const valueWidth = Math.max(...lines.map((l) => l.value.length));
  return boxes
    .map((box) =>
      [
        `${bold(output, box.title)} (${box.countedBy.toLowerCase()})`,
        ...box.lines.map((l) => `  ${l.label.padEnd(labelWidth)}  ${l.value.padStart(valueWidth)}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * `park dashboard [--date D]`: the manager dashboard's four boxes for one park day, each with
 * the day its figures count by.
 */
export function registerDashboardCommand(program: Command, services: CliServices, output: Output) {
  program
    .command('dashboard')
    .description(
      "the manager dashboard's four boxes (tickets, restaurant, maintenance, shop), sales with their refunds and net, the refunds paid out, and the gate's check-ins; each box names the day it counts by",
    )
    .option('--date <date>', 'the park day, YYYY-MM-DD (default: today in PARK_TZ)')
    .option('--format <format>', 'table or json (the HTTP /dashboardData answer)', 'table')
    .option('--pdf <file>', 'also write the PDF the web page exports (dashboard.pdf)')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ park dashboard',
        '  $ park dashboard --date 2026-07-04 --format json',
        '  $ park dashboard --pdf dashboard.pdf',
      ].join('\n'),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(schema, raw);
      return withPark(services, async (park) => {
        const day = o.date ?? park.today();
        const figures = valueOf(
          await park.getDashboard.execute({ actor: PARK_OPERATOR, start: day, end: day }),
        );
        const body = toDashboardBody(figures);
        if (o.format === 'json') output.out(`${JSON.stringify(body, null, 2)}\n`);
        else {
          output.out(bold(output, `Manager Dashboard: ${day}`));
          const today = day === park.today();
          output.out(`\n${renderBoxes(output, dashboardBoxes(body, { today }))}`);
        }
        if (o.pdf) {
          const { buildDashboardPdf } = await import('../../reports/dashboard-pdf');
          const doc = buildDashboardPdf({
            dashboard: body,
            title: park.parkName,
            printedAt: new Date(),
            timeZone: park.timeZone,
            day,
          });
          await writeFile(o.pdf, new Uint8Array(doc.output('arraybuffer')));
          (o.format === 'json' ? output.err : output.out)(`Wrote ${o.pdf}`);
        }
      });
    });
}
