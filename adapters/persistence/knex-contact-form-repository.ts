import type { ContactSubmission, ContactType } from '../../core/contact/contact';
import type {
  ContactFormFilter,
  ContactFormRepository,
  NewContactSubmission,
} from '../../core/contact/contact-form-repository';
import type { Executor } from './executor';

interface ContactFormRow {
  id: number;
  name: string;
  email: string;
  type: ContactType | null;
  message: string;
  ticket_id: number | null;
  submitted_date: string;
  user_id: number | null;
}

const COLUMNS = [
  'id',
  'name',
  'email',
  'type',
  'message',
  'ticket_id',
  'submitted_date',
  'user_id',
];

const toSubmission = (row: ContactFormRow): ContactSubmission => ({
  id: row.id,
  name: row.name,
  email: row.email,
  type: row.type,
  message: row.message,
  submittedTicketId: row.ticket_id === null ? null : Number(row.ticket_id),
  submittedDate: row.submitted_date,
  userId: row.user_id,
});

/** Contact Us messages in `contact_forms`. */
export class KnexContactFormRepository implements ContactFormRepository {
  constructor(private readonly db: Executor) {}

  async add(submission: NewContactSubmission): Promise<ContactSubmission> {
    const [row]: ContactFormRow[] = await this.db('contact_forms')
      .insert({
        name: submission.name,
        email: submission.email,
        type: submission.type,
        message: submission.message,
        ticket_id: submission.submittedTicketId,
        submitted_date: submission.submittedDate,
        user_id: submission.userId,
      })
      .returning(COLUMNS);
    if (!row) throw new Error('contact_forms insert returned no row');
    return toSubmission(row);
  }

  async findById(id: number): Promise<ContactSubmission | null> {
    const row: ContactFormRow | undefined = await this.db('contact_forms')
      .select(COLUMNS)
      .where({ id })
      .first();
    return row ? toSubmission(row) : null;
  }

  async listSubmitted(filter: ContactFormFilter): Promise<ContactSubmission[]> {
    const query = this.db('contact_forms')
      .select(COLUMNS)
      .whereBetween('submitted_date', [filter.from, filter.to])
      .orderBy([
        { column: 'submitted_date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (filter.type !== null) query.where({ type: filter.type });
    return ((await query) as ContactFormRow[]).map(toSubmission);
  }
}
