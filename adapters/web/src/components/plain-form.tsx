import {
  lazy,
  Suspense,
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { MessageDialogProps } from './message-dialog';
import { TouchRipple } from './touch-ripple';
import { useDocumentTitle } from './use-document-title';
import './controls.css';
import './plain-form.css';

/*
 * The login and signup forms' parts without MUI (plain-form.css draws them as MUI did), so that
 * these pages draw with the entry's code alone: MUI loads only if a dialog has to open.
 */

/** Material icons (paths from @mui/icons-material, MIT), as MUI's SvgIcon draws them. */
const PATHS = {
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  successOutlined:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
} as const;

function SvgIcon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg
      className={['park-icon', className].filter(Boolean).join(' ')}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

interface PlainAuthCardProps {
  title: string;
  subtitle?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Called on the form's first input (to fetch what submitting needs while the visitor types). */
  onInput?: () => void;
  children: ReactNode;
}

/** The card every login and signup form sits in (auth-card.tsx's, without MUI). */
export function PlainAuthCard({
  title,
  subtitle,
  onSubmit,
  onInput,
  children,
}: PlainAuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="park-auth">
      <div className="park-auth__card">
        <h1 className="park-auth__title">{title}</h1>
        {subtitle && <p className="park-auth__subtitle">{subtitle}</p>}
        <form className="park-auth__form" onSubmit={onSubmit} onInput={onInput}>
          {children}
        </form>
      </div>
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder'> & {
  label: string;
  name: string;
  /** Drawn at the end of the box (the password's show/hide button). */
  end?: ReactNode;
};

/** An outlined text field: the label sits in the box, and moves onto its border when focused or filled. */
export function OutlinedField({ label, end, required, id, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="park-field">
      <label className="park-field__label" htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={`park-field__box${end ? ' park-field__box--adorned' : ''}`}>
        {/* One space: the label moves up while the input shows none (:placeholder-shown). */}
        <input
          {...input}
          id={inputId}
          required={required}
          placeholder=" "
          className="park-field__input"
        />
        {end && <div className="park-field__adornment">{end}</div>}
        <fieldset aria-hidden="true" className="park-field__outline">
          <legend>
            <span>
              {label}
              {required && '\u2009*'}
            </span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}

/** A password input with a show/hide toggle that says what it will do. */
export function PlainPasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const [shown, setShown] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="park-btn park-icon-btn park-field__toggle"
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((s) => !s)}
        >
          <SvgIcon name={shown ? 'visibilityOff' : 'visibility'} />
          <TouchRipple center />
        </button>
      }
    />
  );
}

/** The form's large contained submit button; while `loading`, a spinner and no second click. */
export function SubmitButton({
  loading = false,
  disabled = false,
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const classes = [
    'park-btn park-contained-btn park-contained-btn--primary park-contained-btn--large',
    loading && 'park-contained-btn--loading',
  ];
  return (
    <button
      type="submit"
      className={classes.filter(Boolean).join(' ')}
      disabled={loading || disabled}
    >
      {children}
      {loading && (
        <span className="park-spinner" role="progressbar" aria-label="Loading">
          <svg viewBox="22 22 44 44">
            <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
          </svg>
        </span>
      )}
      {!loading && !disabled && <TouchRipple />}
    </button>
  );
}

/** A success message in a green box, read out when it appears; `action` sits at its end. */
export function SuccessAlert({
  children,
  role = 'status',
  action,
}: {
  children: ReactNode;
  role?: 'status' | 'alert';
  action?: ReactNode;
}) {
  return (
    <div className="park-alert" role={role}>
      <div className="park-alert__icon">
        <SvgIcon name="successOutlined" />
      </div>
      <div className="park-alert__message">{children}</div>
      {action && <div className="park-alert__action">{action}</div>}
    </div>
  );
}

const MuiMessageDialog = lazy(() => import('./themed-message-dialog'));

/** message-dialog.tsx's dialog, whose code (MUI's) loads the first time it opens. */
export function LazyMessageDialog(props: MessageDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MuiMessageDialog {...props} />
    </Suspense>
  );
}

/** The email field every account form opens with, focused. */
export function EmailField() {
  return (
    <OutlinedField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      required
      autoFocus
    />
  );
}

/** A login form's two fields: the email (focused) and the current password. */
export function LoginFields() {
  return (
    <>
      <EmailField />
      <PlainPasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        required
      />
    </>
  );
}
