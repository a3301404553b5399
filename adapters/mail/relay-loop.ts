import type { RelayMail } from '../../core/mail/relay-mail';
import { RELAY_BATCH } from '../../core/mail/relay-mail';

/** How often a relay looks for due mails: a mail's first attempt comes within this of its commit. */
export const RELAY_POLL_MS = 1_000;

export interface RunningRelay {
  /** Resolves once the pass in progress has recorded what it sent. */
  stop(): Promise<void>;
}

/**
 * Runs a relay until stopped: a pass (RelayMail) every RELAY_POLL_MS, and at once again while
 * passes come back full (a backlog drains at the SMTP server's pace). Every process may run one:
 * the claims keep each mail to one relay. A pass that fails (the database away) is logged and
 * tried again at the next tick; stop() waits for the pass in flight, so nothing it sent goes
 * unrecorded.
 */
export function runMailRelay(
  relay: RelayMail,
  log: { warn(fields: object, message: string): void },
  pollMs = RELAY_POLL_MS,
): RunningRelay {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      let full = false;
      try {
        full = (await relay.execute(RELAY_BATCH)).claimed === RELAY_BATCH;
      } catch (error) {
        log.warn({ err: error }, 'mail relay pass failed');
      }
      if (full || stopped) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollMs);
        timer.unref();
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
