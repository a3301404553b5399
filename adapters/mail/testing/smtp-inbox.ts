import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the test server answers a recipient: accept, or an SMTP reply code with its words. */
export type RecipientAnswer = 'accept' | { code: number; message: string };

/**
 * A real SMTP server in the test process (smtp-server), on a free port of 127.0.0.1: it keeps
 * every message it accepted, parsed (mailparser), and answers each recipient as `answer` says
 * (a 451 for a while, a 550 for good), as a mail provider would.
 */
export class SmtpInbox {
  readonly received: ParsedMail[] = [];
  /** Every recipient offered, accepted or not, in order. */
  readonly offered: string[] = [];
  answer: (to: string, attempt: number) => RecipientAnswer = () => 'accept';
  private readonly attempts = new Map<string, number>();
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() closes at once: a client's pooled connection does not hold the server open
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        const attempt = (this.attempts.get(to) ?? 0) + 1;
        this.attempts.set(to, attempt);
        this.offered.push(to);
        const answer = this.answer(to, attempt);
        if (answer === 'accept') return callback();
        const refusal = new Error(answer.message) as Error & { responseCode: number };
        refusal.responseCode = answer.code;
        callback(refusal);
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages received for `to`. */
  to(to: string): ParsedMail[] {
    return this.received.filter((m) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) =>
        a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()),
      ),
    );
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
