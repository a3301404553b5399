import type { Command } from 'commander';
import { z } from 'zod';
import { formatOption, parseOptions } from '../options';
import { bold, dim, type Output } from '../output';
import { withPark } from '../park-session';
import type { CliServices } from '../cli-services';

const schema = z.object({
  limit: z.coerce
    .number({ error: '--limit must be a number' })
    .int('--limit must be a whole number')
    .min(1, '--limit must be at least 1')
    .max(1000, '--limit must be at most 1000')
    .default(20),
  format: formatOption.refine((f) => f !== 'csv', '--format must be table or json'),
});

/**
 * `park mail outbox`: what the park "sent" (password-reset links, and each order's tickets mail,
 * written with the order), newest first.
 */
export function registerMailCommands(program: Command, services: CliServices, output: Output) {
  program
    .command('mail')
    .description('the mail the park sent (no SMTP by default: it is kept in an outbox)')
    .command('outbox')
    .description(
      'the latest messages in the outbox, newest first (password-reset links, tickets mails)',
    )
    .option('--limit <n>', 'how many messages', '20')
    .option('--format <format>', 'table or json', 'table')
    .addHelpText(
      'after',
      '\nExamples:\n  $ park mail outbox\n  $ park mail outbox --limit 1 --format json',
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(schema, raw);
      return withPark(services, async (park) => {
        const messages = await park.mailOutbox(o.limit);
        if (o.format === 'json') return output.out(JSON.stringify(messages, null, 2));
        if (messages.length === 0) return output.out('The outbox is empty.');
        output.out(
          messages
            .map((m) =>
              [
                `${bold(output, `#${m.id}`)} ${dim(output, m.createdAt.toISOString())}`,
                `To: ${m.to}`,
                `Subject: ${m.subject}`,
                '',
                m.text,
              ].join('\n'),
            )
            .join('\n\n'),
        );
      });
    });
}
