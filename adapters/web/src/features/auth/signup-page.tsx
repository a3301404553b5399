import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MessageDialog } from '../../components/message-dialog';
import { PasswordField } from '../../components/password-field';
import {
  SIGNUP_FAILED_TITLE,
  SIGNUP_SUCCESS_MESSAGE,
  signupErrorMessage,
} from '../../app/session/messages';
import { useSignUpMutation } from '../../app/session/session-api';
import { AuthCard, formValues } from '../../components/auth-card';

/** After a successful signup the page waits this long, then opens /login. */
export const SIGNUP_REDIRECT_MS = 2000;

/** /auth/signup: create an account, then log in. */
export function SignupPage() {
  const navigate = useNavigate();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/login'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', fullname = '', password = '' } = formValues(event);
    try {
      await signUp({ email, fullname, password }).unwrap();
      setSucceeded(true);
    } catch (failure) {
      setError(signupErrorMessage(failure));
    }
  };

  return (
    <AuthCard title="Sign Up" subtitle="Create your park account." onSubmit={onSubmit}>
      {succeeded && (
        <Alert severity="success" role="status">
          {SIGNUP_SUCCESS_MESSAGE}
        </Alert>
      )}
      <TextField name="email" label="Email" type="email" autoComplete="email" required autoFocus />
      <TextField name="fullname" label="Full name" autoComplete="name" required />
      <PasswordField name="password" label="Password" autoComplete="new-password" required />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isLoading}
        disabled={succeeded}
      >
        Sign Up
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        {/* Underlined: inside a sentence, colour alone would not tell it apart (axe: link-in-text-block). */}
        <Link component={RouterLink} to="/login" underline="always">
          Log in
        </Link>
      </Typography>
      <MessageDialog
        open={error !== null}
        title={SIGNUP_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </AuthCard>
  );
}

export default SignupPage;
