import type { Clock } from '../shared/clock';
import { afterAttempt, type SendOutcome } from './delivery';
import type { MailOutbox, MailTransport } from './mail-outbox';

/** How long a relay holds the mails it claimed: longer than any one send may take. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** How many mails a relay claims at a time. */
export const RELAY_BATCH = 20;

/** What one pass of a relay did. */
export interface RelayPass {
  claimed: number;
  sent: number;
  /** Tried again later (a temporary failure). */
  deferred: number;
  /** Given up: a permanent refusal, or temporary failures for 24 hours. */
  failed: number;
}

/**
 * One pass of a relay: claims the due mails (one relay each, the attempt counted first) and
 * hands them to the SMTP server one after another, recording each outcome as it comes, so a
 * relay that dies mid-pass leaves at most the mail in flight to be sent again once its claim
 * lapses; the others it claimed are tried again unsent.
 */
export class RelayMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
  ) {}

  async execute(batch = RELAY_BATCH): Promise<RelayPass> {
    const claimed = await this.outbox.claimDue(batch, this.clock.now(), CLAIM_LEASE_MS);
    const pass: RelayPass = { claimed: claimed.length, sent: 0, deferred: 0, failed: 0 };
    for (const mail of claimed) {
      let outcome: SendOutcome;
      try {
        outcome = await this.transport.send(mail);
      } catch (error) {
        // A transport that throws (a template's fault, say) is a temporary failure, kept.
        outcome = { sent: false, permanent: false, reason: String(error) };
      }
      const record = afterAttempt(mail, outcome, this.clock.now());
      await this.outbox.record(mail.id, record);
      if (record.status === 'sent') pass.sent += 1;
      else if (record.status === 'failed') pass.failed += 1;
      else pass.deferred += 1;
    }
    return pass;
  }
}
