import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useAttractionListQuery, type AttractionBody } from '../../api/attractions-api';
import { attractionUpdated } from './department-messages';
import { useUpdateAttractionMutation, type UpdateAttractionRequest } from './departments-api';
import {
  AttractionFields,
  attractionValuesOf,
  EMPTY_ATTRACTION,
  type AttractionValues,
} from './attraction-fields';
import { CatalogUpdateForm, type FormProps } from './form-kit';

/** The body of POST /update-attraction; `status` is the open/closed switch (1 open, 0 closed). */
export function updateAttractionBody(
  id: number,
  v: AttractionValues,
  open: boolean,
): UpdateAttractionRequest {
  return {
    UPDATEid: id,
    UPDATEDname: v.name.trim(),
    type: v.type as UpdateAttractionRequest['type'],
    description: v.description.trim(),
    shortDescription: v.shortDescription.trim(),
    thrill: v.thrillLevel as UpdateAttractionRequest['thrill'],
    height: v.heightRequirement.trim(),
    image: v.image.trim(),
    status: open ? 1 : 0,
  };
}

/** A closed attraction is still listed (it can be reopened here), marked as closed. */
export const attractionOption = (a: AttractionBody) => ({
  value: a.attractionID,
  label: a.status ? a.name : `${a.name} (closed)`,
});

/** Update Attraction: pick one, its current values are filled in, change and save. */
export function AttractionUpdateForm({ onNotice }: FormProps) {
  const { data: attractions = [] } = useAttractionListQuery();
  const [update, { isLoading }] = useUpdateAttractionMutation();
  const [open, setOpen] = useState(true);

  return (
    <CatalogUpdateForm
      onNotice={onNotice}
      label="Update attraction"
      picker={{ label: 'Attraction', name: 'attraction', placeholder: 'Select an attraction' }}
      records={attractions}
      idOf={(a) => a.attractionID}
      optionOf={attractionOption}
      empty={EMPTY_ATTRACTION}
      valuesOf={attractionValuesOf}
      onPick={(a) => setOpen(a ? a.status === 1 : true)}
      send={(id, values) => update(updateAttractionBody(id, values, open)).unwrap()}
      busy={isLoading}
      what="Updating the attraction"
      success={(values) => attractionUpdated(values.name.trim(), open)}
      fields={(field) => (
        <>
          <AttractionFields field={field} />
          <div>
            <FormControlLabel
              control={
                <Switch
                  name="status"
                  checked={open}
                  onChange={(e) => setOpen(e.target.checked)}
                  color="success"
                />
              }
              label={open ? 'Open' : 'Closed'}
            />
            <FormHelperText>
              A closed attraction stays on the attractions page, marked CLOSED.
            </FormHelperText>
          </div>
        </>
      )}
    />
  );
}
