import type { ContactSubmission } from '../contact/contact';
import type {
  ContactFormFilter,
  ContactFormRepository,
  NewContactSubmission,
} from '../contact/contact-form-repository';

/** ContactFormRepository in memory, for tests of every layer. */
export class InMemoryContactFormRepository implements ContactFormRepository {
  readonly rows: ContactSubmission[] = [];

  async add(submission: NewContactSubmission) {
    const stored: ContactSubmission = { ...submission, id: this.rows.length + 1 };
    this.rows.push(stored);
    return { ...stored };
  }

  async findById(id: number) {
    const found = this.rows.find((row) => row.id === id);
    return found ? { ...found } : null;
  }

  async listSubmitted(filter: ContactFormFilter) {
    return this.rows
      .filter(
        (row) =>
          row.submittedDate >= filter.from &&
          row.submittedDate <= filter.to &&
          (filter.type === null || row.type === filter.type),
      )
      .sort((a, b) => b.submittedDate.localeCompare(a.submittedDate) || b.id - a.id)
      .map((row) => ({ ...row }));
  }
}
