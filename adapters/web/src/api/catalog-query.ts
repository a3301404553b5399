import {
  retry,
  type BaseQueryApi,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { baseQuery } from './api';

/** How long to wait before the n-th retry of a public list load. */
export const CATALOG_RETRY_DELAY_MS = 400;
const CATALOG_MAX_RETRIES = 2;

const isTransient = (error: FetchBaseQueryError) =>
  error.status === 'FETCH_ERROR' ||
  error.status === 'TIMEOUT_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500);

/**
 * The public reads (attractions, restaurants, merchandise, weather, park facts): a network
 * failure or a 5xx is retried twice after a short pause; anything else fails at once. The
 * pages then fall back to an empty state and only log the error (spec: "retry or fall back
 * silently").
 */
const retryingQuery = retry(baseQuery, {
  retryCondition: (error, _args, { attempt }) =>
    attempt <= CATALOG_MAX_RETRIES && isTransient(error as FetchBaseQueryError),
  backoff: (attempt) =>
    new Promise<void>((resolve) => setTimeout(resolve, CATALOG_RETRY_DELAY_MS * attempt)),
});

type Answer<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/** A `queryFn` for one public GET, its body shaped by `shape`. */
export function catalogGet<T>(url: string, shape: (body: unknown) => T) {
  return async (_arg: unknown, queryApi: BaseQueryApi, extra: object): Promise<Answer<T>> => {
    const result = await retryingQuery(url, queryApi, extra);
    const meta = result.meta as FetchBaseQueryMeta | undefined;
    if (result.error) return { error: result.error as FetchBaseQueryError, meta };
    return { data: shape(result.data), meta };
  };
}

/** A list answer that is not an array (a broken proxy, an HTML page) counts as empty. */
export const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Logs a failed load once, for the console; the page itself stays quiet. */
export function useLogLoadError(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}.`, error);
  }, [what, error]);
}
