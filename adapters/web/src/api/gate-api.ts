import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, baseQuery } from './api';

/*
 * E-tickets and the gate (DECISIONS.md, "E-tickets and the gate"). The bodies are declared here,
 * in this one file, from DECISIONS.md's shapes; once the server's contract has them
 * (adapters/contract/tickets.ts) these declarations become `import type`s from it.
 */

/** One ticket of an order: GET /orders/:orderId/tickets answers a list of them. */
export interface TicketBody {
  /** 44 URL-safe characters, signed by the server. */
  code: string;
  type: string;
  /** YYYY-MM-DD. */
  visitDate: string;
  status: 'valid' | 'used' | 'void';
  /** When it was admitted (ISO 8601), or null. */
  usedAt: string | null;
}

/** POST /gate/check-in. */
export interface CheckInRequest {
  code: string;
  gate?: string;
}

/** What the gate answers a code: 200 admitted, 409 refused with a reason, 404 not ours. */
export type CheckInAnswer =
  | { result: 'admitted'; type: string; visitDate: string; orderId: number }
  | { result: 'already-used'; usedAt: string | null; gate: string | null }
  | { result: 'wrong-day'; visitDate: string }
  | { result: 'void' }
  | { result: 'unknown' };

/** The link that downloads an order's tickets: the server answers the PDF to a browser too. */
export const ticketsPdfPath = (orderId: number) => `/orders/${orderId}/tickets.pdf`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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
      const type = text(b.type);
      const visitDate = text(b.visitDate);
      if (status !== 200 || type === null || visitDate === null || typeof b.orderId !== 'number')
        return null;
      return { result: 'admitted', type, visitDate, orderId: b.orderId };
    }
    case 'already-used':
      return status === 409
        ? { result: 'already-used', usedAt: text(b.usedAt), gate: text(b.gate) }
        : null;
    case 'wrong-day': {
      const visitDate = text(b.visitDate);
      return status === 409 && visitDate !== null ? { result: 'wrong-day', visitDate } : null;
    }
    case 'void':
      return status === 409 ? { result: 'void' } : null;
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

export const { useCheckInMutation } = gateApi;
