import type { ContactFormRepository } from '../../core/contact/contact-form-repository';
import type { ListContactForms } from '../../core/contact/list-contact-forms';
import type { SubmitContactForm } from '../../core/contact/submit-contact-form';
import { token } from './token';

/** Contact Us: the visitor's form and the manager's list of them. */
export const CONTACT_TOKENS = {
  // ports
  ContactFormRepository: token<ContactFormRepository>('ContactFormRepository'),
  // use cases
  SubmitContactForm: token<SubmitContactForm>('SubmitContactForm'),
  ListContactForms: token<ListContactForms>('ListContactForms'),
} as const;
