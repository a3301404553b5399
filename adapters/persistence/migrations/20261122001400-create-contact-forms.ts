import type { Knex } from 'knex';

/**
 * Messages from the Contact Us form. ticket_id is the number the visitor typed,
 * kept as written (it may name no ticket), so it has no foreign key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_forms', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('type').checkIn(['query', 'feedback', 'issue'], 'contact_forms_type_check');
    t.text('message').notNullable();
    t.bigInteger('ticket_id');
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.date('submitted_date').notNullable();
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.check('ticket_id IS NULL OR ticket_id >= 0', undefined, 'contact_forms_ticket_id_check');
    t.index(['submitted_date', 'type'], 'contact_forms_submitted_date_type_index');
    t.index(['user_id'], 'contact_forms_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_forms');
}
