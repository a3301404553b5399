import type { EmployeeBody, UserBody } from '../api/contract';

export const visitor: UserBody = {
  UserID: 7,
  UName: 'Vera Visitor',
  UEmail: 'visitor@example.com',
  address: null,
  city: null,
  state: null,
  zipcode: null,
};

const employeeBase = {
  phoneNumber: '512-555-0100',
  address: null,
  city: null,
  state: null,
  zipcode: null,
};

export const staff: EmployeeBody = {
  ...employeeBase,
  id: 2,
  StaffID: 2,
  name: 'Sam Staff',
  SRole: 'Staff',
  email: 'staff@example.com',
};

export const manager: EmployeeBody = {
  ...employeeBase,
  id: 3,
  StaffID: 3,
  name: 'Morgan Manager',
  SRole: 'Manager',
  email: 'manager@example.com',
};
