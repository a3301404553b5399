import type { IsoDate } from '../shared/dates';
import { EMAIL_MAX, NAME_MAX } from '../shared/field-rules';

/** The kinds of message the Contact Us form offers; an unchosen type is null. */
export const CONTACT_TYPES = ['query', 'feedback', 'issue'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_LIMITS = { name: NAME_MAX, email: EMAIL_MAX, message: 2000 } as const;

export const CONTACT_SUBMITTED = 'Message Submitted Successfully';

/** A Contact Us message as the visitor sent it. */
export interface ContactMessage {
  name: string;
  email: string;
  type: ContactType | null;
  message: string;
  /** The ticket number the visitor typed (it may name no ticket), or null. */
  submittedTicketId: number | null;
}

/** A stored message, with when and by whom it was sent. */
export interface ContactSubmission extends ContactMessage {
  id: number;
  submittedDate: IsoDate;
  userId: number | null;
}

export function isContactType(value: string): value is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(value);
}
