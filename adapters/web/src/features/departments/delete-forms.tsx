import { useAttractionListQuery } from '../../api/attractions-api';
import { useMerchandiseListQuery } from '../../api/shop-api';
import { useRestaurantListQuery } from '../../api/tickets-api';
import { ATTRACTION_DELETE_FAILED, FORM_FAILED } from './department-messages';
import {
  useDeleteAttractionMutation,
  useDeleteMerchandiseMutation,
  useDeleteRestaurantMutation,
} from './departments-api';
import { attractionOption } from './attraction-update-form';
import { DeleteRecordForm } from './delete-record-form';
import type { FormProps } from './form-kit';

/** Delete Attraction: 'Attraction Deleted', or retired when orders or requests name it. */
export function AttractionDeleteForm({ onNotice }: FormProps) {
  const { data = [] } = useAttractionListQuery();
  const [remove, { isLoading }] = useDeleteAttractionMutation();
  return (
    <DeleteRecordForm
      kind="attraction"
      label="Delete attraction"
      fieldLabel="Attraction"
      options={data.map((a) => ({ ...attractionOption(a), name: a.name }))}
      remove={(id) => remove({ id }).unwrap()}
      busy={isLoading}
      failed={ATTRACTION_DELETE_FAILED}
      onNotice={onNotice}
    />
  );
}

/** Delete Merchandise: retired instead when an order line names it. */
export function MerchandiseDeleteForm({ onNotice }: FormProps) {
  const { data = [] } = useMerchandiseListQuery();
  const [remove, { isLoading }] = useDeleteMerchandiseMutation();
  return (
    <DeleteRecordForm
      kind="merchandise"
      label="Delete merchandise"
      fieldLabel="Merchandise"
      options={data.map((m) => ({ value: m.MId, label: m.name, name: m.name }))}
      remove={(id) => remove({ id }).unwrap()}
      busy={isLoading}
      failed={FORM_FAILED}
      onNotice={onNotice}
    />
  );
}

/** Delete Restaurant: retired instead when a voucher or an expense names it. */
export function RestaurantDeleteForm({ onNotice }: FormProps) {
  const { data = [] } = useRestaurantListQuery();
  const [remove, { isLoading }] = useDeleteRestaurantMutation();
  return (
    <DeleteRecordForm
      kind="restaurant"
      label="Delete restaurant"
      fieldLabel="Restaurant"
      options={data.map((r) => ({ value: r.id, label: r.name, name: r.name }))}
      remove={(id) => remove({ id }).unwrap()}
      busy={isLoading}
      failed={FORM_FAILED}
      onNotice={onNotice}
    />
  );
}
