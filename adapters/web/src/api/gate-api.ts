import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isAdmissionKind } from '../../../../core/admissions/products';
import type {
  CheckInBody,
  CheckInRequest,
  GateLookupQuery,
  GateLookupTicketBody,
} from '../../../contract/tickets';
import { api, baseQuery } from './api';

/*
 * E-tickets and the gate (DECISIONS.md, "E-tickets and the gate"). The request and the answers
 * are the server's contract (adapters/contract/tickets.ts), imported as types only; the check
 * below holds an answer to the same shapes before the page believes it.
 */
export type { CheckInRequest };

/** What the gate answers a code: 200 admitted, 409 refused with a reason, 404 not ours. */
export type CheckInAnswer = CheckInBody;

/** The link that downloads an order's tickets: the server answers the PDF to a browser too. */
export const ticketsPdfPath = (orderId: number) => `/orders/${orderId}/tickets.pdf`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const ticketType = (value: unknown) =>
  typeof value === 'string' && isAdmissionKind(value) ? value : null;

/**
 * The answer in a 200, 409 or 404 body, checked: null when the body is not one of the gate's
 * (a proxy's page, a server without the gate), which the page then reports as a failure
 * rather than as a verdict.
 */
export function checkInAnswerOf(status: number, body: unknown): CheckInAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  switch (b.result) {
    case 'admitted': {
      const type = ticketType(b.type);
      const visitDate = text(b.visitDate);
      if (status !== 200 || type === null || visitDate === null || typeof b.orderId !== 'number')
        return null;
      return { result: 'admitted', type, visitDate, orderId: b.orderId };
    }
    case 'already-used': {
      const usedAt = text(b.usedAt);
      if (status !== 409 || usedAt === null) return null;
      return { result: 'already-used', usedAt, gate: text(b.gate) };
    }
    case 'wrong-day': {
      const visitDate = text(b.visitDate);
      return status === 409 && visitDate !== null ? { result: 'wrong-day', visitDate } : null;
    }
    case 'void':
    case 'closed':
      return status === 409 ? { result: b.result } : null;
    case 'unknown':
      return status === 404 ? { result: 'unknown' } : null;
    default:
      return null;
  }
}

const VERDICT_STATUSES = new Set([200, 404, 409]);

export const gateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /gate/lookup: the order's tickets for today, when the name is the guest's (404 for a
     * missing order and a wrong name alike). Never kept: a ticket's status changes at the gate.
     */
    gateLookup: build.query<GateLookupTicketBody[], { orderId: number; name: string }>({
      query: ({ orderId, name }) => ({
        url: '/gate/lookup',
        params: { orderId, name } satisfies GateLookupQuery,
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * POST /gate/check-in: every verdict (admitted or refused) is data; an error is only a call
     * that brought no verdict (400 without a code, 401, 403, 5xx, no network, a foreign body).
     */
    checkIn: build.mutation<CheckInAnswer, CheckInRequest>({
      async queryFn(body, queryApi, extra) {
        const answer = await baseQuery(
          {
            url: '/gate/check-in',
            method: 'POST',
            body,
            validateStatus: (response) => VERDICT_STATUSES.has(response.status),
          },
          queryApi,
          extra,
        );
        if (answer.error) return { error: answer.error };
        const status = answer.meta?.response?.status ?? 0;
        const verdict = checkInAnswerOf(status, answer.data);
        if (verdict) return { data: verdict };
        const error: FetchBaseQueryError = {
          status: 'CUSTOM_ERROR',
          error: `The gate answered ${status} without a verdict.`,
          data: answer.data,
        };
        return { error };
      },
    }),
  }),
});

export const { useCheckInMutation, useLazyGateLookupQuery } = gateApi;
