import type { Command } from 'commander';
import { z } from 'zod';
import { MAIL_STATUSES } from '../../../core/mail/delivery';
import { runMailRelay } from '../../mail/relay-loop';
import { TOKENS } from '../../tokens';
import { CliError } from '../cli-error';
import type { CliServices } from '../cli-services';
import { choiceOption, formatOption, parseOptions } from '../options';
import { bold, dim, type Output } from '../output';
import { actingEmployee, asOption, valueOf, withPark, withTicketCodes } from '../park-session';

const outboxSchema = z.object({
  status: choiceOption('--status', MAIL_STATUSES).optional(),
  limit: z.coerce
    .number({ error: '--limit must be a number' })
    .int('--limit must be a whole number')
    .min(1, '--limit must be at least 1')
    .max(1000, '--limit must be at most 1000')
    .default(20),
  format: formatOption.refine((f) => f !== 'csv', '--format must be table or json'),
});

const retrySchema = z.object({
  id: z.coerce
    .number({ error: 'give the mail id to retry (a whole number)' })
    .int('give the mail id to retry (a whole number)')
    .positive('give the mail id to retry (a whole number)')
    .max(2_147_483_647, 'the mail id is too large'),
});

export const NO_SMTP =
  'SMTP_URL is not set: there is no server to send mail to (mails stay in the outbox)';

/**
 * `park mail outbox|retry|relay`: the outbox with each mail's delivery, a failed mail sent again,
 * and a relay of its own (DECISIONS "Mail that reaches people").
 */
export function registerMailCommands(program: Command, services: CliServices, output: Output) {
  const mail = program
    .command('mail')
    .description(
      'the mail the park writes: its outbox, and its delivery over SMTP when SMTP_URL is set',
    );

  mail
    .command('outbox')
    .description(
      'the latest mails of the outbox, newest first, with their delivery (password resets, tickets mails, closed days)',
    )
    .option('--status <status>', `only the mails that are ${MAIL_STATUSES.join(', ')}`)
    .option('--limit <n>', 'how many messages', '20')
    .option('--format <format>', 'table or json', 'table')
    .addHelpText(
      'after',
      '\nExamples:\n  $ park mail outbox\n  $ park mail outbox --status failed\n  $ park mail outbox --limit 1 --format json',
    )
    .action((raw: Record<string, unknown>) => {
      const o = parseOptions(outboxSchema, raw);
      return withPark(services, async (park) => {
        const messages = await park.mailOutbox(o.limit, o.status);
        if (o.format === 'json') return output.out(JSON.stringify(messages, null, 2));
        if (messages.length === 0)
          return output.out(o.status ? `No ${o.status} mail.` : 'The outbox is empty.');
        output.out(
          messages
            .map((m) =>
              [
                `${bold(output, `#${m.id}`)} ${dim(output, m.createdAt.toISOString())} ${m.status}` +
                  (m.attempts > 0
                    ? ` after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`
                    : '') +
                  (m.sentAt ? ` at ${m.sentAt.toISOString()}` : ''),
                ...(m.lastError ? [`Last error: ${m.lastError}`] : []),
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

  mail
    .command('retry')
    .description('send a failed mail again, as POST /mail/:id/retry does (a Manager, with --as)')
    .argument('<id>', 'the mail id (park mail outbox --status failed lists them)')
    .addHelpText('after', '\nExamples:\n  $ park mail retry 42 --as manager@example.com')
    .action((id: string, _raw: Record<string, unknown>, command: Command) => {
      const o = parseOptions(retrySchema, { id });
      return withPark(services, async (park) => {
        const actor = await actingEmployee(park, asOption(command), 'manager');
        const again = valueOf(await park.use(TOKENS.RetryMail).execute({ actor, id: o.id }));
        output.out(`Mail #${again.id} to ${again.to} is pending again: a relay sends it now.`);
      });
    });

  mail
    .command('relay')
    .description(
      'send the outbox over SMTP_URL until stopped (Ctrl-C), beside or instead of the servers (MAIL_RELAY=off)',
    )
    .option('--once', 'send what is due, then stop')
    .addHelpText(
      'after',
      '\nExamples:\n  $ park mail relay\n  $ park mail relay --once\n\n' +
        'It sends through SMTP_URL (smtp://[user:pass@]host[:port], or smtps://), as `park serve` does.\n' +
        'Every relay (each `park serve` and this command) may run at once: each mail is claimed\n' +
        'by one of them in the database, and sent once.',
    )
    .action((raw: { once?: boolean }) =>
      // Tickets mails attach the tickets PDF: the relay signs codes as the server does.
      withTicketCodes(services, output, async (park) => {
        const delivery = park.use(TOKENS.MailDelivery);
        if (!delivery.relay || !delivery.server) throw new CliError(NO_SMTP);
        const relay = delivery.relay;
        try {
          if (raw.once) {
            let sent = 0;
            let failed = 0;
            let deferred = 0;
            for (;;) {
              const pass = await relay.execute();
              sent += pass.sent;
              failed += pass.failed;
              deferred += pass.deferred;
              if (pass.claimed === 0) break;
            }
            output.out(
              `Sent ${sent}, failed ${failed}, to try again later ${deferred} (through ${delivery.server}).`,
            );
            return;
          }
          output.err(`park: relaying the outbox through ${delivery.server}; Ctrl-C stops.`);
          const running = runMailRelay(relay, {
            warn: (_fields, message) => output.err(`park: ${message}`),
          });
          await new Promise<void>((resolve) => {
            process.once('SIGINT', resolve);
            process.once('SIGTERM', resolve);
          });
          await running.stop();
        } finally {
          delivery.close();
        }
      }),
    );
}
