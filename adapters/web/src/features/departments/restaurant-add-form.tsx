import { RESTAURANT_ADDED } from '../../../../../core/catalog/departments';
import { FORM_FAILED, SUCCESS } from './department-messages';
import { useAddRestaurantMutation, type NewRestaurantRequest } from './departments-api';
import { DepartmentForm, sendWrite, useFormValues, type FormProps } from './form-kit';
import {
  EMPTY_RESTAURANT,
  restaurantAmount,
  RestaurantFields,
  type RestaurantValues,
} from './restaurant-fields';

/** The body of POST /insert-new-rest; the amount is the type's (the server derives it too). */
export function newRestaurantBody(v: RestaurantValues): NewRestaurantRequest {
  return {
    name: v.name.trim(),
    type: v.type as NewRestaurantRequest['type'],
    amount: restaurantAmount(v.type),
    description: v.description.trim(),
    image: v.image.trim(),
  };
}

/** Add Restaurant. */
export function RestaurantAddForm({ onNotice }: FormProps) {
  const [add, { isLoading }] = useAddRestaurantMutation();
  const { values, field, reset } = useFormValues<RestaurantValues>(EMPTY_RESTAURANT);

  const onSubmit = () =>
    sendWrite(onNotice, () => add(newRestaurantBody(values)).unwrap(), {
      what: 'Adding the restaurant',
      done: reset,
      success: { title: SUCCESS, message: RESTAURANT_ADDED },
      failed: FORM_FAILED,
    });

  return (
    <DepartmentForm label="Add restaurant" onSubmit={onSubmit} busy={isLoading}>
      <RestaurantFields field={field} type={values.type} />
    </DepartmentForm>
  );
}
