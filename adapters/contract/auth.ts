import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_PATTERN } from '../../core/shared/field-rules';
import type { SignUpInput } from '../../core/accounts/sign-up';
import { MessageBody } from './errors';
import { OBJECT_REQUIRED } from './fields';

/** An email as people type it: trimmed, at most 254 characters, in a valid format. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }));

/** POST /auth/signup: fullname, email, password. */
export const signupSchema = z.object(
  {
    fullname: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(100, 'Full name must be at most 100 characters'),
    email: emailField,
    password: z
      .string({ error: 'Password is required' })
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters'),
  },
  OBJECT_REQUIRED,
);

/** Core's SignUp input from a POST /auth/signup body. */
export const toSignUp = (body: z.output<typeof signupSchema>): SignUpInput => ({
  fullName: body.fullname,
  email: body.email,
  password: body.password,
});

/** POST /auth/login and POST /employee/login: email and password, both required. */
export const loginSchema = z.object(
  {
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Email must be at most 254 characters'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Password is too long'),
  },
  OBJECT_REQUIRED,
);

// --- bodies ------------------------------------------------------------------------

/** POST /auth/login and POST /employee/login. */
export type LoginRequest = z.input<typeof loginSchema>;

/** POST /auth/signup. */
export type SignupRequest = z.input<typeof signupSchema>;

/** GET /api/user, and the answer of POST /auth/login and PUT /api/user. */
export const UserBody = z.strictObject({
  UserID: z.number().int(),
  UName: z.string(),
  UEmail: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
});
export type UserBody = z.infer<typeof UserBody>;

/** POST /auth/signup answers 201 with this. */
export const SignupResponse = MessageBody.extend({ user: UserBody });
export type SignupResponse = z.infer<typeof SignupResponse>;

/** GET /api/employee, /loggedInEmployee, and the answer of POST /employee/login. */
export const EmployeeBody = z.strictObject({
  id: z.number().int(),
  StaffID: z.number().int(),
  name: z.string(),
  SRole: z.enum(['Manager', 'Staff']),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  /** Present (true) while the employee still has the generated one-time password. */
  mustChangePassword: z.literal(true).optional(),
});
export type EmployeeBody = z.infer<typeof EmployeeBody>;

/**
 * GET /api/session: the session's visitor and employee, each as GET /api/user and GET
 * /api/employee show them, or null; both null for an anonymous visitor (still 200).
 */
export const SessionBody = z.strictObject({
  user: UserBody.nullable(),
  employee: EmployeeBody.nullable(),
});
export type SessionBody = z.infer<typeof SessionBody>;
