import { MERCHANDISE_UPDATED } from '../../../../../core/catalog/departments';
import { useMerchandiseListQuery } from '../../api/shop-api';
import { SUCCESS } from './department-messages';
import { useUpdateMerchandiseMutation, type UpdateMerchandiseRequest } from './departments-api';
import { CatalogUpdateForm, type FormProps } from './form-kit';
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

  return (
    <CatalogUpdateForm
      onNotice={onNotice}
      label="Update merchandise"
      picker={{ label: 'Merchandise', name: 'merchandise', placeholder: 'Select merchandise' }}
      records={items}
      idOf={(m) => m.MId}
      optionOf={(m) => ({ value: m.MId, label: m.name })}
      empty={EMPTY_MERCHANDISE}
      valuesOf={merchandiseValuesOf}
      send={(id, values) => update(updateMerchandiseBody(id, values)).unwrap()}
      busy={isLoading}
      what="Updating the merchandise"
      success={() => ({ title: SUCCESS, message: MERCHANDISE_UPDATED })}
      fields={(field) => <MerchandiseFields field={field} />}
    />
  );
}
