import type { Knex } from 'knex';

/** Shop items of an order, with the price charged and the supplier cost at that time. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('merchandise_lines', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('merchandise_id').notNullable().references('id').inTable('merchandise');
    t.text('size').notNullable().checkIn(['S', 'M', 'L', 'XL'], 'merchandise_lines_size_check');
    t.integer('quantity').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.integer('unit_cost_cents').notNullable();
    t.integer('line_total_cents').notNullable();
    t.check('quantity > 0', undefined, 'merchandise_lines_quantity_check');
    t.check('unit_price_cents >= 0', undefined, 'merchandise_lines_unit_price_cents_check');
    t.check('unit_cost_cents >= 0', undefined, 'merchandise_lines_unit_cost_cents_check');
    t.check(
      'line_total_cents = quantity * unit_price_cents',
      undefined,
      'merchandise_lines_line_total_cents_check',
    );
    t.index(['order_id'], 'merchandise_lines_order_id_index');
    t.index(['merchandise_id'], 'merchandise_lines_merchandise_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('merchandise_lines');
}
