import { z } from 'zod';
import { PASSWORD_LIMITS } from '../../core/accounts/password-reset';
import { emailField } from './auth';
import { OBJECT_REQUIRED } from './fields';

/** POST /forgot-password: the email and which kind of account it is for. */
export const forgotPasswordSchema = z.object(
  {
    email: emailField,
    kind: z.enum(['user', 'employee'], { error: "Kind must be 'user' or 'employee'" }),
  },
  OBJECT_REQUIRED,
);

/** PUT /reset-password and PUT /reset-staff-password: the mailed token and the new password. */
export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ error: 'The reset token is required' })
      .min(1, 'The reset token is required')
      .max(256, 'The reset token is too long'),
    password: z
      .string({ error: 'Password is required' })
      .min(PASSWORD_LIMITS.min, `Password must be at least ${PASSWORD_LIMITS.min} characters`)
      .max(PASSWORD_LIMITS.max, `Password must be at most ${PASSWORD_LIMITS.max} characters`),
  },
  OBJECT_REQUIRED,
);

// --- bodies ------------------------------------------------------------------------

/** POST /forgot-password: always 200 with the same message. */
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** PUT /reset-password and PUT /reset-staff-password: 200, or 400 for a bad or used token. */
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
