import type { Knex } from 'knex';

/**
 * One admission per ticket bought (2 Standard + 1 Child are three): its random reference (the
 * ticket code signs it), and when and at which gate it was used, or when it became void. Its
 * visit day is its order's (orders.visit_date): a date change moves the order, and the
 * admissions with it.
 *
 * The admissions are written by the ticket lines' insert itself: a statement-level trigger
 * with the inserted rows as a transition table adds `quantity` admissions per line, in the same
 * statement, so place_order (one statement per checkout) and the bulk load of a demo history
 * both get them, all or none. The ticket lines already there (the demo history, orders placed
 * before this migration) get theirs here.
 */
const ADD_ADMISSIONS = `CREATE FUNCTION admissions_for_ticket_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admissions (order_id, ticket_type)
    SELECT t.order_id, t.ticket_type
      FROM added t CROSS JOIN LATERAL generate_series(1, t.quantity) AS n
     ORDER BY t.id, n;
  RETURN NULL;
END $$`;

const TRIGGER = `CREATE TRIGGER admissions_for_ticket_lines AFTER INSERT ON ticket_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admissions_for_ticket_lines()`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admissions', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.text('ticket_type')
      .notNullable()
      .checkIn(['standard', 'express', 'child'], 'admissions_ticket_type_check');
    t.uuid('ref')
      .notNullable()
      .defaultTo(knex.raw('gen_random_uuid()'))
      .unique({ indexName: 'admissions_ref_unique' });
    t.timestamp('used_at', { useTz: true }).nullable();
    t.text('gate').nullable();
    t.timestamp('voided_at', { useTz: true }).nullable();
    t.check('gate IS NULL OR used_at IS NOT NULL', [], 'admissions_gate_check');
    t.index(['order_id'], 'admissions_order_id_index');
  });
  // The dashboard counts the check-ins of visit days: only used admissions are in this index.
  await knex.raw(
    'CREATE INDEX admissions_used_order_id_index ON admissions (order_id) WHERE used_at IS NOT NULL',
  );
  await knex.raw(ADD_ADMISSIONS);
  await knex.raw(TRIGGER);
  await knex.raw(`
    INSERT INTO admissions (order_id, ticket_type)
    SELECT t.order_id, t.ticket_type
      FROM ticket_lines t CROSS JOIN LATERAL generate_series(1, t.quantity) AS n
     ORDER BY t.id, n`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER admissions_for_ticket_lines ON ticket_lines');
  await knex.raw('DROP FUNCTION admissions_for_ticket_lines()');
  await knex.schema.dropTable('admissions');
}
