import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverProblemOf } from '../../api/http-errors';
import { MuiTheme } from '../../app/mui-theme';
import { AuthCard, formValues } from '../../components/auth-card';
import { MessageDialog } from '../../components/message-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useResetPasswordMutation, type AccountKind } from './password-reset-api';
import {
  PASSWORDS_DO_NOT_MATCH,
  RESET_DONE_MESSAGE,
  RESET_DONE_TITLE,
  RESET_FAILED_TITLE,
  RESET_LINK_INVALID,
} from './password-reset-messages';
import { LOGIN_PATHS, TITLES } from './password-reset-paths';

/** Step 2 (the mailed link): a new password, twice. */
export function ChooseNewPassword({ kind, token }: { kind: AccountKind; token: string }) {
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

/** Step 2 with the park's MUI theme (the page around it is drawn without MUI). */
export default function ThemedChooseNewPassword(props: { kind: AccountKind; token: string }) {
  return (
    <MuiTheme>
      <ChooseNewPassword {...props} />
    </MuiTheme>
  );
}
