import type { Knex } from 'knex';

/**
 * One row per visit day that a manager set or that sold admissions: its capacity overrides
 * (null: the park's default) and the admissions sold, kept by the order write itself. Days sold
 * before this migration get their counts from the ticket lines.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visit_days', (t) => {
    t.date('day').primary({ constraintName: 'visit_days_pkey' });
    t.integer('capacity').nullable();
    t.integer('express_capacity').nullable();
    t.integer('sold').notNullable().defaultTo(0);
    t.integer('express_sold').notNullable().defaultTo(0);
    t.check('capacity IS NULL OR capacity >= 0', [], 'visit_days_capacity_check');
    t.check('express_capacity IS NULL OR express_capacity >= 0', [], 'visit_days_express_check');
    t.check('sold >= 0 AND express_sold >= 0', [], 'visit_days_sold_check');
  });
  await knex.raw(`
    INSERT INTO visit_days (day, sold, express_sold)
    SELECT visit_date, sum(quantity), coalesce(sum(quantity) FILTER (WHERE ticket_type = 'express'), 0)
      FROM ticket_lines GROUP BY visit_date`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('visit_days');
}
