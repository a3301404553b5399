/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** The one answer of POST /forgot-password, whether or not the email has an account. */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, a reset link is on its way.';

/** A reset with an unknown, used, expired or wrong-kind token. */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

export const PASSWORD_RESET_DONE = 'Password reset successfully';

/** Where the reset page lives for each kind of account, below the park's public URL. */
export const RESET_PAGE_PATH = {
  user: '/forgot-password',
  employee: '/employee/forgot-password',
} as const;

/** The link a reset mail carries: the reset page with the token as a query parameter. */
export function resetLink(publicUrl: string, kind: keyof typeof RESET_PAGE_PATH, token: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${RESET_PAGE_PATH[kind]}?token=${encodeURIComponent(token)}`;
}
