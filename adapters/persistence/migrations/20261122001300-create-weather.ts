import type { Knex } from 'knex';

/** One weather condition per park day, and who entered it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('weather', (t) => {
    t.date('date').primary({ constraintName: 'weather_pkey' });
    t.text('condition')
      .notNullable()
      .checkIn(['sunny', 'cloudy', 'rainy', 'snowy'], 'weather_condition_check');
    t.integer('entered_by').references('id').inTable('employees').onDelete('SET NULL');
    t.timestamp('entered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('weather');
}
