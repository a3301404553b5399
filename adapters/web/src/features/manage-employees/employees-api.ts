import { api } from '../../api/api';
import type {
  AddEmployeeRequest,
  AddEmployeeResponse,
  ArchiveEmployeeRequest,
  EmployeeListRow,
} from '../../../../contract/manager';
import type { MessageBody } from '../../../../contract/errors';

export type { AddEmployeeRequest, AddEmployeeResponse, EmployeeListRow };

/** Manager only: the employee list and the two writes that change it. */
export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /employees: the employees not archived, by name. */
    employeeList: build.query<EmployeeListRow[], void>({
      query: () => ({ url: '/employees' }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? body : []),
      providesTags: ['Employees'],
    }),
    /** GET /employees?status=all: every employee with role, email and status, archived last. */
    employeeDirectory: build.query<EmployeeListRow[], void>({
      query: () => ({ url: '/employees', params: { status: 'all' } }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? body : []),
      providesTags: ['Employees'],
    }),
    /** POST /addEmp: 201 { message, id, generatedPassword? }; 400 or 409 with a message. */
    addEmployee: build.mutation<AddEmployeeResponse, AddEmployeeRequest>({
      query: (body) => ({ url: '/addEmp', method: 'POST', body }),
      invalidatesTags: ['Employees'],
    }),
    /** POST /archiveEmp: 200 { message }; the employee leaves GET /employees. */
    archiveEmployee: build.mutation<MessageBody, ArchiveEmployeeRequest>({
      query: (body) => ({ url: '/archiveEmp', method: 'POST', body }),
      invalidatesTags: ['Employees'],
    }),
  }),
});

export const {
  useEmployeeListQuery,
  useEmployeeDirectoryQuery,
  useAddEmployeeMutation,
  useArchiveEmployeeMutation,
} = employeesApi;
