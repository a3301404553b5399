import { api } from '../../api/api';
import type { ContactRequest, ContactResponse } from '../../api/contract';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact-us: only 201 means the message was stored. */
    submitContact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({
        url: '/contact-us',
        method: 'POST',
        body,
        validateStatus: (response) => response.status === 201,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['ContactForms']),
    }),
  }),
});

export const { useSubmitContactMutation } = contactApi;
