import { describe, expect, it } from 'vitest';
import { ResetRequestLimiter } from './reset-request-limiter';

describe('ResetRequestLimiter', () => {
  it('allows a few requests per key in a window, then none until the window ends', () => {
    let now = 0;
    const limiter = new ResetRequestLimiter({ maxPerWindow: 3, windowMs: 1000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('remembers a bounded number of keys, forgetting the oldest', () => {
    const limiter = new ResetRequestLimiter({ maxPerWindow: 1, maxKeys: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.size).toBe(2);
    expect(limiter.take('c')).toBe(false);
    expect(limiter.take('a')).toBe(true); // forgotten, so counted afresh
  });
});
