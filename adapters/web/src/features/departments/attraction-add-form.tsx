import { useAddAttractionMutation, type NewAttractionRequest } from './departments-api';
import { ATTRACTION_ADD_FAILED, ATTRACTION_OK, failureNotice } from './department-messages';
import { AttractionFields, EMPTY_ATTRACTION, type AttractionValues } from './attraction-fields';
import { DepartmentForm, useFormValues, type FormProps } from './form-kit';

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

  const onSubmit = async () => {
    try {
      await add(newAttractionBody(values)).unwrap();
      reset();
      onNotice(ATTRACTION_OK);
    } catch (failure) {
      console.error('Adding the attraction failed.', failure);
      onNotice(failureNotice(failure, ATTRACTION_ADD_FAILED));
    }
  };

  return (
    <DepartmentForm label="Add attraction" onSubmit={onSubmit} busy={isLoading}>
      <AttractionFields field={field} />
    </DepartmentForm>
  );
}
