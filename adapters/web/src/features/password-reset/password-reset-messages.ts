export const RESET_FAILED_TITLE = 'Failed to Reset Password';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
export const RESET_REQUEST_FAILED =
  'The reset link could not be requested right now. Please try again.';
/** Shown after every request, so the page never tells which emails have an account. */
export const RESET_REQUESTED_TITLE = 'Check your email';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent it a link to reset the password. The link works once and expires in 1 hour.';
export const RESET_DONE_TITLE = 'Password Reset';
export const RESET_DONE_MESSAGE = 'Your password has been changed. You can now log in with it.';
