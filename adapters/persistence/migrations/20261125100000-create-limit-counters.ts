import type { Knex } from 'knex';

/** Counters every server process shares: failed logins and reset mails, each in a window. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('limit_counters', (t) => {
    t.text('key').primary({ constraintName: 'limit_counters_pkey' });
    t.integer('count').notNullable();
    t.timestamp('window_ends_at', { useTz: true }).notNullable();
    t.index(['window_ends_at'], 'limit_counters_window_ends_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('limit_counters');
}
