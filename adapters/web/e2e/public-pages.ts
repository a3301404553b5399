/**
 * The pages an anonymous visitor can open (issue 18): the browser test of public-pages.test.ts
 * and the bench's Lighthouse case (bench/lighthouse.ts) both go through these.
 */
export const PUBLIC_PAGES = [
  '/',
  '/tickets',
  '/attractions',
  '/Shop',
  '/login',
  '/auth/signup',
  '/forgot-password',
  '/employee/login',
  '/employee/forgot-password',
] as const;
