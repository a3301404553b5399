import { NOT_PLACING_ORDER } from './report-journals';
import type { SqlSource } from './source';

/**
 * One admission per ticket of the ticket lines inserted by any writer but place_order (which
 * writes its own): a statement-level trigger with the inserted rows as a transition table, so
 * a bulk load of a demo history gets them in the same statement, all or none. Each admission
 * keeps its own visit day: from its line here, and from its order for a writer that names none
 * (place_order's insert; a row trigger only `WHEN (NEW.visit_date IS NULL)`).
 */
export const ADMISSIONS_SOURCE: SqlSource = {
  name: 'admissions',
  statements: [
    `CREATE OR REPLACE FUNCTION admissions_for_ticket_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admissions (order_id, ticket_type, visit_date)
    SELECT t.order_id, t.ticket_type, t.visit_date
      FROM added t CROSS JOIN LATERAL generate_series(1, t.quantity) AS n
     ORDER BY t.id, n;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER admissions_for_ticket_lines AFTER INSERT ON ticket_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT WHEN (${NOT_PLACING_ORDER})
  EXECUTE FUNCTION admissions_for_ticket_lines()`,
    `CREATE OR REPLACE FUNCTION admission_visit_date() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.visit_date := (SELECT o.visit_date FROM orders o WHERE o.id = NEW.order_id);
  RETURN NEW;
END $$`,
    `CREATE OR REPLACE TRIGGER admission_visit_date BEFORE INSERT ON admissions
  FOR EACH ROW WHEN (NEW.visit_date IS NULL) EXECUTE FUNCTION admission_visit_date()`,
  ],
};
