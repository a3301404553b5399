import { expect } from 'vitest';
import type { Access } from '../../contract/routes';
import type { CookieClient } from './cookie-client';
import type { TestPark } from './test-park';

/** The demo park's logins (stored with the test PlainTextHasher). */
export const DEMO = {
  visitor: { email: 'visitor@example.com', password: 'Visitor#2024' },
  staff: { email: 'staff@example.com', password: 'Staff#2024' },
  manager: { email: 'manager@example.com', password: 'Manager#2024' },
} as const;

export type Who = 'anonymous' | keyof typeof DEMO;

/** Who may make a call of each access (a visitor for their own records): the fuzz's callers. */
export const WHO_MAY_CALL: Readonly<Record<Access, Who>> = {
  public: 'anonymous',
  user: 'visitor',
  employee: 'staff',
  manager: 'manager',
  'user-or-manager': 'visitor',
};

/** A client holding its XSRF-TOKEN cookie (as a browser after any page), logged in as `who`. */
export async function clientAs(park: TestPark, who: Who): Promise<CookieClient> {
  const c = park.client();
  await c.get('/park-info');
  if (who === 'anonymous') return c;
  const path = who === 'visitor' ? '/auth/login' : '/employee/login';
  const login = await c.post(path, DEMO[who]);
  expect(login.status, `${who} logs in`).toBe(200);
  return c;
}
