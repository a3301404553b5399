import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { apiLoaded } from '../app/lazy-api';
import { API_ORIGIN } from './origin';
import { needsXsrfHeader, readCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/** Cache tags; feature folders add their endpoints with `api.injectEndpoints`. */
export const API_TAGS = [
  'User',
  'Employee',
  'Attractions',
  'Restaurants',
  'Merchandise',
  'Weather',
  'Availability',
  'Orders',
  'Maintenance',
  'Employees',
  'ContactForms',
] as const;

const methodOf = (arg: string | FetchArgs) => (typeof arg === 'string' ? 'GET' : arg.method);

export const baseQuery = fetchBaseQuery({
  baseUrl: API_ORIGIN,
  credentials: 'include',
  responseHandler: 'content-type',
  prepareHeaders: (headers, { arg }) => {
    // The server sends the page for `Accept: text/html`; we always want the JSON.
    headers.set('Accept', 'application/json');
    if (needsXsrfHeader(methodOf(arg))) {
      const token = readCookie(document.cookie, XSRF_COOKIE);
      if (token) headers.set(XSRF_HEADER, token);
    }
    return headers;
  },
});

/**
 * The one RTK Query api of the web app. It joins the store when this module first loads, with
 * the first page that calls the server (the home page calls none of it).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
apiLoaded(api);
