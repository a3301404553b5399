import type { Knex } from 'knex';

/** Visitor accounts. Emails are stored trimmed and lower-cased, one account per email. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('fullname').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('address');
    t.text('city');
    t.text('state');
    t.text('zipcode');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("email = lower(btrim(email)) AND email <> ''", undefined, 'users_email_normalised');
    t.unique(['email'], { indexName: 'users_email_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
