import type { MailKind } from '../mail/delivery';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Which template draws it when it leaves (a `notice` when missing). */
  kind?: MailKind;
}

/** Delivers a message to a person (the default adapter keeps an outbox in the database). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
