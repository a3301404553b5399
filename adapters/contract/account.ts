import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_TYPES } from '../../core/contact/contact';
import { isZipcode, PROFILE_LIMITS } from '../../core/accounts/profile';
import { emailField } from './auth';
import { MessageBody } from './errors';
import { OBJECT_REQUIRED, usStateField } from './fields';

/** A text field that may be null; blank means null. Sent as a key, like the contract says. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text or null` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** PUT /api/user: the edited user. UEmail is accepted and ignored (the email is read-only). */
export const updateUserSchema = z.object(
  {
    UName: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(PROFILE_LIMITS.name, `Name must be at most ${PROFILE_LIMITS.name} characters`),
    address: optionalText('Address', PROFILE_LIMITS.address),
    city: optionalText('City', PROFILE_LIMITS.city),
    state: usStateField,
    zipcode: z
      .string({ error: 'Zip code must be text or null' })
      .trim()
      .refine((value) => value === '' || isZipcode(value), {
        message: 'Zip code must be 5 digits or 5+4 digits',
      })
      .nullable()
      .transform((value) => (value === '' ? null : value)),
    UserID: z
      .number({ error: 'UserID must be a number' })
      .int('UserID must be a whole number')
      .positive('UserID must be positive')
      .optional(),
    UEmail: z.unknown().optional(),
  },
  OBJECT_REQUIRED,
);

/** POST /contact-us: the Contact Us form. An empty or missing type and ticket mean none. */
export const contactSchema = z.object(
  {
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
    email: emailField,
    type: z
      .enum([...CONTACT_TYPES, ''], { error: 'Type must be query, feedback, issue or empty' })
      .nullish()
      .transform((value) => (value ? value : null)),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
    submittedTicketId: z
      .number({ error: 'Ticket ID must be a number or null' })
      .int('Ticket ID must be a whole number')
      .positive('Ticket ID must be positive')
      .max(Number.MAX_SAFE_INTEGER, 'Ticket ID is too large')
      .nullish()
      .transform((value) => value ?? null),
  },
  OBJECT_REQUIRED,
);

// --- bodies ------------------------------------------------------------------------

/** PUT /api/user: the edited user (UEmail, if sent, is ignored: the email is read-only). */
export type UpdateUserRequest = z.input<typeof updateUserSchema>;

/** POST /contact-us answers 201 with { message, SubmissionID }. */
export type ContactRequest = z.input<typeof contactSchema>;

/** The 201 answer of POST /contact-us. */
export const ContactResponse = MessageBody.extend({ SubmissionID: z.number().int() });
export type ContactResponse = z.infer<typeof ContactResponse>;
