import type { Knex } from 'knex';

/**
 * Mail that leaves the park (DECISIONS "Mail that reaches people"): each row of mail_outbox
 * becomes a delivery with its state.
 * - `kind` names the template it is drawn with (`notice` for a mail of before: text only),
 *   `order_id` the order whose tickets PDF and calendar event a tickets mail attaches.
 * - `status`: `pending` until a relay sends it (`sent`, `sent_at`) or gives up (`failed`,
 *   `last_error` keeps the server's reply). `attempts` counts the attempts begun;
 *   `next_attempt_at` is when it may be tried next (growing delays after a temporary failure).
 * - `claimed_until`: a relay claims a pending mail by setting it (FOR UPDATE SKIP LOCKED, in one
 *   statement that also counts the attempt), so however many processes relay, one sends it; a
 *   relay that dies leaves the claim to lapse, and the mail is tried again (the one in flight
 *   may then arrive twice, never more).
 * Mails already in the outbox were kept, never sent: they become `failed` with a reason, so
 * switching SMTP on does not send a year of stale reset links; a manager may retry one.
 */
const COLUMNS = `ALTER TABLE mail_outbox
  ADD COLUMN kind text NOT NULL DEFAULT 'notice'
    CONSTRAINT mail_outbox_kind_check
    CHECK (kind IN ('notice', 'password-reset', 'tickets', 'day-closed', 'welcome')),
  ADD COLUMN order_id integer REFERENCES orders (id),
  ADD COLUMN status text NOT NULL DEFAULT 'pending'
    CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CONSTRAINT mail_outbox_attempts_check
    CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN last_error text,
  ADD COLUMN sent_at timestamptz,
  ADD CONSTRAINT mail_outbox_sent_check CHECK ((status = 'sent') = (sent_at IS NOT NULL))`;

const KEPT_BEFORE = `UPDATE mail_outbox SET status = 'failed',
  last_error = 'Kept in the outbox before the park delivered mail; retry it to send it now'`;

/** What a relay looks for: pending mails by when they are due. */
const DUE_INDEX = `CREATE INDEX mail_outbox_due_index ON mail_outbox (next_attempt_at, id)
  WHERE status = 'pending'`;
const STATUS_INDEX = `CREATE INDEX mail_outbox_status_id_index ON mail_outbox (status, id)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(COLUMNS);
  await knex.raw(KEPT_BEFORE);
  await knex.raw(DUE_INDEX);
  await knex.raw(STATUS_INDEX);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX mail_outbox_status_id_index');
  await knex.raw('DROP INDEX mail_outbox_due_index');
  await knex.raw(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_sent_check,
    DROP COLUMN sent_at, DROP COLUMN last_error, DROP COLUMN claimed_until,
    DROP COLUMN next_attempt_at, DROP COLUMN attempts, DROP COLUMN status,
    DROP COLUMN order_id, DROP COLUMN kind`);
}
