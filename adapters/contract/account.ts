import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_TYPES } from '../../core/contact/contact';
import { PROFILE_LIMITS, type ProfileInput } from '../../core/accounts/profile';
import { emailField } from './auth';
import type { WirePaths } from './wire-paths';
import { MessageBody } from './errors';
import {
  idNumberField,
  OBJECT_REQUIRED,
  optionalZipcodeField,
  personNameField,
  usStateField,
} from './fields';

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
    UName: personNameField,
    address: optionalText('Address', PROFILE_LIMITS.address),
    city: optionalText('City', PROFILE_LIMITS.city),
    state: usStateField,
    zipcode: optionalZipcodeField,
    UserID: idNumberField('UserID').optional(),
    UEmail: z.unknown().optional(),
  },
  OBJECT_REQUIRED,
);

/** The profile core's UpdateUserProfile checks, from a PUT /api/user body. */
export const toProfile = (body: z.output<typeof updateUserSchema>): ProfileInput => ({
  fullName: body.UName,
  address: body.address,
  city: body.city,
  state: body.state,
  zipcode: body.zipcode,
});

/** UpdateUserProfile's problem paths as the PUT /api/user body names them. */
export const PROFILE_WIRE_PATHS: WirePaths = [['fullName', 'UName']];

/** POST /contact-us: the Contact Us form. An empty or missing type and ticket mean none. */
export const contactSchema = z.object(
  {
    name: personNameField,
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
    submittedTicketId: idNumberField('Ticket ID')
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
