import type { Knex } from 'knex';

/** Shop items with what the park pays and what it charges. Retired = deleted. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('merchandise', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type').notNullable().checkIn(['Clothing', 'Accessory'], 'merchandise_type_check');
    t.integer('supplier_cost_cents').notNullable();
    t.integer('selling_cost_cents').notNullable();
    t.text('image').notNullable();
    t.boolean('retired').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('supplier_cost_cents >= 0', undefined, 'merchandise_supplier_cost_cents_check');
    t.check('selling_cost_cents >= 0', undefined, 'merchandise_selling_cost_cents_check');
    t.check("btrim(name) <> ''", undefined, 'merchandise_name_not_blank');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX merchandise_active_name_unique ON merchandise (name) WHERE NOT retired',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('merchandise');
}
