import { statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { PARK_OPERATOR } from '../../../core/employees/permissions';
import { ticketsPdfFileName } from '../../reports/ticket-labels';
import { TOKENS } from '../../tokens';
import { CliError } from '../cli-error';
import type { CliServices } from '../cli-services';
import { parseOptions } from '../options';
import type { Output } from '../output';
import { valueOf, withTicketCodes } from '../park-session';

const ORDER_ID = '--order must be an order id (a whole number)';

const pdfSchema = z.object({
  order: z.coerce
    .number({ error: ORDER_ID })
    .int(ORDER_ID)
    .positive(ORDER_ID)
    .max(2_147_483_647, '--order is too large'),
  out: z.string().trim().min(1, '--out must name a file').optional(),
});

/** What is at `path`: a folder, something else, or nothing (also when a parent is no folder). */
function kindOf(path: string): 'folder' | 'other' | 'none' {
  try {
    const found = statSync(path, { throwIfNoEntry: false });
    if (!found) return 'none';
    return found.isDirectory() ? 'folder' : 'other';
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOTDIR') return 'none'; // a parent is a file
    throw error;
  }
}

/**
 * The file `--out` names: as written; inside it under the default name when it is a folder;
 * the default name (tickets-order-N.pdf) in the current folder without it. Its folder must
 * exist: checked before the park is opened, so nothing is read or printed for nothing.
 */
function outputFile(out: string | undefined, orderId: number): string {
  if (out === undefined) return ticketsPdfFileName(orderId);
  if (kindOf(out) === 'folder') return join(out, ticketsPdfFileName(orderId));
  if (/[\\/]$/.test(out))
    throw new CliError(`cannot write ${out}: the folder ${out} does not exist`);
  const folder = dirname(out);
  const found = kindOf(folder);
  if (found === 'none')
    throw new CliError(`cannot write ${out}: the folder ${folder} does not exist`);
  if (found === 'other') throw new CliError(`cannot write ${out}: ${folder} is not a folder`);
  return out;
}

/** Why a file could not be written, in words (the one-line `park: …` error). */
function writeProblem(file: string, error: unknown): CliError {
  const code = (error as { code?: string }).code;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOENT: `the folder ${dirname(file)} does not exist`,
    ENOSPC: 'no space left on the device',
    EROFS: 'the file system is read-only',
  };
  const reason =
    (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
  return new CliError(`cannot write ${file}: ${reason}`);
}

/**
 * `park tickets pdf --order N [--out FILE]`: the order's tickets PDF, as GET
 * /orders/:orderId/tickets.pdf answers it (one A6 page per ticket with its QR code), written to
 * a file; one line says where.
 */
export function registerTicketsPdfCommand(tickets: Command, services: CliServices, output: Output) {
  tickets
    .command('pdf')
    .description(
      "write an order's tickets PDF, as GET /orders/:orderId/tickets.pdf answers it: one page per ticket with its QR code",
    )
    .option('--order <id>', 'the order id (required)')
    .option(
      '--out <file>',
      'the file to write (default: tickets-order-<id>.pdf here; a folder: that name inside it)',
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ park tickets pdf --order 42',
        '  $ park tickets pdf --order 42 --out ~/Desktop/',
        '  $ park tickets pdf --order 42 --out /tmp/vera-tickets.pdf',
        '',
        'Void tickets (refunded, cancelled) are left out; an order without tickets gets one page',
        'saying so. The folder of --out must exist.',
      ].join('\n'),
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(pdfSchema, raw);
      const file = outputFile(o.out, o.order);
      return withTicketCodes(services, output, async (park) => {
        const order = valueOf(
          await park.use(TOKENS.ListTickets).execute({ viewer: PARK_OPERATOR, orderId: o.order }),
        );
        // jspdf and qrcode load only here: `park --help` and every other command start without them.
        const { orderTicketsPdf, orderTicketsPdfInput } =
          await import('../../reports/order-tickets-pdf');
        const pdf = orderTicketsPdf(park.parkName, order);
        try {
          await writeFile(file, pdf);
        } catch (error) {
          throw writeProblem(file, error);
        }
        const count = orderTicketsPdfInput(park.parkName, order).tickets.length;
        const what = count === 1 ? '1 ticket' : `${count} tickets`;
        output.out(`Wrote ${what} of order ${order.orderId} to ${resolve(file)}`);
      });
    });
}
