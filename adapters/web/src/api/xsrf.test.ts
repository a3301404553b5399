import { describe, expect, it } from 'vitest';
import { needsXsrfHeader, readCookie } from './xsrf';

describe('XSRF cookie', () => {
  it('reads one cookie out of many, decoded', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%2By; b=2', 'XSRF-TOKEN')).toBe('x+y');
    expect(readCookie('NOT-XSRF-TOKEN=1', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('is needed on state-changing methods only', () => {
    for (const m of ['POST', 'put', 'PATCH', 'DELETE']) expect(needsXsrfHeader(m)).toBe(true);
    for (const m of ['GET', 'HEAD', undefined]) expect(needsXsrfHeader(m)).toBe(false);
  });
});
