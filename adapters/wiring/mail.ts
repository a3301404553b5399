import { ContainerModule } from 'inversify';
import { ListTickets } from '../../core/admissions/list-tickets';
import { PARK_OPERATOR } from '../../core/employees/permissions';
import { ListMail } from '../../core/mail/list-mail';
import { RelayMail } from '../../core/mail/relay-mail';
import { RetryMail } from '../../core/mail/retry-mail';
import { SmtpTransport } from '../mail/smtp-transport';
import { KnexMailOutbox } from '../persistence/index';
import { ADMISSIONS_TOKENS } from './admissions-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { MAIL_TOKENS as T } from './mail-tokens';
import { singletons } from './token';

const { Config, Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Mail: the outbox every writer fills, and, with SMTP_URL, the transport and relay that empty it. */
export const mailModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.MailOutbox, [Database], (d) => new KnexMailOutbox(d.knex));
  singleton(
    T.MailDelivery,
    [
      Config,
      ADMISSIONS_TOKENS.AdmissionRepository,
      ADMISSIONS_TOKENS.TicketCodes,
      T.MailOutbox,
      Clock,
    ],
    (config, admissions, codes, outbox, clock) => {
      const smtp = config.mail.smtp;
      if (!smtp) return { server: null, relay: null, close: () => undefined };
      const tickets = new ListTickets(admissions, codes);
      const transport = new SmtpTransport(smtp, config.mail.from, {
        parkName: config.parkName,
        publicUrl: config.publicUrl,
        async ticketsOf(orderId) {
          const found = await tickets.execute({ viewer: PARK_OPERATOR, orderId });
          return found.ok ? found.value : null;
        },
      });
      return {
        server: smtp.shown,
        relay: new RelayMail(outbox, transport, clock),
        close: () => transport.close(),
      };
    },
  );
  // use cases
  singleton(T.ListMail, [T.MailOutbox], (outbox) => new ListMail(outbox));
  singleton(T.RetryMail, [T.MailOutbox, Clock], (outbox, clock) => new RetryMail(outbox, clock));
});
