import type { ListMail } from '../../core/mail/list-mail';
import type { MailOutbox } from '../../core/mail/mail-outbox';
import type { RelayMail } from '../../core/mail/relay-mail';
import type { RetryMail } from '../../core/mail/retry-mail';
import { token } from './token';

/** Where mail goes from this process: the server's name (never its credentials) and the relay. */
export interface MailDelivery {
  /** SMTP_URL as it may be shown (smtp://host:port), or null: mails stay in the outbox. */
  server: string | null;
  /** One pass of the relay; null without SMTP_URL. */
  relay: RelayMail | null;
  /** Closes the SMTP connections (the process is stopping). */
  close(): void;
}

/** Mail that leaves the park: the outbox, the SMTP server, the relay and the managers' view. */
export const MAIL_TOKENS = {
  // ports
  MailOutbox: token<MailOutbox>('MailOutbox'),
  /** The SMTP server and the relay to it; without SMTP_URL, neither: mails stay in the outbox. */
  MailDelivery: token<MailDelivery>('MailDelivery'),
  // use cases
  ListMail: token<ListMail>('ListMail'),
  RetryMail: token<RetryMail>('RetryMail'),
} as const;
