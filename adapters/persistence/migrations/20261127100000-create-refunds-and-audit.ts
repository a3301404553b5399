import type { Knex } from 'knex';

/**
 * Money given back, closed days and the audit log: records that are only ever appended.
 *
 * - `refunds`: one row per refund or cancellation, the amount in cents (its tax part refunded in
 *   proportion, core/orders/refunds.ts), the park day it was made (reports show it on that day),
 *   who made it and why. `refund_lines`: the order lines it covers; a line is refunded once
 *   (its primary key), so two refunds of one line at once leave one.
 * - `day_closures`: a day a manager closed (weather, an event), once per day.
 * - `audit_log`: every write by staff or a manager, in the write's own transaction.
 *
 * The database refuses UPDATE and DELETE on all four (a row trigger raises), so nothing given
 * back or audited is ever rewritten. TRUNCATE is not refused: it is how a test database is
 * emptied (adapters/testing), never something the park does.
 */
const APPEND_ONLY = ['refunds', 'refund_lines', 'day_closures', 'audit_log'];

const REFUSE = `CREATE FUNCTION refuse_change_of_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refunds', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders');
    t.text('kind').notNullable().checkIn(['cancellation', 'refund'], 'refunds_kind_check');
    t.text('reason').notNullable();
    t.date('day').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('subtotal_cents').notNullable();
    t.integer('tax_cents').notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('user_id').nullable().references('id').inTable('users');
    t.integer('employee_id').nullable().references('id').inTable('employees');
    t.check('subtotal_cents >= 0 AND tax_cents >= 0', [], 'refunds_cents_check');
    t.check('amount_cents = subtotal_cents + tax_cents', [], 'refunds_amount_check');
    t.index(['order_id'], 'refunds_order_id_index');
    t.index(['day'], 'refunds_day_index');
  });
  await knex.schema.createTable('refund_lines', (t) => {
    t.integer('refund_id').notNullable().references('id').inTable('refunds');
    t.integer('order_id').notNullable().references('id').inTable('orders');
    t.text('line_kind')
      .notNullable()
      .checkIn(['ticket', 'meal', 'merchandise'], 'refund_lines_kind_check');
    t.integer('line_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.primary(['line_kind', 'line_id'], { constraintName: 'refund_lines_pkey' });
    t.index(['refund_id'], 'refund_lines_refund_id_index');
    t.index(['order_id'], 'refund_lines_order_id_index');
  });
  await knex.schema.createTable('day_closures', (t) => {
    t.date('day').primary({ constraintName: 'day_closures_pkey' });
    t.text('reason').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('employee_id').nullable().references('id').inTable('employees');
  });
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('actor_id').nullable();
    t.text('actor_email').notNullable();
    t.text('actor_role').notNullable();
    t.text('action').notNullable();
    t.text('target').notNullable();
    t.jsonb('before').nullable();
    t.jsonb('after').nullable();
    t.index(['at', 'id'], 'audit_log_at_index');
    t.index(['action', 'at'], 'audit_log_action_index');
    t.index(['actor_email', 'at'], 'audit_log_actor_index');
  });
  await knex.raw(REFUSE);
  for (const table of APPEND_ONLY)
    await knex.raw(
      `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only()`,
    );
  // What a day's refunds release is counted with the admissions made void.
  await knex.raw(
    'CREATE INDEX admissions_void_order_id_index ON admissions (order_id) WHERE voided_at IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX admissions_void_order_id_index');
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('day_closures');
  await knex.schema.dropTable('refund_lines');
  await knex.schema.dropTable('refunds');
  await knex.raw('DROP FUNCTION refuse_change_of_append_only()');
}
