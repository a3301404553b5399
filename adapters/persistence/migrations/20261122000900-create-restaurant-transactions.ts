import type { Knex } from 'knex';

/**
 * Meal vouchers sold by a restaurant: with an order at checkout, or on their own
 * (order_id null) for sales recorded elsewhere.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurant_transactions', (t) => {
    t.increments('id');
    t.integer('order_id').references('id').inTable('orders').onDelete('CASCADE');
    t.integer('restaurant_id').notNullable().references('id').inTable('restaurants');
    t.integer('quantity').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.integer('amount_cents').notNullable();
    t.date('transaction_date').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('quantity > 0', undefined, 'restaurant_transactions_quantity_check');
    t.check('unit_price_cents >= 0', undefined, 'restaurant_transactions_unit_price_cents_check');
    t.check(
      'amount_cents = quantity * unit_price_cents',
      undefined,
      'restaurant_transactions_amount_cents_check',
    );
    t.index(['order_id'], 'restaurant_transactions_order_id_index');
    t.index(['restaurant_id', 'transaction_date'], 'restaurant_transactions_restaurant_date_index');
    t.index(['transaction_date'], 'restaurant_transactions_transaction_date_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('restaurant_transactions');
}
