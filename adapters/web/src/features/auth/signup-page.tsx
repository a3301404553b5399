import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { formValues } from '../../components/form-values';
import {
  EmailField,
  LazyMessageDialog,
  OutlinedField,
  PlainAuthCard,
  PlainPasswordField,
  SubmitButton,
  SuccessAlert,
} from '../../components/plain-form';
import {
  SIGNUP_FAILED_TITLE,
  SIGNUP_SUCCESS_MESSAGE,
  signupErrorMessage,
} from '../../app/session/messages';

/** The signup call (and Redux Toolkit's api with it): fetched as the visitor types, or on submit. */
const sessionApi = () => import('../../app/session/session-api');

/** After a successful signup the page waits this long, then opens /login. */
export const SIGNUP_REDIRECT_MS = 2000;

/** /auth/signup: create an account, then log in. Drawn without MUI (components/plain-form.tsx). */
export function SignupPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The redirect's timer starts with the success, and stops if the visitor leaves first.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '', fullname = '', password = '' } = formValues(event);
    setLoading(true);
    try {
      const { sessionApi: calls } = await sessionApi();
      const call = dispatch(calls.endpoints.signUp.initiate({ email, fullname, password }));
      try {
        await call.unwrap();
      } finally {
        call.reset();
      }
      setSucceeded(true);
      redirect.current = setTimeout(() => navigate('/login'), SIGNUP_REDIRECT_MS);
    } catch (failure) {
      setError(signupErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <PlainAuthCard
      title="Sign Up"
      subtitle="Create your park account."
      onSubmit={onSubmit}
      onInput={() => void sessionApi()}
    >
      {succeeded && <SuccessAlert>{SIGNUP_SUCCESS_MESSAGE}</SuccessAlert>}
      <EmailField />
      <OutlinedField name="fullname" label="Full name" autoComplete="name" required />
      <PlainPasswordField name="password" label="Password" autoComplete="new-password" required />
      <SubmitButton loading={isLoading} disabled={succeeded}>
        Sign Up
      </SubmitButton>
      <p className="park-auth__note">
        Already have an account?{' '}
        {/* Underlined: inside a sentence, colour alone would not tell it apart (axe: link-in-text-block). */}
        <RouterLink to="/login" className="park-link park-link--always">
          Log in
        </RouterLink>
      </p>
      <LazyMessageDialog
        open={error !== null}
        title={SIGNUP_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </PlainAuthCard>
  );
}

export default SignupPage;
