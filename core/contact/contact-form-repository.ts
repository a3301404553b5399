import type { ContactMessage, ContactSubmission, ContactType } from './contact';
import type { IsoDate } from '../shared/dates';

export interface NewContactSubmission extends ContactMessage {
  submittedDate: IsoDate;
  userId: number | null;
}

/** Messages sent through the Contact Us form. */
export interface ContactFormRepository {
  /** Stores a message and answers it with its new id. */
  add(submission: NewContactSubmission): Promise<ContactSubmission>;
  findById(id: number): Promise<ContactSubmission | null>;
  /**
   * The messages submitted from `from` to `to` (both included), of one type or of any (null),
   * newest first (by submitted date, then the latest stored first).
   */
  listSubmitted(filter: ContactFormFilter): Promise<ContactSubmission[]>;
}

export interface ContactFormFilter {
  from: IsoDate;
  to: IsoDate;
  type: ContactType | null;
}
