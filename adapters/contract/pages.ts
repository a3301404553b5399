/**
 * Every page of the web app, as adapters/web/src/router/routes.tsx routes them (a web test keeps
 * the two equal). Paths match case-insensitively, as React Router's do. The server answers a
 * browser navigation to any other path 404, with the app's 'Page Not Found' as the body.
 */
export const WEB_PAGES = [
  '/',
  '/tickets',
  '/login',
  '/auth/signup',
  '/shop',
  '/attractions',
  '/contactus',
  '/forgot-password',
  '/checkout',
  '/employee/login',
  '/employee/forgot-password',
  '/employee/choose-password',
  '/user/profile',
  '/user/recent-orders',
  '/employee/profile',
  '/employee/dashboard',
  '/employee/maintenance',
  '/employee/weather-form',
  '/employee/hr',
  '/employee/gate',
  '/manager/profile',
  '/manager/maintenance',
  '/manager/hr',
  '/manager/manage-employees',
  '/manager/expense-form',
  '/manager/data-reports',
  '/manager/view-contact-forms',
  '/manager/dashboard',
  '/manager/capacity',
  '/manager/orders',
  '/manager/audit-log',
  '/manager/mail',
  '/manager/gate',
] as const;

/** The visitor's login page: where a browser without a session is sent for a personal document. */
export const LOGIN_PAGE = '/login' satisfies (typeof WEB_PAGES)[number];

const PAGES: ReadonlySet<string> = new Set(WEB_PAGES);

/** True when the path is one of the web app's pages (any case, with or without a final slash). */
export function isWebPage(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.has(bare.toLowerCase());
}
