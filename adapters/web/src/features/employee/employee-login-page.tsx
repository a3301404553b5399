import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { formValues } from '../../components/form-values';
import {
  LazyMessageDialog,
  LoginFields,
  PlainAuthCard,
  SubmitButton,
} from '../../components/plain-form';
import { EMPLOYEE_LOGIN_FAILED_MESSAGE, LOGIN_FAILED_TITLE } from '../../app/session/messages';
import { CHOOSE_PASSWORD_PATH, employeeHome } from '../../app/session/guards';

/** The login calls (and Redux Toolkit's api with them): fetched as the employee types, or on submit. */
const sessionApi = () => import('../../app/session/session-api');

/**
 * /employee/login: Staff land on their profile, everyone else on the manager dashboard. Drawn
 * without MUI (components/plain-form.tsx).
 */
export function EmployeeLoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', password = '' } = formValues(event);
    setBusy(true);
    const { logInEmployee } = await sessionApi();
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
    <PlainAuthCard
      title="Employee Login"
      subtitle="For park staff and managers."
      onSubmit={onSubmit}
      onInput={() => void sessionApi()}
    >
      <LoginFields />
      <RouterLink to="/employee/forgot-password" className="park-link park-auth__aside-link">
        Forgot password?
      </RouterLink>
      <SubmitButton loading={busy}>Log In</SubmitButton>
      <LazyMessageDialog
        open={failed}
        title={LOGIN_FAILED_TITLE}
        message={EMPLOYEE_LOGIN_FAILED_MESSAGE}
        onClose={() => setFailed(false)}
      />
    </PlainAuthCard>
  );
}

export default EmployeeLoginPage;
