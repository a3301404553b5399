import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { employeeHome } from '../../app/session/guards';
import { api } from '../../api/api';
import type { MessageBody } from '../../api/contract';
import { serverProblemOf } from '../../api/http-errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { employeePasswordChosen, selectEmployee } from '../../app/session/session-slice';
import { AuthCard, formValues } from '../../components/auth-card';
import { MessageDialog } from '../../components/message-dialog';
import { NewPasswordFields } from '../../components/new-password-fields';

export const CHOOSE_PASSWORD_TITLE = 'Choose Your Password';
export const CHOOSE_PASSWORD_SUBTITLE =
  'You logged in with a one-time password. Choose your own password to continue.';
export const CHOOSE_PASSWORD_FAILED = 'Could not save the password. Please try again.';
export const PASSWORDS_DIFFER = 'Passwords do not match';

const choosePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /employee/password: the employee's own new password. */
    choosePassword: build.mutation<MessageBody, { password: string }>({
      query: (body) => ({ url: '/employee/password', method: 'PUT', body }),
    }),
  }),
});

/** /employee/choose-password: the first login with a generated password comes here first. */
export function ChoosePasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const employee = useAppSelector(selectEmployee);
  const [choose, { isLoading }] = choosePasswordApi.useChoosePasswordMutation();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', confirmPassword = '' } = formValues(event);
    if (password !== confirmPassword) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    try {
      await choose({ password }).unwrap();
      dispatch(employeePasswordChosen());
      navigate(employeeHome(employee?.SRole ?? 'Staff'), { replace: true });
    } catch (failure) {
      console.error('Choosing a password failed.', failure);
      const problem = serverProblemOf(failure)?.errors.find((e) => e.path === 'password');
      setError(problem?.message ?? CHOOSE_PASSWORD_FAILED);
    }
  };

  return (
    <AuthCard title={CHOOSE_PASSWORD_TITLE} subtitle={CHOOSE_PASSWORD_SUBTITLE} onSubmit={onSubmit}>
      <NewPasswordFields />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Save password
      </Button>
      <MessageDialog
        open={error !== null}
        title="Password not saved"
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </AuthCard>
  );
}

export default ChoosePasswordPage;
