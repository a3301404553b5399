import TextField from '@mui/material/TextField';
import { DEPARTMENT_LIMITS as L } from '../../../../../core/catalog/departments';
import { centsToDollars, formatUsd } from '../../../../../core/shared/money';
import { RESTAURANT_TYPES, restaurantCostByType } from '../../../../../core/orders/pricing';
import type { RestaurantBody } from '../../api/tickets-api';
import { FieldRow, OptionsField, type FieldBinder } from './form-kit';

/** What the add and update forms of a restaurant hold; the amount is not among them. */
export type RestaurantValues = {
  name: string;
  type: string;
  description: string;
  image: string;
};

export const EMPTY_RESTAURANT: RestaurantValues = {
  name: '',
  type: '',
  description: '',
  image: '',
};

export const restaurantValuesOf = (r: RestaurantBody): RestaurantValues => ({
  name: r.name,
  type: r.type,
  description: r.description,
  image: r.image,
});

/** The voucher amount in dollars, always the type's (core's rule, as the server's). */
export const restaurantAmount = (type: string): number =>
  centsToDollars(restaurantCostByType(type));

/** The fields both restaurant forms share; the amount follows the type and cannot be typed. */
export function RestaurantFields({
  field,
  type,
}: {
  field: FieldBinder<RestaurantValues>;
  type: string;
}) {
  return (
    <>
      <TextField
        label="Name"
        required
        slotProps={{ htmlInput: { maxLength: L.name } }}
        {...field('name')}
      />
      <FieldRow>
        <OptionsField
          label="Type"
          placeholder="Select a type"
          options={RESTAURANT_TYPES}
          required
          {...field('type')}
        />
        <TextField
          label="Amount"
          name="amount"
          value={type ? formatUsd(restaurantCostByType(type)) : ''}
          helperText="Set by the type: Standard $10, Deluxe $35, Special $45."
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </FieldRow>
      <TextField
        label="Description"
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: L.description } }}
        {...field('description')}
      />
      <TextField
        label="Image"
        required
        placeholder="/images/dining/cafe.svg"
        slotProps={{ htmlInput: { maxLength: L.image } }}
        {...field('image')}
      />
    </>
  );
}
