/**
 * The API lives on the page's own origin. An absolute base keeps `new Request()` happy
 * outside browsers (tests), and is the same thing in a browser.
 */
export const API_ORIGIN = typeof location === 'undefined' ? '' : location.origin;
