import { MERCHANDISE_UPDATED } from '../../../../../core/catalog/departments';
import { useMerchandiseListQuery } from '../../api/shop-api';
import { FORM_FAILED, SUCCESS } from './department-messages';
import { useUpdateMerchandiseMutation, type UpdateMerchandiseRequest } from './departments-api';
import {
  sendWrite,
  UpdateRecordForm,
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
  const picked = usePickedRecord(
    items,
    (m) => m.MId,
    (m) => fill(m ? merchandiseValuesOf(m) : EMPTY_MERCHANDISE),
  );

  const onSubmit = () =>
    sendWrite(
      onNotice,
      () => update(updateMerchandiseBody(Number(picked.selectedId), values)).unwrap(),
      {
        what: 'Updating the merchandise',
        done: picked.clear,
        success: { title: SUCCESS, message: MERCHANDISE_UPDATED },
        failed: FORM_FAILED,
      },
    );

  return (
    <UpdateRecordForm
      label="Update merchandise"
      picker={{
        label: 'Merchandise',
        name: 'merchandise',
        placeholder: 'Select merchandise',
        options: items.map((m) => ({ value: m.MId, label: m.name })),
      }}
      picked={picked}
      busy={isLoading}
      onSubmit={onSubmit}
    >
      <MerchandiseFields field={field} />
    </UpdateRecordForm>
  );
}
