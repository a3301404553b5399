import type { Knex } from 'knex';

/** What a restaurant cost the park on a day, entered by an employee. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurant_expenses', (t) => {
    t.increments('id');
    t.integer('restaurant_id').notNullable().references('id').inTable('restaurants');
    t.integer('staff_id').notNullable().references('id').inTable('employees');
    t.integer('amount_cents').notNullable();
    t.date('expense_date').notNullable();
    t.text('expense_type')
      .notNullable()
      .checkIn(['produce', 'supplies', 'utilities'], 'restaurant_expenses_expense_type_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('amount_cents >= 0', undefined, 'restaurant_expenses_amount_cents_check');
    t.index(['expense_date'], 'restaurant_expenses_expense_date_index');
    t.index(['restaurant_id', 'expense_date'], 'restaurant_expenses_restaurant_date_index');
    t.index(['staff_id'], 'restaurant_expenses_staff_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('restaurant_expenses');
}
