export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers a message to a person (the default adapter keeps an outbox in the database). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
