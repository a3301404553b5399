import type { Knex } from 'knex';

/** Day tickets of an order: one row per ticket type, at the price charged. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ticket_lines', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.text('ticket_type')
      .notNullable()
      .checkIn(['standard', 'express', 'child'], 'ticket_lines_ticket_type_check');
    t.integer('quantity').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.date('visit_date').notNullable();
    t.check('quantity > 0', undefined, 'ticket_lines_quantity_check');
    t.check('unit_price_cents >= 0', undefined, 'ticket_lines_unit_price_cents_check');
    t.index(['order_id'], 'ticket_lines_order_id_index');
    t.index(['visit_date'], 'ticket_lines_visit_date_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ticket_lines');
}
