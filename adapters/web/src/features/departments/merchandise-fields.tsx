import TextField from '@mui/material/TextField';
import { MERCHANDISE_TYPES } from '../../../../../core/catalog/catalog';
import { DEPARTMENT_LIMITS as L } from '../../../../../core/catalog/departments';
import type { MerchandiseBody } from '../../api/shop-api';
import { dollarInput, FieldRow, OptionsField, type FieldBinder } from './form-kit';

/** What the add and update forms of merchandise hold; costs in dollars as typed. */
export type MerchandiseValues = {
  name: string;
  type: string;
  supplierCost: string;
  sellingCost: string;
  image: string;
};

export const EMPTY_MERCHANDISE: MerchandiseValues = {
  name: '',
  type: '',
  supplierCost: '',
  sellingCost: '',
  image: '',
};

export const merchandiseValuesOf = (m: MerchandiseBody): MerchandiseValues => ({
  name: m.name,
  type: m.type,
  supplierCost: String(m.supplierCost),
  sellingCost: String(m.sellingCost),
  image: m.image,
});

/** The fields both merchandise forms share; all required, costs numeric (spec 5). */
export function MerchandiseFields({ field }: { field: FieldBinder<MerchandiseValues> }) {
  return (
    <>
      <FieldRow>
        <TextField
          label="Name"
          required
          slotProps={{ htmlInput: { maxLength: L.name } }}
          {...field('name')}
        />
        <OptionsField
          label="Type"
          placeholder="Select a type"
          options={MERCHANDISE_TYPES}
          required
          {...field('type')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Supplier Cost"
          type="number"
          required
          slotProps={dollarInput}
          {...field('supplierCost')}
        />
        <TextField
          label="Selling Cost"
          type="number"
          required
          slotProps={dollarInput}
          {...field('sellingCost')}
        />
      </FieldRow>
      <TextField
        label="Image"
        required
        placeholder="/images/shop/mug.svg"
        slotProps={{ htmlInput: { maxLength: L.image } }}
        {...field('image')}
      />
    </>
  );
}
