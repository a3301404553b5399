import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { MessageDialog } from '../../components/message-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { AuthCard, formValues } from '../../components/auth-card';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from './password-reset-api';
import type { AccountKind } from './password-reset-api';
import {
  PASSWORDS_DO_NOT_MATCH,
  RESET_DONE_MESSAGE,
  RESET_DONE_TITLE,
  RESET_FAILED_TITLE,
  RESET_LINK_INVALID,
  RESET_REQUEST_FAILED,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTED_TITLE,
} from './password-reset-messages';

const LOGIN_PATHS: Record<AccountKind, string> = { user: '/login', employee: '/employee/login' };
const TITLES: Record<AccountKind, string> = {
  user: 'Reset Password',
  employee: 'Reset Employee Password',
};

/** Step 1: ask for the email; the answer is the same whether or not an account has it. */
function RequestLink({ kind }: { kind: AccountKind }) {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '' } = formValues(event);
    try {
      await requestReset({ email: email.trim(), kind }).unwrap();
      setSent(true);
    } catch (failure) {
      console.error('Requesting a reset link failed.', failure);
      const problem = httpStatusOf(failure) === 400 ? serverProblemOf(failure) : null;
      setError(problem?.message ?? RESET_REQUEST_FAILED);
    }
  };

  return (
    <AuthCard
      title={TITLES[kind]}
      subtitle={sent ? undefined : 'Enter your email and we will send you a link to reset it.'}
      onSubmit={onSubmit}
    >
      {sent ? (
        <Alert severity="success" role="status">
          <strong>{RESET_REQUESTED_TITLE}.</strong> {RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : (
        <>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            Send reset link
          </Button>
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={LOGIN_PATHS[kind]}>
          Back to login
        </Link>
      </Typography>
      <MessageDialog
        open={error !== null}
        title={RESET_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </AuthCard>
  );
}

/** Step 2 (the mailed link): a new password, twice. */
function ChooseNewPassword({ kind, token }: { kind: AccountKind; token: string }) {
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const toLogin = () => navigate(LOGIN_PATHS[kind], { replace: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', confirmPassword = '' } = formValues(event);
    if (password !== confirmPassword) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    try {
      await resetPassword({ kind, token, password }).unwrap();
      setDone(true);
    } catch (failure) {
      console.error('Resetting the password failed.', failure);
      // A password the server refuses says why; anything else is the link's fault.
      const passwordProblem = serverProblemOf(failure)?.errors.find((e) => e.path === 'password');
      setError(passwordProblem?.message ?? RESET_LINK_INVALID);
    }
  };

  return (
    <AuthCard title={TITLES[kind]} subtitle="Choose a new password." onSubmit={onSubmit}>
      <NewPasswordFields />
      <Button type="submit" variant="contained" size="large" loading={isLoading} disabled={done}>
        Reset password
      </Button>
      <MessageDialog
        open={error !== null}
        title={RESET_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
      <Dialog
        open={done}
        onClose={toLogin}
        aria-labelledby="reset-done-title"
        aria-describedby="reset-done-message"
      >
        <DialogTitle id="reset-done-title">{RESET_DONE_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-done-message">{RESET_DONE_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={toLogin}>
            Go to login
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}

/** /forgot-password and /employee/forgot-password (DECISIONS.md: email → mailed link → new password). */
export function PasswordResetPage({ kind }: { kind: AccountKind }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <ChooseNewPassword kind={kind} token={token} /> : <RequestLink kind={kind} />;
}

export const UserPasswordResetPage = () => <PasswordResetPage kind="user" />;
export const EmployeePasswordResetPage = () => <PasswordResetPage kind="employee" />;
