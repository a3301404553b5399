import { PASSWORD_LIMITS } from '../../core/accounts/password-reset';
import { z } from 'zod';
import { dateRangeMessage, isWithinDateBounds } from '../../core/shared/dates';
import { EMPLOYEE_PROFILE_LIMITS } from '../../core/employees/employee-profile';
import {
  MAINTENANCE_LIMITS,
  MAINTENANCE_REQUIRED_SUBJECT,
  maintenanceCostProblem,
  needsDateResolved,
  parseMaintenanceStatus,
} from '../../core/maintenance/maintenance';
import {
  isFormattedPhone,
  isZipcode,
  normalizePhone,
  PHONE_MESSAGE,
  ZIPCODE_MAX,
  ZIPCODE_MESSAGE,
} from '../../core/shared/field-rules';
import { isWeatherCondition, WEATHER_CONDITIONS } from '../../core/weather/weather';
import { emailField } from './auth';
import type { SubmitMaintenanceRequestInput } from '../../core/maintenance/submit-maintenance-request';
import type { EnterWeatherInput } from '../../core/weather/enter-weather';
import { MessageBody } from './errors';
import {
  idNumberField as id,
  isoDateField,
  OBJECT_REQUIRED,
  personNameField,
  usStateField,
} from './fields';
import type { WirePaths } from './wire-paths';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A text field that may be null; blank means null. Sent as a key, like the contract says. */
const optionalText = (label: string, max: number, check?: (v: string) => boolean, msg?: string) =>
  z
    .string({ error: `${label} must be text or null` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value === '' || !check || check(value), { message: msg })
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Dollars, at least 0, at most two decimals. */
const dollars = (label: string) =>
  z.number({ error: `${label} must be a number` }).superRefine((value, ctx) => {
    const problem = maintenanceCostProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.replace(/^Cost/, label) });
  });

/** A phone typed with any punctuation but ten digits becomes 3-3-4; blank is none. */
const phoneField = z
  .string({ error: 'Phone number must be text or null' })
  .trim()
  .max(32, PHONE_MESSAGE)
  .transform(normalizePhone)
  .refine((value) => value === '' || isFormattedPhone(value), { message: PHONE_MESSAGE })
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** POST /updateLoggedInEmployee. */
export const updateEmployeeSchema = z.object(
  {
    id: id('id').optional(),
    name: personNameField,
    email: emailField,
    phoneNumber: phoneField,
    address: optionalText('Address', EMPLOYEE_PROFILE_LIMITS.address),
    city: optionalText('City', EMPLOYEE_PROFILE_LIMITS.city),
    state: usStateField,
    zipcode: optionalText('Zip code', ZIPCODE_MAX, isZipcode, ZIPCODE_MESSAGE),
  },
  OBJECT_REQUIRED,
);

/** POST /maintenance-requests. */
export const submitMaintenanceSchema = z.object(
  {
    MRSubject: requiredText('Subject', MAINTENANCE_LIMITS.subject),
    MRDescription: requiredText('Comment', MAINTENANCE_LIMITS.comment),
    MRCost: dollars('Cost'),
    AttractionID: id('Attraction'),
  },
  OBJECT_REQUIRED,
);

/** Core's new maintenance request from a POST /maintenance-requests body (the filer is the route's). */
export const toMaintenanceRequest = (
  body: z.output<typeof submitMaintenanceSchema>,
): Omit<SubmitMaintenanceRequestInput, 'actor'> => ({
  subject: body.MRSubject,
  description: body.MRDescription,
  costDollars: body.MRCost,
  attractionId: body.AttractionID,
});

/** SubmitMaintenanceRequest's problem paths as the POST /maintenance-requests body names them. */
export const MAINTENANCE_REQUEST_WIRE_PATHS: WirePaths = [
  ['subject', 'MRSubject'],
  ['description', 'MRDescription'],
  ['costDollars', 'MRCost'],
  ['attractionId', 'AttractionID'],
];

const STATUS_MESSAGE = 'Status must be Pending, In Progress or Completed';

/** POST /updateMaintenanceRequest; dateResolved comes out null unless the status is Completed. */
export const updateMaintenanceSchema = z
  .object(
    {
      RequestID: id('RequestID'),
      status: z.string({ error: STATUS_MESSAGE }).transform((value, ctx) => {
        const status = parseMaintenanceStatus(value);
        if (status) return status;
        ctx.addIssue({ code: 'custom', message: STATUS_MESSAGE });
        return z.NEVER;
      }),
      comment: requiredText('Comment', MAINTENANCE_LIMITS.comment),
      cost: dollars('Cost'),
      dateResolved: z
        .preprocess(
          (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
          isoDateField('Date Resolved').nullish(),
        )
        .transform((value) => value ?? null),
    },
    OBJECT_REQUIRED,
  )
  .superRefine((body, ctx) => {
    if (needsDateResolved(body.status) && body.dateResolved === null)
      ctx.addIssue({
        code: 'custom',
        path: ['dateResolved'],
        message: 'Date Resolved is required for a completed request',
      });
  })
  .transform((body) => ({
    ...body,
    dateResolved: needsDateResolved(body.status) ? body.dateResolved : null,
  }));

/** POST /get-unresolved-maintenance-requests: the client's today and the fixed subject. */
export const urgentMaintenanceSchema = z.object(
  {
    date: isoDateField('date'),
    subject: z.literal(MAINTENANCE_REQUIRED_SUBJECT, {
      error: `subject must be '${MAINTENANCE_REQUIRED_SUBJECT}'`,
    }),
  },
  OBJECT_REQUIRED,
);

/** POST /weatherform (the day must not be after today: the use case knows today). */
export const weatherFormSchema = z.object(
  {
    WeatherCondition: z
      .string({ error: 'Weather is required' })
      .trim()
      .transform((value) => value.toLowerCase())
      .refine(isWeatherCondition, {
        message: `Weather must be one of ${WEATHER_CONDITIONS.join(', ')}`,
      }),
    WDate: z
      .string({ error: 'Date is required' })
      .trim()
      .refine(isWithinDateBounds, {
        message: dateRangeMessage('Date'),
      }),
  },
  OBJECT_REQUIRED,
);

/** Core's weather entry from a POST /weatherform body (the employee is the route's). */
export const toWeatherEntry = (
  body: z.output<typeof weatherFormSchema>,
): Omit<EnterWeatherInput, 'actor'> => ({
  condition: body.WeatherCondition,
  date: body.WDate,
});

/** EnterWeather's problem paths as the POST /weatherform body names them. */
export const WEATHER_WIRE_PATHS: WirePaths = [
  ['condition', 'WeatherCondition'],
  ['date', 'WDate'],
];

/** PUT /employee/password: the employee's own new password (first login, or any time). */
export const choosePasswordSchema = z.object(
  {
    password: z
      .string({ error: 'Password is required' })
      .min(PASSWORD_LIMITS.min, `Password must be at least ${PASSWORD_LIMITS.min} characters`)
      .max(PASSWORD_LIMITS.max, `Password must be at most ${PASSWORD_LIMITS.max} characters`),
  },
  OBJECT_REQUIRED,
);

// --- bodies ------------------------------------------------------------------------

/**
 * POST /updateLoggedInEmployee: the session's own record (an `id` that is not the session's
 * answers 403). Blank optional fields are stored as none; a phone is 10 digits, sent as
 * 512-555-0100 (or as digits, which the server formats); state is a two-letter code.
 * 200 answers the updated EmployeeBody; 409 when another employee has the email.
 */
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeSchema>;

/** Stored status; 'Open' is shown as 'Pending' (statusLabel). */
export const MaintenanceStatusBody = z.enum(['Open', 'In Progress', 'Completed']);
export type MaintenanceStatusBody = z.infer<typeof MaintenanceStatusBody>;

/** How people see a status. */
export const MaintenanceStatusLabel = z.enum(['Pending', 'In Progress', 'Completed']);

/** One maintenance request of GET /get-maintenancerequests (cost in dollars). */
export const MaintenanceRequestBody = z.strictObject({
  id: z.number().int(),
  subject: z.string(),
  status: MaintenanceStatusBody,
  statusLabel: MaintenanceStatusLabel,
  /** What was written when submitting (MRDescription) or last updating. */
  comment: z.string(),
  cost: z.number(),
  /** YYYY-MM-DD, only for a Completed request. */
  dateResolved: z.string().nullable(),
  attractionID: z.number().int(),
  attractionName: z.string(),
  submittedDate: z.string(),
  /** Opened by the server for lack of maintenance in the past 30 days. */
  automatic: z.boolean(),
});
export type MaintenanceRequestBody = z.infer<typeof MaintenanceRequestBody>;

/** GET /get-maintenancerequests: every request, newest first. */
export const MaintenanceListBody = z.strictObject({ requests: z.array(MaintenanceRequestBody) });
export type MaintenanceListBody = z.infer<typeof MaintenanceListBody>;

/** POST /maintenance-requests: all required; MRCost in dollars (≥ 0, at most 2 decimals). */
export type SubmitMaintenanceRequestBody = z.input<typeof submitMaintenanceSchema>;

/** The 201 answer of POST /maintenance-requests. */
export const SubmitMaintenanceResponse = MessageBody.extend({ id: z.number().int() });
export type SubmitMaintenanceResponse = z.infer<typeof SubmitMaintenanceResponse>;

/**
 * POST /updateMaintenanceRequest. status: 'Pending' (stored as Open), 'Open', 'In Progress' or
 * 'Completed'. dateResolved (YYYY-MM-DD, not in the future, not before the request's day) is
 * required for Completed; for any other status it may be null or '' and is cleared.
 */
export type UpdateMaintenanceRequestBody = z.input<typeof updateMaintenanceSchema>;

/** The 200 answer of POST /updateMaintenanceRequest. */
export const UpdateMaintenanceResponse = MessageBody.extend({ request: MaintenanceRequestBody });
export type UpdateMaintenanceResponse = z.infer<typeof UpdateMaintenanceResponse>;

/**
 * POST /get-unresolved-maintenance-requests: { date, subject: 'Maintenance Required' }. The
 * server (with its own today, not `date`) first opens a 'Maintenance Required' request for each
 * attraction without a request in the past 30 days, then lists the automatic ones unresolved.
 */
export type UrgentMaintenanceRequest = z.input<typeof urgentMaintenanceSchema>;

export const UrgentMaintenanceBody = z.strictObject({
  requests: z.array(
    z.strictObject({
      id: z.number().int(),
      attractionID: z.number().int(),
      attractionName: z.string(),
      submittedDate: z.string(),
    }),
  ),
});
export type UrgentMaintenanceBody = z.infer<typeof UrgentMaintenanceBody>;

/**
 * POST /weatherform: a day's weather (today or earlier). 201 { message: 'Weather Input
 * Successful' }, or 200 with the 'No update needed: …' message when the day already has it.
 */
export type WeatherFormRequest = z.input<typeof weatherFormSchema>;
