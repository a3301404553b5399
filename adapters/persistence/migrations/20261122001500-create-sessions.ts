import type { Knex } from 'knex';

/** Server-side cookie sessions, shared by every server process. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.text('key').primary({ constraintName: 'sessions_pkey' });
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at'], 'sessions_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
