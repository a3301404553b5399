import TextField from '@mui/material/TextField';
import { ATTRACTION_TYPES, THRILL_LEVELS } from '../../../../../core/catalog/catalog';
import { DEPARTMENT_LIMITS as L } from '../../../../../core/catalog/departments';
import type { AttractionBody } from '../../api/attractions-api';
import { FieldRow, OptionsField, type FieldBinder } from './form-kit';

/** What the add and update forms of an attraction hold. */
export type AttractionValues = {
  name: string;
  type: string;
  description: string;
  shortDescription: string;
  thrillLevel: string;
  heightRequirement: string;
  image: string;
};

export const EMPTY_ATTRACTION: AttractionValues = {
  name: '',
  type: '',
  description: '',
  shortDescription: '',
  thrillLevel: '',
  heightRequirement: '',
  image: '',
};

/** An attraction's current values, to pre-fill the update form. */
export const attractionValuesOf = (a: AttractionBody): AttractionValues => ({
  name: a.name,
  type: a.type,
  description: a.description,
  shortDescription: a.shortDescription,
  thrillLevel: a.thrillLevel,
  heightRequirement: a.heightRequirement,
  image: a.image,
});

const text = (max: number) => ({ htmlInput: { maxLength: max } });

/** The fields both attraction forms share; all required (spec 5). */
export function AttractionFields({ field }: { field: FieldBinder<AttractionValues> }) {
  return (
    <>
      <TextField label="Name" required slotProps={text(L.name)} {...field('name')} />
      <FieldRow>
        <OptionsField
          label="Type"
          placeholder="Select a type"
          options={ATTRACTION_TYPES}
          required
          {...field('type')}
        />
        <OptionsField
          label="Thrill Level"
          placeholder="Select a thrill level"
          options={THRILL_LEVELS}
          required
          {...field('thrillLevel')}
        />
      </FieldRow>
      <TextField
        label="Short Description"
        required
        slotProps={text(L.shortDescription)}
        {...field('shortDescription')}
      />
      <TextField
        label="Description"
        required
        multiline
        minRows={3}
        slotProps={text(L.description)}
        {...field('description')}
      />
      <FieldRow>
        <TextField
          label="Height Requirement"
          required
          placeholder="48 in"
          slotProps={text(L.heightRequirement)}
          {...field('heightRequirement')}
        />
        <TextField
          label="Image"
          required
          placeholder="/images/attractions/ride.svg"
          slotProps={text(L.image)}
          {...field('image')}
        />
      </FieldRow>
    </>
  );
}
