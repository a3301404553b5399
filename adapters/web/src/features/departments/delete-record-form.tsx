import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { CatalogKind } from '../../../../../core/catalog/departments';
import { removalNotice, type Notice } from './department-messages';
import type { DeleteResponse } from './departments-api';
import {
  DepartmentForm,
  OptionsField,
  sendWrite,
  usePickedRecord,
  type FormProps,
} from './form-kit';

export interface DeletableOption {
  value: number;
  /** What the select shows (an attraction's may say it is closed). */
  label: string;
  /** The record's name, for the confirmation. */
  name: string;
}

/** The empty choice's words: 'an attraction', not 'a attraction'. */
const PICK_ONE: Record<CatalogKind, string> = {
  attraction: 'an attraction',
  merchandise: 'merchandise',
  restaurant: 'a restaurant',
};

const HISTORY_NOTE =
  'If anything in the park’s history refers to it, it is retired instead: it leaves the ' +
  'catalog and the visitor pages, and its history is kept.';

function ConfirmDialog({
  name,
  open,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{`Delete ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{HISTORY_NOTE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Delete an attraction, merchandise or restaurant: choose, confirm, and be told whether it
 * was deleted or retired (docs/manager-calls.md: history is never destroyed).
 */
export function DeleteRecordForm({
  kind,
  label,
  fieldLabel,
  options,
  remove,
  busy,
  failed,
  onNotice,
}: FormProps & {
  kind: CatalogKind;
  label: string;
  fieldLabel: string;
  options: DeletableOption[];
  remove: (id: number) => Promise<DeleteResponse>;
  busy: boolean;
  failed: Notice;
}) {
  const [confirming, setConfirming] = useState(false);
  const { selectedId, pick, clear } = usePickedRecord(
    options,
    (o) => o.value,
    () => {},
  );
  const chosen = options.find((o) => String(o.value) === selectedId);

  const onConfirm = async () => {
    setConfirming(false);
    if (!chosen) return;
    await sendWrite(onNotice, () => remove(chosen.value), {
      what: `Deleting the ${kind}`,
      done: clear,
      success: (answer) =>
        removalNotice(kind, answer.outcome === 'retired' ? 'retired' : 'deleted'),
      failed,
    });
  };

  return (
    <DepartmentForm
      label={label}
      onSubmit={() => setConfirming(Boolean(chosen))}
      busy={busy}
      disabled={!chosen}
      submitLabel="Delete"
    >
      <OptionsField
        label={fieldLabel}
        name={kind}
        placeholder={`Select ${PICK_ONE[kind]}`}
        options={options}
        required
        fullWidth
        value={selectedId}
        onChange={(e) => pick(e.target.value)}
        helperText={HISTORY_NOTE}
      />
      <ConfirmDialog
        name={chosen?.name ?? ''}
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onConfirm()}
      />
    </DepartmentForm>
  );
}
