import type { Knex } from 'knex';

/**
 * One checkout: who bought, the contact and shipping details, and the totals the server
 * priced. order_date is the park day of the purchase (reports group by it); visit_date
 * is the day the tickets are for (none for a shop-only order).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users');
    t.date('visit_date');
    t.date('order_date').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('address').notNullable();
    t.text('city').notNullable();
    t.text('state').notNullable();
    t.text('zipcode').notNullable();
    t.integer('subtotal_cents').notNullable();
    t.integer('tax_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.check('subtotal_cents >= 0', undefined, 'orders_subtotal_cents_check');
    t.check('tax_cents >= 0', undefined, 'orders_tax_cents_check');
    t.check('total_cents = subtotal_cents + tax_cents', undefined, 'orders_total_cents_check');
    t.index(['user_id', 'order_date'], 'orders_user_id_order_date_index');
    t.index(['order_date'], 'orders_order_date_index');
    t.index(['visit_date'], 'orders_visit_date_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
}
