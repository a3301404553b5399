import type { Knex } from 'knex';

/**
 * Maintenance work on an attraction. A completed request has the day it was resolved
 * and only a completed one has it. `automatic` marks the requests the server opens for
 * attractions without maintenance in the past 30 days: at most one per attraction a day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('maintenance_requests', (t) => {
    t.increments('id');
    t.integer('attraction_id').notNullable().references('id').inTable('attractions');
    t.text('subject').notNullable();
    t.text('description').notNullable();
    t.integer('cost_cents').notNullable();
    t.text('status')
      .notNullable()
      .defaultTo('Open')
      .checkIn(['Open', 'In Progress', 'Completed'], 'maintenance_requests_status_check');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.date('submitted_date').notNullable();
    t.date('date_resolved');
    t.integer('created_by_employee_id').references('id').inTable('employees').onDelete('SET NULL');
    t.boolean('automatic').notNullable().defaultTo(false);
    t.check('cost_cents >= 0', undefined, 'maintenance_requests_cost_cents_check');
    t.check(
      "(status = 'Completed') = (date_resolved IS NOT NULL)",
      undefined,
      'maintenance_requests_date_resolved_check',
    );
    t.index(['attraction_id', 'submitted_date'], 'maintenance_requests_attraction_date_index');
    t.index(['submitted_date'], 'maintenance_requests_submitted_date_index');
    t.index(['date_resolved'], 'maintenance_requests_date_resolved_index');
    t.index(['created_by_employee_id'], 'maintenance_requests_created_by_index');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX maintenance_requests_automatic_daily_unique' +
      ' ON maintenance_requests (attraction_id, submitted_date) WHERE automatic',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('maintenance_requests');
}
