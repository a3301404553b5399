import type { EmployeeRole } from '../../../../../core/employees/employee';
import { formatPhone } from '../../../../../core/shared/phone';
import type { AddEmployeeRequest } from './employees-api';

/** The Add Employee form as text the inputs edit. */
export interface NewEmployeeForm {
  fullname: string;
  address: string;
  role: EmployeeRole;
  email: string;
  phoneNum: string;
  DOB: string;
  city: string;
  state: string;
  zipcode: string;
}

export type NewEmployeeField = keyof NewEmployeeForm;

export const EMPTY_NEW_EMPLOYEE: NewEmployeeForm = {
  fullname: '',
  address: '',
  // The role with the fewest rights, so a slip never hands out the manager's tools.
  role: 'Staff',
  email: '',
  phoneNum: '',
  DOB: '',
  city: '',
  state: '',
  zipcode: '',
};

/** What an input's change does to the form: the phone is re-formatted 3-3-4 as it is typed. */
export function withField(
  form: NewEmployeeForm,
  name: NewEmployeeField,
  value: string,
): NewEmployeeForm {
  return { ...form, [name]: name === 'phoneNum' ? formatPhone(value) : value } as NewEmployeeForm;
}

/**
 * The body of POST /addEmp. The password is null on purpose: the server generates it by the
 * rule and answers it once, so the client never has to hold a rule of its own in step.
 */
export function addEmployeeBody(form: NewEmployeeForm): AddEmployeeRequest {
  return {
    fullname: form.fullname.trim().replace(/\s+/g, ' '),
    address: form.address.trim(),
    role: form.role,
    email: form.email.trim(),
    phoneNum: form.phoneNum,
    password: null,
    DOB: form.DOB,
    city: form.city.trim(),
    state: form.state,
    zipcode: form.zipcode.trim(),
  };
}
