import { useAddAttractionMutation, type NewAttractionRequest } from './departments-api';
import { ATTRACTION_ADD_FAILED, ATTRACTION_OK } from './department-messages';
import { AttractionFields, EMPTY_ATTRACTION, type AttractionValues } from './attraction-fields';
import { DepartmentForm, sendWrite, useFormValues, type FormProps } from './form-kit';

/** The body of POST /insert-new-attractions; a new attraction opens at once (status 1). */
export function newAttractionBody(v: AttractionValues): NewAttractionRequest {
  return {
    name: v.name.trim(),
    type: v.type as NewAttractionRequest['type'],
    description: v.description.trim(),
    shortDescription: v.shortDescription.trim(),
    thrillLevel: v.thrillLevel as NewAttractionRequest['thrillLevel'],
    heightRequirement: v.heightRequirement.trim(),
    status: 1,
    image: v.image.trim(),
  };
}

/** Add Attraction. */
export function AttractionAddForm({ onNotice }: FormProps) {
  const [add, { isLoading }] = useAddAttractionMutation();
  const { values, field, reset } = useFormValues<AttractionValues>(EMPTY_ATTRACTION);

  const onSubmit = () =>
    sendWrite(onNotice, () => add(newAttractionBody(values)).unwrap(), {
      what: 'Adding the attraction',
      done: reset,
      success: ATTRACTION_OK,
      failed: ATTRACTION_ADD_FAILED,
    });

  return (
    <DepartmentForm label="Add attraction" onSubmit={onSubmit} busy={isLoading}>
      <AttractionFields field={field} />
    </DepartmentForm>
  );
}
