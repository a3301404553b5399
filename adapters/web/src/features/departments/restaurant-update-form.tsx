import { RESTAURANT_UPDATED } from '../../../../../core/catalog/departments';
import { useRestaurantListQuery } from '../../api/tickets-api';
import { FORM_FAILED, SUCCESS } from './department-messages';
import { useUpdateRestaurantMutation, type UpdateRestaurantRequest } from './departments-api';
import {
  sendWrite,
  UpdateRecordForm,
  useFormValues,
  usePickedRecord,
  type FormProps,
} from './form-kit';
import {
  EMPTY_RESTAURANT,
  restaurantAmount,
  RestaurantFields,
  restaurantValuesOf,
  type RestaurantValues,
} from './restaurant-fields';

/** The body of POST /update-rest; UPDATEDAmount is the type's. */
export function updateRestaurantBody(id: number, v: RestaurantValues): UpdateRestaurantRequest {
  return {
    UPDATEDRestaurantID: id,
    UPDATEDRestaurantName: v.name.trim(),
    UPDATEDRestaurantType: v.type as UpdateRestaurantRequest['UPDATEDRestaurantType'],
    UPDATEDAmount: restaurantAmount(v.type),
    UPDATEDRImage: v.image.trim(),
    UPDATEDRDescription: v.description.trim(),
  };
}

/** Update Restaurant: pick one, its current values are filled in, change and save. */
export function RestaurantUpdateForm({ onNotice }: FormProps) {
  const { data: restaurants = [] } = useRestaurantListQuery();
  const [update, { isLoading }] = useUpdateRestaurantMutation();
  const { values, field, fill } = useFormValues<RestaurantValues>(EMPTY_RESTAURANT);
  const picked = usePickedRecord(
    restaurants,
    (r) => r.id,
    (r) => fill(r ? restaurantValuesOf(r) : EMPTY_RESTAURANT),
  );

  const onSubmit = () =>
    sendWrite(
      onNotice,
      () => update(updateRestaurantBody(Number(picked.selectedId), values)).unwrap(),
      {
        what: 'Updating the restaurant',
        done: picked.clear,
        success: { title: SUCCESS, message: RESTAURANT_UPDATED },
        failed: FORM_FAILED,
      },
    );

  return (
    <UpdateRecordForm
      label="Update restaurant"
      picker={{
        label: 'Restaurant',
        name: 'restaurant',
        placeholder: 'Select a restaurant',
        options: restaurants.map((r) => ({ value: r.id, label: r.name })),
      }}
      picked={picked}
      busy={isLoading}
      onSubmit={onSubmit}
    >
      <RestaurantFields field={field} type={values.type} />
    </UpdateRecordForm>
  );
}
