import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { LOGIN_FAILED_TITLE, LOGIN_UNEXPECTED_MESSAGE } from '../../app/session/messages';
import { takeReturnPath } from '../../app/session/remembered-path';
import { formValues } from '../../components/form-values';
import {
  LazyMessageDialog,
  LoginFields,
  PlainAuthCard,
  SubmitButton,
} from '../../components/plain-form';

/** The login calls (and Redux Toolkit's api with them): fetched as the visitor types, or on submit. */
const sessionApi = () => import('../../app/session/session-api');

/**
 * /login: a visitor logs in and returns to where a guard stopped them (default /). Drawn without
 * MUI (components/plain-form.tsx).
 */
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
    const { logInUser } = await sessionApi();
    const result = await dispatch(logInUser({ email, password }));
    if (logInUser.fulfilled.match(result)) {
      navigate(takeReturnPath(location.state), { replace: true });
      return;
    }
    setBusy(false);
    setError(result.payload ?? LOGIN_UNEXPECTED_MESSAGE);
  };

  return (
    <PlainAuthCard
      title="Log In"
      subtitle="Welcome back to the park."
      onSubmit={onSubmit}
      onInput={() => void sessionApi()}
    >
      <LoginFields />
      <RouterLink to="/forgot-password" className="park-link park-auth__aside-link">
        Forgot password?
      </RouterLink>
      <SubmitButton loading={busy}>Log In</SubmitButton>
      <p className="park-auth__note">
        New here?{' '}
        {/* Underlined: inside a sentence, colour alone would not tell it apart (axe: link-in-text-block). */}
        <RouterLink to="/auth/signup" className="park-link park-link--always">
          Sign up
        </RouterLink>
      </p>
      <LazyMessageDialog
        open={error !== null}
        title={LOGIN_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </PlainAuthCard>
  );
}

export default LoginPage;
