import Button from '@mui/material/Button';
import { RESTAURANT_UPDATED } from '../../../../../core/domain/departments';
import { useRestaurantListQuery } from '../tickets/tickets-api';
import { failureNotice, FORM_FAILED, SUCCESS } from './department-messages';
import { useUpdateRestaurantMutation, type UpdateRestaurantRequest } from './departments-api';
import {
  DepartmentForm,
  OptionsField,
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
  const { selectedId, pick, clear } = usePickedRecord(
    restaurants,
    (r) => r.id,
    (r) => fill(r ? restaurantValuesOf(r) : EMPTY_RESTAURANT),
  );

  const onSubmit = async () => {
    if (!selectedId) return;
    try {
      await update(updateRestaurantBody(Number(selectedId), values)).unwrap();
      clear();
      onNotice({ title: SUCCESS, message: RESTAURANT_UPDATED });
    } catch (failure) {
      console.error('Updating the restaurant failed.', failure);
      onNotice(failureNotice(failure, FORM_FAILED));
    }
  };

  return (
    <DepartmentForm
      label="Update restaurant"
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
        label="Restaurant"
        name="restaurant"
        placeholder="Select a restaurant"
        options={restaurants.map((r) => ({ value: r.id, label: r.name }))}
        required
        fullWidth
        value={selectedId}
        onChange={(e) => pick(e.target.value)}
      />
      {selectedId && <RestaurantFields field={field} type={values.type} />}
    </DepartmentForm>
  );
}
