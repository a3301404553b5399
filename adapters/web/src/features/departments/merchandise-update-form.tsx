import Button from '@mui/material/Button';
import { MERCHANDISE_UPDATED } from '../../../../../core/domain/departments';
import { useMerchandiseListQuery } from '../shop/shop-api';
import { failureNotice, FORM_FAILED, SUCCESS } from './department-messages';
import { useUpdateMerchandiseMutation, type UpdateMerchandiseRequest } from './departments-api';
import {
  DepartmentForm,
  OptionsField,
  useFormValues,
  usePickedRecord,
  type FormProps,
} from './form-kit';
import {
  EMPTY_MERCHANDISE,
  MerchandiseFields,
  merchandiseValuesOf,
  type MerchandiseValues,
} from './merchandise-fields';

/** The body of POST /update-merch. */
export function updateMerchandiseBody(id: number, v: MerchandiseValues): UpdateMerchandiseRequest {
  return {
    merchIDUpdate: id,
    newMerchName: v.name.trim(),
    newMerchType: v.type as UpdateMerchandiseRequest['newMerchType'],
    newSupplierCost: Number(v.supplierCost),
    newSellingCost: Number(v.sellingCost),
    newImageMerch: v.image.trim(),
  };
}

/** Update Merchandise: pick an item, its current values are filled in, change and save. */
export function MerchandiseUpdateForm({ onNotice }: FormProps) {
  const { data: items = [] } = useMerchandiseListQuery();
  const [update, { isLoading }] = useUpdateMerchandiseMutation();
  const { values, field, fill } = useFormValues<MerchandiseValues>(EMPTY_MERCHANDISE);
  const { selectedId, pick, clear } = usePickedRecord(
    items,
    (m) => m.MId,
    (m) => fill(m ? merchandiseValuesOf(m) : EMPTY_MERCHANDISE),
  );

  const onSubmit = async () => {
    if (!selectedId) return;
    try {
      await update(updateMerchandiseBody(Number(selectedId), values)).unwrap();
      clear();
      onNotice({ title: SUCCESS, message: MERCHANDISE_UPDATED });
    } catch (failure) {
      console.error('Updating the merchandise failed.', failure);
      onNotice(failureNotice(failure, FORM_FAILED));
    }
  };

  return (
    <DepartmentForm
      label="Update merchandise"
      onSubmit={onSubmit}
      busy={isLoading}
      disabled={!selectedId}
      submitLabel="Save Changes"
      actions={
        selectedId && (
          <Button onClick={clear} disabled={isLoading}>
            Cancel
          </Button>
        )
      }
    >
      <OptionsField
        label="Merchandise"
        name="merchandise"
        placeholder="Select merchandise"
        options={items.map((m) => ({ value: m.MId, label: m.name }))}
        required
        fullWidth
        value={selectedId}
        onChange={(e) => pick(e.target.value)}
      />
      {selectedId && <MerchandiseFields field={field} />}
    </DepartmentForm>
  );
}
