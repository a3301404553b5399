import type { Knex } from 'knex';

/** The attractions chosen with an order's tickets (the visit report counts them). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_attractions', (t) => {
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('attraction_id').notNullable().references('id').inTable('attractions');
    t.primary(['order_id', 'attraction_id'], { constraintName: 'order_attractions_pkey' });
    t.index(['attraction_id'], 'order_attractions_attraction_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_attractions');
}
