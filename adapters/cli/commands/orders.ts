import type { Command } from 'commander';
import { z } from 'zod';
import { managerOnly, PARK_OPERATOR } from '../../../core/employees/permissions';
import {
  LINE_REF_PATTERN,
  LINE_REF_RULE,
  QUANTITY_RULE,
  type LineChoice,
} from '../../../core/orders/refunds';
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
/** `ticket-12` (all that is left of it) or `ticket-12:1` (that many of it), as the body's entry. */
function lineChoice(option: string, text: string): LineChoice | string {
  const [ref = '', quantity, ...more] = text.trim().split(':');
  if (!LINE_REF_PATTERN.test(ref) || more.length > 0)
    return `${option}: ${LINE_REF_RULE}, optionally :QUANTITY (ticket-12:1)`;
  if (quantity === undefined) return ref;
  const n = Number(quantity);
  if (!/^[0-9]+$/.test(quantity) || n < 1 || n > 1000) return `${option}: ${QUANTITY_RULE}`;
  return { line: ref, quantity: n };
}

/** Entries of --lines (comma-separated) and of each --line, checked one by one. */
const choicesOf = (option: string) =>
  z.array(z.string()).transform((texts, ctx): LineChoice[] => {
    const choices: LineChoice[] = [];
    for (const text of texts) {
      const choice = lineChoice(option, text);
      if (typeof choice === 'string' && !LINE_REF_PATTERN.test(choice)) {
        ctx.addIssue({ code: 'custom', message: choice });
        return z.NEVER;
      }
      choices.push(choice);
    }
    return choices;
  });

const refundSchema = z
  .object({
    order: orderId,
    reason: reasonOption,
    lines: z
      .string()
      .optional()
      .transform((v) => (v === undefined ? [] : v.split(',')))
      .pipe(choicesOf('--lines')),
    line: z.array(z.string()).default([]).pipe(choicesOf('--line')),
  })
  .transform(({ lines, line, ...rest }) => {
    const all = [...lines, ...line];
    return { ...rest, lines: all.length === 0 ? undefined : all };
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
      ` (${r.parts.map((p) => `${p.line}×${p.quantity}`).join(', ')}): ${r.reason}`,
  );
  output.out(
    [
      `Order ${a.orderId}  ${a.status}  ${a.name} <${a.email}>`,
      `Ordered ${a.orderDate}, visit ${a.visitDate ?? 'none (shop only)'}` +
        (a.dayClosed ? ' (day closed)' : ''),
      `Total ${formatDollars(a.total)} (tax ${formatDollars(a.tax)}), refunded ${formatDollars(a.refunded)}`,
      a.cutoff
        ? `The visitor may cancel or move ${a.status === 'partly-refunded' ? 'what is left of it' : 'it'} ${a.cancellable ? `until ${a.cutoff}` : 'no more'}`
        : '',
      a.changeRefusal && a.status !== 'cancelled' && a.status !== 'refunded'
        ? `Why not: ${a.changeRefusal}`
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
      refunded: l.refunded
        ? 'yes'
        : l.refundedQuantity > 0
          ? `${l.refundedQuantity} of ${l.quantity}`
          : '',
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
      'refund the whole order, or the lines named, or part of a line (tax in proportion; tickets become void, a part of a ticket line takes unused ones only); needs --as a manager',
    )
    .argument('<id>', 'the order id')
    .option(
      '--lines <lines>',
      'lines to refund, comma-separated, e.g. ticket-12,meal-3; LINE:N refunds N of it, e.g. ticket-12:1 (default: all left)',
    )
    .option(
      '--line <line[:quantity]>',
      'a line to refund, all that is left of it or N of it (ticket-12:1); repeat for more',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--reason <text>', 'why (required, at most 500 characters)')
    .addHelpText(
      'after',
      examples(
        'park order refund 42 --reason "Ride closed" --as manager@example.com',
        'park order refund 42 --lines ticket-77,merchandise-9 --reason "Goodwill" --as manager@example.com',
        'park order refund 42 --line ticket-77:1 --reason "One guest ill" --as manager@example.com',
      ),
    )
    .action((id: string, raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(refundSchema, { ...raw, order: id });
      return withPark(services, async (park) => {
        const refundOrder = park.use(TOKENS.RefundOrder);
        const actor = await actingFor(park, asOption(command), refundOrder);
        const before = valueOf(
          await park
            .use(TOKENS.GetOrderAccount)
            .execute({ viewer: PARK_OPERATOR, orderId: o.order }),
        );
        const quantities = new Map(
          toOrderAccountBody(before).lines.map((l) => [l.line, l.quantity] as const),
        );
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
            `(${formatDollars(refund.subtotal)} + tax ${formatDollars(refund.tax)}) for ${refund.parts
              .map((p) => {
                const whole = quantities.get(p.line) === p.quantity;
                return whole ? p.line : `${p.line} (${p.quantity} of ${quantities.get(p.line)})`;
              })
              .join(', ')}`,
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
