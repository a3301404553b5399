import type { Knex } from 'knex';

/** Messages the park sent (the default mailer keeps them here for the CLI to list). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.increments('id');
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'mail_outbox_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
