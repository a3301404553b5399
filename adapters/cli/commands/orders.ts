import type { Command } from 'commander';
import { z } from 'zod';
import { managerOnly, PARK_OPERATOR } from '../../../core/employees/permissions';
import { LINE_REF_PATTERN, LINE_REF_RULE } from '../../../core/orders/refunds';
import { formatDollars } from '../../reports/dashboard-figures';
import {
  toOrderAccountBody,
  toRefundBody,
  type OrderAccountBody,
} from '../../contract/order-changes';
import { TOKENS } from '../../tokens';
import type { CliServices } from '../cli-services';
import { choiceOption, dateOption, parseOptions } from '../options';
import type { Output } from '../output';
import { actingFor, asOption, valueOf, withPark } from '../park-session';
import { printListing } from '../render';

const orderId = z.coerce
  .number({ error: 'the order id must be a whole number' })
  .int('the order id must be a whole number')
  .positive('the order id must be a whole number')
  .max(2_147_483_647, 'the order id is too large');

const reasonOption = z
  .string({ error: '--reason is required' })
  .trim()
  .min(1, '--reason is required')
  .max(500, '--reason must be at most 500 characters');

const showSchema = z.object({
  order: orderId,
  format: choiceOption('--format', ['table', 'json'] as const).default('table'),
});
const refundSchema = z.object({
  order: orderId,
  reason: reasonOption,
  lines: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v.split(',').map((l) => l.trim())))
    .pipe(z.array(z.string().regex(LINE_REF_PATTERN, `--lines: ${LINE_REF_RULE}`)).optional()),
});
const moveSchema = z.object({ order: orderId, date: dateOption('--date') });
const closeSchema = z.object({ date: dateOption('the day'), reason: reasonOption });

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}`;

/** A manager, named with --as, for the writes only a manager may make. */
const MANAGER = { authorize: managerOnly };

/** The order as GET /orders/:orderId shows it, in lines a terminal reads. */
function printAccount(output: Output, a: OrderAccountBody): void {
  const refundWords = a.refunds.map(
    (r) =>
      `  ${r.day}  ${r.kind === 'cancellation' ? 'Cancelled' : 'Refund'} ${formatDollars(r.amount)}` +
      ` (${r.lines.join(', ')}): ${r.reason}`,
  );
  output.out(
    [
      `Order ${a.orderId}  ${a.status}  ${a.name} <${a.email}>`,
      `Ordered ${a.orderDate}, visit ${a.visitDate ?? 'none (shop only)'}` +
        (a.dayClosed ? ' (day closed)' : ''),
      `Total ${formatDollars(a.total)} (tax ${formatDollars(a.tax)}), refunded ${formatDollars(a.refunded)}`,
      a.cutoff
        ? `The visitor may cancel or move it ${a.cancellable ? `until ${a.cutoff}` : 'no more'}`
        : '',
    ]
      .filter((l) => l !== '')
      .join('\n'),
  );
  printListing(output, 'table', {
    columns: [
      { key: 'line', label: 'Line' },
      { key: 'name', label: 'Item' },
      { key: 'quantity', label: 'Qty', align: 'right' },
      { key: 'lineTotal', label: 'Amount', align: 'right' },
      { key: 'refunded', label: 'Refunded' },
    ],
    rows: a.lines.map((l) => ({
      ...l,
      lineTotal: formatDollars(l.lineTotal),
      refunded: l.refunded ? 'yes' : '',
    })),
    emptyMessage: 'No lines.',
    json: a.lines,
  });
  if (refundWords.length > 0) output.out(['Refunds:', ...refundWords].join('\n'));
}

/**
 * `park order show|refund|move` and `park day close`: the order calls of DECISIONS.md
 * ("Cancellations, refunds, date changes, closed days") from a terminal, through the same use
 * cases; writes name their manager with --as.
 */
export function registerOrderCommands(program: Command, services: CliServices, output: Output) {
  const order = program
    .command('order')
    .description('one order: its lines, status and refunds; refund it or move it (managers)');

  order
    .command('show')
    .description('an order as GET /orders/:orderId shows it: lines, status, refunds, cutoff')
    .argument('<id>', 'the order id')
    .option('--format <format>', 'table or json (the HTTP answer)', 'table')
    .addHelpText('after', examples('park order show 42', 'park order show 42 --format json'))
    .action((id: string, raw: Record<string, unknown>) => {
      const o = parseOptions(showSchema, { ...raw, order: id });
      return withPark(services, async (park) => {
        const view = valueOf(
          await park
            .use(TOKENS.GetOrderAccount)
            .execute({ viewer: PARK_OPERATOR, orderId: o.order }),
        );
        const body = toOrderAccountBody(view);
        if (o.format === 'json') output.out(`${JSON.stringify(body, null, 2)}\n`);
        else printAccount(output, body);
      });
    });

  order
    .command('refund')
    .description(
      'refund the whole order, or the lines named (tax in proportion; tickets become void); needs --as a manager',
    )
    .argument('<id>', 'the order id')
    .option(
      '--lines <lines>',
      'lines to refund, comma-separated, e.g. ticket-12,meal-3 (default: all left)',
    )
    .option('--reason <text>', 'why (required, at most 500 characters)')
    .addHelpText(
      'after',
      examples(
        'park order refund 42 --reason "Ride closed" --as manager@example.com',
        'park order refund 42 --lines ticket-77,merchandise-9 --reason "Goodwill" --as manager@example.com',
      ),
    )
    .action((id: string, raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(refundSchema, { ...raw, order: id });
      return withPark(services, async (park) => {
        const refundOrder = park.use(TOKENS.RefundOrder);
        const actor = await actingFor(park, asOption(command), refundOrder);
        const refund = toRefundBody(
          valueOf(
            await refundOrder.execute({
              actor,
              orderId: o.order,
              reason: o.reason,
              lines: o.lines,
            }),
          ),
        );
        output.out(
          `Refund ${refund.refundId} of order ${refund.orderId}: ${formatDollars(refund.amount)} ` +
            `(${formatDollars(refund.subtotal)} + tax ${formatDollars(refund.tax)}) for ${refund.lines.join(', ')}`,
        );
      });
    });

  order
    .command('move')
    .description(
      "move the order's tickets to another day with room (same codes); needs --as a manager",
    )
    .argument('<id>', 'the order id')
    .option('--date <date>', 'the new visit day, YYYY-MM-DD (required)')
    .addHelpText('after', examples('park order move 42 --date 2026-12-28 --as manager@example.com'))
    .action((id: string, raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(moveSchema, { ...raw, order: id });
      return withPark(services, async (park) => {
        const actor = await actingFor(park, asOption(command), MANAGER);
        const view = valueOf(
          await park
            .use(TOKENS.ChangeVisitDate)
            .execute({ viewer: actor, orderId: o.order, visitDate: o.date }),
        );
        output.out(`Order ${view.order.id} now visits on ${view.order.visitDate}.`);
      });
    });

  const day = program.command('day').description('a visit day: close it (weather, an event)');
  day
    .command('close')
    .description(
      'close a day: capacity 0, and one mail to every guest holding tickets (change the date or cancel for a full refund); needs --as a manager',
    )
    .argument('<date>', 'the day, YYYY-MM-DD (today or later)')
    .option('--reason <text>', 'why, told to the guests (required, at most 500 characters)')
    .addHelpText(
      'after',
      examples('park day close 2026-12-24 --reason "Ice storm" --as manager@example.com'),
    )
    .action((date: string, raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(closeSchema, { ...raw, date });
      return withPark(services, async (park) => {
        const closeDay = park.use(TOKENS.CloseDay);
        const actor = await actingFor(park, asOption(command), closeDay);
        const closed = valueOf(await closeDay.execute({ actor, date: o.date, reason: o.reason }));
        output.out(
          `${closed.date} is closed (${closed.reason}): ${closed.mailed} guest${closed.mailed === 1 ? '' : 's'} mailed.`,
        );
      });
    });
}
