import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxMail, SendOutcome } from '../../core/mail/delivery';
import type { MailTransport } from '../../core/mail/mail-outbox';
import type { SmtpSettings } from '../config';
import { mailParts, type MailDrawing } from './mail-parts';

/** How long a connection, a greeting and a silent socket may take before the attempt fails. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/**
 * What a failed send was: a 5xx reply refuses this mail for good (a wrong address, a message the
 * server will not take); anything else may pass later: a 4xx reply, a refused or dropped
 * connection, a time-out, and a refused login too (the operator fixes SMTP_URL, and the mails
 * wait rather than fail). The reason is the server's reply, never the credentials.
 */
export function sendFailure(error: unknown): Extract<SendOutcome, { sent: false }> {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const reply = (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim();
  const permanent = code !== null && code >= 500 && code < 600 && e.code !== 'EAUTH';
  const reason = code !== null && !reply.startsWith(String(code)) ? `${code} ${reply}` : reply;
  return {
    sent: false,
    permanent,
    reason: e.code && code === null ? `${e.code}: ${reason}` : reason,
  };
}

/**
 * Hands mails to the SMTP server of SMTP_URL with nodemailer, one connection reused while mails
 * keep coming: STARTTLS whenever the server offers it (smtps:// is TLS from the first byte), the
 * certificate verified. Each mail is drawn as it leaves (mailParts).
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    settings: SmtpSettings,
    private readonly from: string,
    private readonly drawing: MailDrawing,
  ) {
    this.transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
      pool: true,
      maxConnections: 2,
      ...TIMEOUTS,
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutboxMail): Promise<SendOutcome> {
    const parts = await mailParts(mail, this.drawing);
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: mail.to,
        subject: parts.subject,
        text: parts.text,
        html: parts.html,
        attachments: parts.attachments,
        messageId: undefined,
        headers: { 'X-Park-Mail-Id': String(mail.id) },
      });
      return { sent: true };
    } catch (error) {
      return sendFailure(error);
    }
  }

  /** Closes the pooled connections (the process is stopping). */
  close(): void {
    this.transporter.close();
  }
}
