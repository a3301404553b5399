import type { Knex } from 'knex';

/**
 * Rides. A deleted attraction is only marked retired, so orders and maintenance
 * history keep pointing at it; names are unique among the attractions still in use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attractions', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type')
      .notNullable()
      .checkIn(
        ['Roller Coaster', 'Carousel', 'Water Ride', 'Themed Ride', 'Ferris Wheel'],
        'attractions_type_check',
      );
    t.text('description').notNullable();
    t.text('short_description').notNullable();
    t.text('thrill_level')
      .notNullable()
      .checkIn(['Low', 'Moderate', 'High'], 'attractions_thrill_level_check');
    t.text('height_requirement').notNullable();
    t.text('image').notNullable();
    t.boolean('is_open').notNullable().defaultTo(true);
    t.boolean('retired').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("btrim(name) <> ''", undefined, 'attractions_name_not_blank');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX attractions_active_name_unique ON attractions (name) WHERE NOT retired',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('attractions');
}
