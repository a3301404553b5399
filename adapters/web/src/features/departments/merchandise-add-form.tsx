import { MERCHANDISE_ADDED } from '../../../../../core/catalog/departments';
import { MERCHANDISE_ADD_FAILED, SUCCESS } from './department-messages';
import { useAddMerchandiseMutation, type NewMerchandiseRequest } from './departments-api';
import { DepartmentForm, sendWrite, useFormValues, type FormProps } from './form-kit';
import { EMPTY_MERCHANDISE, MerchandiseFields, type MerchandiseValues } from './merchandise-fields';

/** The body of POST /insert-new-merch; costs in dollars. */
export function newMerchandiseBody(v: MerchandiseValues): NewMerchandiseRequest {
  return {
    name: v.name.trim(),
    type: v.type as NewMerchandiseRequest['type'],
    supplierCost: Number(v.supplierCost),
    sellingCost: Number(v.sellingCost),
    image: v.image.trim(),
  };
}

/** Add Merchandise. */
export function MerchandiseAddForm({ onNotice }: FormProps) {
  const [add, { isLoading }] = useAddMerchandiseMutation();
  const { values, field, reset } = useFormValues<MerchandiseValues>(EMPTY_MERCHANDISE);

  const onSubmit = () =>
    sendWrite(onNotice, () => add(newMerchandiseBody(values)).unwrap(), {
      what: 'Adding the merchandise',
      done: reset,
      success: { title: SUCCESS, message: MERCHANDISE_ADDED },
      failed: MERCHANDISE_ADD_FAILED,
    });

  return (
    <DepartmentForm label="Add merchandise" onSubmit={onSubmit} busy={isLoading}>
      <MerchandiseFields field={field} />
    </DepartmentForm>
  );
}
