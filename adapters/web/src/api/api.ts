import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
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

/**
 * The API lives on the page's own origin. An absolute base keeps `new Request()` happy
 * outside browsers (tests), and is the same thing in a browser.
 */
const baseUrl = typeof location === 'undefined' ? '' : location.origin;

export const baseQuery = fetchBaseQuery({
  baseUrl,
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

/** The one RTK Query api of the web app. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
