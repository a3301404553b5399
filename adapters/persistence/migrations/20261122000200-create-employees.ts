import type { Knex } from 'knex';

/** Staff and managers. Archived employees keep their rows (history) but cannot log in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('employees', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('role').notNullable().checkIn(['Manager', 'Staff'], 'employees_role_check');
    t.text('phone_number');
    t.text('address');
    t.text('city');
    t.text('state');
    t.text('zipcode');
    t.date('dob');
    t.boolean('archived').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("email = lower(btrim(email)) AND email <> ''", undefined, 'employees_email_normalised');
    t.unique(['email'], { indexName: 'employees_email_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('employees');
}
