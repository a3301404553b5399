import TextField from '@mui/material/TextField';
import { DATE_MIN } from '../../../../../core/shared/dates';
import { EXPENSE_TYPES } from '../../../../../core/catalog/departments';
import { useAppSelector } from '../../app/hooks';
import { parkToday } from '../../app/park';
import { selectEmployee } from '../../app/session/session-slice';
import { useRestaurantListQuery } from '../../api/tickets-api';
import { EXPENSE_FAILED, EXPENSE_OK } from './department-messages';
import {
  useSubmitRestaurantExpenseMutation,
  type RestaurantExpenseRequest,
} from './departments-api';
import {
  DepartmentForm,
  dollarInput,
  FieldRow,
  OptionsField,
  sendWrite,
  useFormValues,
  type FormProps,
} from './form-kit';

export type ExpenseValues = {
  restaurant: string;
  amount: string;
  date: string;
  type: string;
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const TYPE_OPTIONS = EXPENSE_TYPES.map((t) => ({ value: t, label: capitalized(t) }));

/** The body of POST /expense-restaurant; the StaffID is the session's employee (spec 6). */
export function expenseBody(staffId: number | null, v: ExpenseValues): RestaurantExpenseRequest {
  return {
    StaffID: staffId,
    RestaurantID: Number(v.restaurant),
    ExpenseAmt: Number(v.amount),
    ExpenseDate: v.date,
    ExpenseType: v.type as RestaurantExpenseRequest['ExpenseType'],
  };
}

/** Restaurant Expense: what a restaurant spent on a day, entered by the signed-in manager. */
export function ExpenseForm({ onNotice }: FormProps) {
  const staffId = useAppSelector(selectEmployee)?.StaffID ?? null;
  const { data: restaurants = [] } = useRestaurantListQuery();
  const [submit, { isLoading }] = useSubmitRestaurantExpenseMutation();
  const today = parkToday();
  const { values, field, reset } = useFormValues<ExpenseValues>({
    restaurant: '',
    amount: '',
    date: today,
    type: '',
  });

  const onSubmit = () =>
    sendWrite(onNotice, () => submit(expenseBody(staffId, values)).unwrap(), {
      what: 'Submitting the restaurant expense',
      done: reset,
      success: EXPENSE_OK,
      failed: EXPENSE_FAILED,
    });

  // The browser checks for blanks, so an empty amount is never sent as $0.00.
  return (
    <DepartmentForm label="Restaurant expense" onSubmit={onSubmit} busy={isLoading}>
      <OptionsField
        label="Restaurant"
        placeholder="Select a restaurant"
        options={restaurants.map((r) => ({ value: r.id, label: r.name }))}
        required
        {...field('restaurant')}
      />
      <FieldRow>
        <TextField
          label="Amount"
          type="number"
          required
          slotProps={dollarInput}
          {...field('amount')}
        />
        <TextField
          label="Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: today } }}
          {...field('date')}
        />
      </FieldRow>
      <OptionsField
        label="Expense Type"
        placeholder="Select a type"
        options={TYPE_OPTIONS}
        required
        {...field('type')}
      />
    </DepartmentForm>
  );
}
