import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { failureNotice, FORM_FAILED, type Notice } from './department-messages';

/** Every department form reports its outcome to the page, which shows the one modal. */
export interface FormProps {
  onNotice: (notice: Notice) => void;
}

/**
 * A form's text values (inputs and selects hold strings). `reset` empties them after a
 * success; a failure leaves them alone, so nothing typed is lost.
 */
export function useFormValues<T extends Record<string, string>>(empty: T) {
  const [values, setValues] = useState<T>(empty);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    fullWidth: true,
  });
  return { values, field, fill: setValues, reset: () => setValues(empty) };
}

/** The `field(name)` binder of a form's values, for field groups shared by two forms. */
export type FieldBinder<T extends Record<string, string>> = ReturnType<
  typeof useFormValues<T>
>['field'];

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A native select (fast and accessible on phones) with an empty first choice. */
export function OptionsField({
  placeholder,
  options,
  ...props
}: TextFieldProps & {
  placeholder: string;
  options: readonly (string | { value: string | number; label: string })[];
}) {
  return (
    <TextField select slotProps={nativeSelect} {...props}>
      <option value="">{placeholder}</option>
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </TextField>
  );
}

/**
 * The record an update or delete form works on, chosen by id in a select; `onPick` fills the
 * form from it (or empties it for null).
 */
export function usePickedRecord<R>(
  records: readonly R[],
  idOf: (record: R) => number,
  onPick: (record: R | null) => void,
) {
  const [selectedId, setSelectedId] = useState('');
  const pick = (id: string) => {
    const record = records.find((r) => String(idOf(r)) === id) ?? null;
    setSelectedId(record ? id : '');
    onPick(record);
  };
  return { selectedId, pick, clear: () => pick('') };
}

/** A money input in dollars, to the cent. */
export const dollarInput = {
  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
} as const;

/** Two fields side by side on wider screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

/** The form element, stacked fields and its right-aligned buttons. */
export function DepartmentForm({
  label,
  onSubmit,
  busy,
  disabled = false,
  submitLabel = 'Submit',
  actions,
  children,
}: {
  label: string;
  onSubmit: () => void | Promise<void>;
  busy: boolean;
  /** Nothing chosen yet (an update or delete form): the button waits. */
  disabled?: boolean;
  submitLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        {actions}
        <Button type="submit" variant="contained" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * One department write and its outcome: on success `done` (empty the form or drop the pick)
 * and the success notice; on failure a log line and the server's reason or `failed`, while
 * the form keeps its values, so nothing typed is lost.
 */
export async function sendWrite<A>(
  onNotice: FormProps['onNotice'],
  write: () => Promise<A>,
  outcome: {
    what: string;
    done: () => void;
    success: Notice | ((answer: A) => Notice);
    failed: Notice;
  },
): Promise<void> {
  try {
    const answer = await write();
    outcome.done();
    onNotice(typeof outcome.success === 'function' ? outcome.success(answer) : outcome.success);
  } catch (failure) {
    console.error(`${outcome.what} failed.`, failure);
    onNotice(failureNotice(failure, outcome.failed));
  }
}

/**
 * An update form: pick a record in the select, its current values fill the fields below
 * (`children`, shown once a record is picked), change them and save; Cancel drops the pick.
 */
export function UpdateRecordForm({
  label,
  picker,
  picked,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  picker: {
    label: string;
    name: string;
    placeholder: string;
    options: readonly { value: number; label: string }[];
  };
  picked: ReturnType<typeof usePickedRecord>;
  busy: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { selectedId, pick, clear } = picked;
  return (
    <DepartmentForm
      label={label}
      onSubmit={onSubmit}
      busy={busy}
      disabled={!selectedId}
      submitLabel="Save Changes"
      actions={
        selectedId && (
          <Button onClick={clear} disabled={busy}>
            Cancel
          </Button>
        )
      }
    >
      <OptionsField
        {...picker}
        required
        fullWidth
        value={selectedId}
        onChange={(e) => pick(e.target.value)}
      />
      {selectedId && children}
    </DepartmentForm>
  );
}

/**
 * The Update form of one catalog kind (attraction, restaurant, merchandise): pick a record,
 * its current values (`valuesOf`) fill the kind's `fields`, change them and save with `send`
 * (the picked id and the values); `onPick` keeps any other state of the form in step.
 */
export function CatalogUpdateForm<R, V extends Record<string, string>>({
  onNotice,
  label,
  picker,
  records,
  idOf,
  optionOf,
  empty,
  valuesOf,
  onPick,
  send,
  busy,
  what,
  success,
  fields,
}: FormProps & {
  label: string;
  picker: { label: string; name: string; placeholder: string };
  records: readonly R[];
  idOf: (record: R) => number;
  optionOf: (record: R) => { value: number; label: string };
  empty: V;
  valuesOf: (record: R) => V;
  onPick?: (record: R | null) => void;
  send: (id: number, values: V) => Promise<unknown>;
  busy: boolean;
  /** What the write does, for the log line of a failure ("Updating the restaurant"). */
  what: string;
  success: (values: V) => Notice;
  fields: (field: FieldBinder<V>, values: V) => ReactNode;
}) {
  const { values, field, fill } = useFormValues<V>(empty);
  const picked = usePickedRecord(records, idOf, (record) => {
    fill(record ? valuesOf(record) : empty);
    onPick?.(record);
  });

  const onSubmit = () =>
    sendWrite(onNotice, () => send(Number(picked.selectedId), values), {
      what,
      done: picked.clear,
      success: success(values),
      failed: FORM_FAILED,
    });

  return (
    <UpdateRecordForm
      label={label}
      picker={{ ...picker, options: records.map(optionOf) }}
      picked={picked}
      busy={busy}
      onSubmit={onSubmit}
    >
      {fields(field, values)}
    </UpdateRecordForm>
  );
}
