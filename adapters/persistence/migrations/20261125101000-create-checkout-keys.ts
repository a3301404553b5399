import type { Knex } from 'knex';

/**
 * The Idempotency-Key of each checkout that sent one, written in the same statement as its
 * order: a retried checkout finds its first order here instead of buying twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('checkout_keys', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('order_id').notNullable().references('id').inTable('orders');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'key'], { constraintName: 'checkout_keys_pkey' });
    t.index(['created_at'], 'checkout_keys_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('checkout_keys');
}
