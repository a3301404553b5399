import type { ContactMessage, ContactSubmission } from '../domain/contact';
import type { IsoDate } from '../domain/dates';

export interface NewContactSubmission extends ContactMessage {
  submittedDate: IsoDate;
  userId: number | null;
}

/** Messages sent through the Contact Us form. */
export interface ContactFormRepository {
  /** Stores a message and answers it with its new id. */
  add(submission: NewContactSubmission): Promise<ContactSubmission>;
  findById(id: number): Promise<ContactSubmission | null>;
}
