import { PASSWORD_LIMITS } from '../../../../core/accounts/password-reset';
import { PasswordField } from './password-field';

/** A new password, twice (fields `password` and `confirmPassword`), within the park's limits. */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        helperText={`At least ${PASSWORD_LIMITS.min} characters.`}
        slotProps={{
          htmlInput: { minLength: PASSWORD_LIMITS.min, maxLength: PASSWORD_LIMITS.max },
        }}
      />
      <PasswordField
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
