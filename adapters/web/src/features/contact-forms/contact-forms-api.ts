import { api } from '../../api/api';
import type { ContactFormRow, ViewContactFormsRequest } from '../../../../contract/manager';

export type { ContactFormRow, ViewContactFormsRequest };

/** Manager only: the Contact Us messages of a date range. */
export const contactFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /viewContactForms: a read, so a query cached by its filter. */
    contactForms: build.query<ContactFormRow[], ViewContactFormsRequest>({
      query: (body) => ({ url: '/viewContactForms', method: 'POST', body }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? body : []),
      providesTags: ['ContactForms'],
    }),
  }),
});

export const { useContactFormsQuery } = contactFormsApi;
