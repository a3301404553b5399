import type { Knex } from 'knex';

/** Restaurants selling meal vouchers; the voucher price follows the type. Retired = deleted. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurants', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type')
      .notNullable()
      .checkIn(['Standard', 'Deluxe', 'Special'], 'restaurants_type_check');
    t.integer('amount_cents').notNullable();
    t.text('description').notNullable();
    t.text('image').notNullable();
    t.boolean('retired').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('amount_cents >= 0', undefined, 'restaurants_amount_cents_check');
    t.check("btrim(name) <> ''", undefined, 'restaurants_name_not_blank');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX restaurants_active_name_unique ON restaurants (name) WHERE NOT retired',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('restaurants');
}
