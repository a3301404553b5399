import type { ContactSubmission } from '../../core/contact/contact';
import type { Employee } from '../../core/accounts/people';
import type { ContactFormRow, EmployeeListRow } from './manager';

// The manager's lists as the contract shows them (POST /viewContactForms, GET /employees);
// the CLI prints the same rows.

/** A Contact Us message as a row of POST /viewContactForms (and `park contact-forms list`). */
export function toContactFormRow(form: ContactSubmission): ContactFormRow {
  return {
    SubmissionID: form.id,
    Cname: form.name,
    Cemail: form.email,
    Cdate: form.submittedDate,
    CType: form.type,
    Content: form.message,
    TicketID: form.submittedTicketId,
  };
}

/** An employee of GET /employees: id and name only. */
export function toEmployeeListRow(
  employee: Pick<Employee, 'id' | 'name' | 'role' | 'email' | 'archived'>,
): EmployeeListRow {
  return {
    id: employee.id,
    name: employee.name,
    role: employee.role,
    email: employee.email,
    status: employee.archived ? 'archived' : 'active',
  };
}
