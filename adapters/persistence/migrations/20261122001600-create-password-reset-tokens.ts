import type { Knex } from 'knex';

/** One-time password-reset tokens, stored as SHA-256 hashes, for users or employees. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id');
    t.text('kind').notNullable().checkIn(['user', 'employee'], 'password_reset_tokens_kind_check');
    t.integer('account_id').notNullable();
    t.text('token_hash').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['token_hash'], { indexName: 'password_reset_tokens_token_hash_unique' });
    t.index(['kind', 'account_id'], 'password_reset_tokens_account_index');
    t.index(['expires_at'], 'password_reset_tokens_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens');
}
