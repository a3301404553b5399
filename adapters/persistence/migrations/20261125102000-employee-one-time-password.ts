import type { Knex } from 'knex';

/** A generated first password is for one login only: until the employee chooses one, this is set. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('employees', (t) => {
    t.boolean('must_change_password').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('employees', (t) => {
    t.dropColumn('must_change_password');
  });
}
