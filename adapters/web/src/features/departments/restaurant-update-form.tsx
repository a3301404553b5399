import { RESTAURANT_UPDATED } from '../../../../../core/catalog/departments';
import { useRestaurantListQuery } from '../../api/tickets-api';
import { SUCCESS } from './department-messages';
import { useUpdateRestaurantMutation, type UpdateRestaurantRequest } from './departments-api';
import { CatalogUpdateForm, type FormProps } from './form-kit';
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

  return (
    <CatalogUpdateForm
      onNotice={onNotice}
      label="Update restaurant"
      picker={{ label: 'Restaurant', name: 'restaurant', placeholder: 'Select a restaurant' }}
      records={restaurants}
      idOf={(r) => r.id}
      optionOf={(r) => ({ value: r.id, label: r.name })}
      empty={EMPTY_RESTAURANT}
      valuesOf={restaurantValuesOf}
      send={(id, values) => update(updateRestaurantBody(id, values)).unwrap()}
      busy={isLoading}
      what="Updating the restaurant"
      success={() => ({ title: SUCCESS, message: RESTAURANT_UPDATED })}
      fields={(field, values) => <RestaurantFields field={field} type={values.type} />}
    />
  );
}
