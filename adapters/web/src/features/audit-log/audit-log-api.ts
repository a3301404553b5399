import { api } from '../../api/api';
import type { AuditEntryBody, AuditPageBody, AuditQueryParams } from '../../../../contract/audit';

export type { AuditEntryBody, AuditPageBody };

/** What the page asks for: GET /audit's filters, without the cursor (the pages carry it). */
export type AuditLogQuery = Omit<AuditQueryParams, 'cursor' | 'limit'>;

/** Entries per page: one "Load more" adds this many. */
export const AUDIT_PAGE_SIZE = 50;

/** Manager only: the audit log, a page at a time, newest first. */
export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /audit: its pages for one filter; the next page's cursor is the answer's `next` (0 is
     * the first page, none after the last).
     */
    auditLog: build.infiniteQuery<AuditPageBody, AuditLogQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => last.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/audit',
        params: {
          ...queryArg,
          limit: String(AUDIT_PAGE_SIZE),
          ...(pageParam ? { cursor: String(pageParam) } : {}),
        },
      }),
    }),
  }),
});

export const { useAuditLogInfiniteQuery } = auditLogApi;
