import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { MessageDialog } from '../../components/message-dialog';
import { PasswordField } from '../../components/password-field';
import { LOGIN_FAILED_TITLE, LOGIN_UNEXPECTED_MESSAGE } from '../../app/session/messages';
import { takeReturnPath } from '../../app/session/remembered-path';
import { logInUser } from '../../app/session/session-api';
import { AuthCard, formValues } from '../../components/auth-card';

/** /login: a visitor logs in and returns to where a guard stopped them (default /). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '' } = formValues(event);
    setBusy(true);
    const result = await dispatch(logInUser({ email, password }));
    if (logInUser.fulfilled.match(result)) {
      navigate(takeReturnPath(location.state), { replace: true });
      return;
    }
    setBusy(false);
    setError(result.payload ?? LOGIN_UNEXPECTED_MESSAGE);
  };

  return (
    <AuthCard title="Log In" subtitle="Welcome back to the park." onSubmit={onSubmit}>
      <TextField name="email" label="Email" type="email" autoComplete="email" required autoFocus />
      <PasswordField name="password" label="Password" autoComplete="current-password" required />
      <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Log In
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New here?{' '}
        {/* Underlined: inside a sentence, colour alone would not tell it apart (axe: link-in-text-block). */}
        <Link component={RouterLink} to="/auth/signup" underline="always">
          Sign up
        </Link>
      </Typography>
      <MessageDialog
        open={error !== null}
        title={LOGIN_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </AuthCard>
  );
}

export default LoginPage;
