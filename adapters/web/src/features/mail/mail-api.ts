import { api } from '../../api/api';
import type { MailBody, MailPageBody, MailQueryParams } from '../../../../contract/mail';

export type { MailBody, MailPageBody };

/** The statuses the page filters by (GET /mail's `status`), or every mail. */
export type MailFilter = NonNullable<MailQueryParams['status']> | 'all';

/** Mails per page. */
export const MAIL_PAGE_SIZE = 50;

/** Manager only: the outbox and its delivery (DECISIONS "Mail that reaches people"). */
export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /mail: the newest page of one status (every mail for `all`). */
    mailPage: build.query<MailPageBody, MailFilter>({
      query: (status) => ({
        url: '/mail',
        params: {
          limit: String(MAIL_PAGE_SIZE),
          ...(status === 'all' ? {} : { status }),
        },
      }),
      keepUnusedDataFor: 0,
    }),
    /** POST /mail/:id/retry: a failed mail back to pending. */
    retryMail: build.mutation<MailBody, number>({
      query: (id) => ({ url: `/mail/${id}/retry`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useMailPageQuery, useRetryMailMutation } = mailApi;
