import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { useAppDispatch } from '../../app/hooks';
import { formValues } from '../../components/form-values';
import { LoadingIndicator } from '../../components/loading-indicator';
import {
  EmailField,
  LazyMessageDialog,
  PlainAuthCard,
  SubmitButton,
  SuccessAlert,
} from '../../components/plain-form';
import type { AccountKind } from './password-reset-api';
import {
  RESET_FAILED_TITLE,
  RESET_REQUEST_FAILED,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTED_TITLE,
} from './password-reset-messages';
import { LOGIN_PATHS, TITLES } from './password-reset-paths';

/** The reset calls (and Redux Toolkit's api with them): fetched as the visitor types, or on submit. */
const resetApi = () => import('./password-reset-api');

/** Step 2, drawn with MUI: only a mailed link's visit loads it. */
const ChooseNewPassword = lazy(() => import('./choose-new-password'));

/** Step 1: ask for the email; the answer is the same whether or not an account has it. */
function RequestLink({ kind }: { kind: AccountKind }) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email = '' } = formValues(event);
    setLoading(true);
    try {
      const { passwordResetApi } = await resetApi();
      const call = dispatch(
        passwordResetApi.endpoints.requestPasswordReset.initiate({ email: email.trim(), kind }),
      );
      try {
        await call.unwrap();
      } finally {
        call.reset();
      }
      setSent(true);
    } catch (failure) {
      console.error('Requesting a reset link failed.', failure);
      const problem = httpStatusOf(failure) === 400 ? serverProblemOf(failure) : null;
      setError(problem?.message ?? RESET_REQUEST_FAILED);
    } finally {
      setLoading(false);
    }
  };

  return (
    <PlainAuthCard
      title={TITLES[kind]}
      subtitle={sent ? undefined : 'Enter your email and we will send you a link to reset it.'}
      onSubmit={onSubmit}
      onInput={() => void resetApi()}
    >
      {sent ? (
        <SuccessAlert>
          <strong>{RESET_REQUESTED_TITLE}.</strong> {RESET_REQUESTED_MESSAGE}
        </SuccessAlert>
      ) : (
        <>
          <EmailField />
          <SubmitButton loading={isLoading}>Send reset link</SubmitButton>
        </>
      )}
      <p className="park-auth__note">
        <RouterLink to={LOGIN_PATHS[kind]} className="park-link">
          Back to login
        </RouterLink>
      </p>
      <LazyMessageDialog
        open={error !== null}
        title={RESET_FAILED_TITLE}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </PlainAuthCard>
  );
}

/**
 * /forgot-password and /employee/forgot-password (DECISIONS.md: email → mailed link → new
 * password). The first step, what most visits see, is drawn without MUI (components/plain-form.tsx).
 */
export function PasswordResetPage({ kind }: { kind: AccountKind }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  if (!token) return <RequestLink kind={kind} />;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <ChooseNewPassword kind={kind} token={token} />
    </Suspense>
  );
}

export const UserPasswordResetPage = () => <PasswordResetPage kind="user" />;
export const EmployeePasswordResetPage = () => <PasswordResetPage kind="employee" />;
