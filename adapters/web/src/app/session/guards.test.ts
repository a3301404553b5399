import { describe, expect, it } from 'vitest';
import {
  afterUserLogin,
  employeeHome,
  guardEmployeeRoute,
  guardLoginPage,
  guardManagerRoute,
  guardUserRoute,
} from './guards';

describe('route guards', () => {
  it('send an anonymous visitor to /login and remember the path', () => {
    expect(guardUserRoute(false, '/checkout')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberedPath: '/checkout',
    });
    expect(guardUserRoute(true, '/checkout')).toEqual({ kind: 'allow' });
  });

  it('send a visitor without an employee session to the employee login', () => {
    expect(guardEmployeeRoute(false)).toEqual({ kind: 'redirect', to: '/employee/login' });
    expect(guardEmployeeRoute(true)).toEqual({ kind: 'allow' });
  });

  it('send Staff away from manager pages to their profile', () => {
    expect(guardManagerRoute(null)).toEqual({ kind: 'redirect', to: '/employee/login' });
    expect(guardManagerRoute('Staff')).toEqual({ kind: 'redirect', to: '/employee/profile' });
    expect(guardManagerRoute('Manager')).toEqual({ kind: 'allow' });
  });

  it('redirect a logged-in employee away from login pages by role', () => {
    expect(employeeHome('Staff')).toBe('/employee/profile');
    expect(employeeHome('Manager')).toBe('/manager/dashboard');
    expect(guardLoginPage('Staff')).toEqual({ kind: 'redirect', to: '/employee/profile' });
    expect(guardLoginPage('Manager')).toEqual({ kind: 'redirect', to: '/manager/dashboard' });
    expect(guardLoginPage(null)).toEqual({ kind: 'allow' });
  });

  it('return a user to the remembered path after login, never off-site', () => {
    expect(afterUserLogin('/checkout')).toBe('/checkout');
    expect(afterUserLogin('/user/recent-orders?months=3')).toBe('/user/recent-orders?months=3');
    expect(afterUserLogin(null)).toBe('/');
    expect(afterUserLogin(undefined)).toBe('/');
    expect(afterUserLogin('https://evil.example')).toBe('/');
    expect(afterUserLogin('//evil.example')).toBe('/');
    expect(afterUserLogin('/login')).toBe('/');
    expect(afterUserLogin('/auth/signup')).toBe('/');
  });
});
