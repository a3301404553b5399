import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { employeeHome } from '../../../../../core/shared/guards';
import { useAppDispatch } from '../../app/hooks';
import { MessageDialog } from '../../components/message-dialog';
import { PasswordField } from '../../components/password-field';
import { AuthCard, formValues } from '../../components/auth-card';
import { EMPLOYEE_LOGIN_FAILED_MESSAGE, LOGIN_FAILED_TITLE } from '../../app/session/messages';
import { logInEmployee } from '../../app/session/session-api';
import { CHOOSE_PASSWORD_PATH } from '../../app/session/route-guards';

/** /employee/login: Staff land on their profile, everyone else on the manager dashboard. */
export function EmployeeLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '' } = formValues(event);
    setBusy(true);
    const result = await dispatch(logInEmployee({ email, password }));
    if (logInEmployee.fulfilled.match(result)) {
      const home = result.payload.mustChangePassword
        ? CHOOSE_PASSWORD_PATH
        : employeeHome(result.payload.SRole);
      navigate(home, { replace: true });
      return;
    }
    setBusy(false);
    setFailed(true);
  };

  return (
    <AuthCard title="Employee Login" subtitle="For park staff and managers." onSubmit={onSubmit}>
      <TextField name="email" label="Email" type="email" autoComplete="email" required autoFocus />
      <PasswordField name="password" label="Password" autoComplete="current-password" required />
      <Link component={RouterLink} to="/employee/forgot-password" sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Log In
      </Button>
      <MessageDialog
        open={failed}
        title={LOGIN_FAILED_TITLE}
        message={EMPLOYEE_LOGIN_FAILED_MESSAGE}
        onClose={() => setFailed(false)}
      />
    </AuthCard>
  );
}

export default EmployeeLoginPage;
