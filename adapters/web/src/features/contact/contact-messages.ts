import type { ContactRequest } from '../../api/contract';

export const CONTACT_SUCCESS_TITLE = 'Message Submitted Successfully';
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been submitted successfully.';
export const CONTACT_FAILURE_TITLE = 'Failed to Submit Message';
export const CONTACT_FAILURE_MESSAGE =
  'There was an error while submitting your message. Please try again.';

export const CONTACT_TYPES = [
  { value: 'query', label: 'Query' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'issue', label: 'Issue' },
] as const;

export interface ContactForm {
  name: string;
  ticketId: string;
  email: string;
  type: ContactRequest['type'];
  message: string;
}

export const emptyContactForm = (name = ''): ContactForm => ({
  name,
  ticketId: '',
  email: '',
  type: '',
  message: '',
});

/** The body of POST /contact-us: the ticket id is a number, or null when left empty. */
export function contactRequest(form: ContactForm): ContactRequest {
  const ticket = form.ticketId.trim();
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    type: form.type,
    message: form.message.trim(),
    submittedTicketId: ticket === '' ? null : Number(ticket),
  };
}
