import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('the login throttle', () => {
  it('lets the first failures pass, then slows each key down', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure(['a']);
    expect(throttle.delayMs('a')).toBe(0);
    throttle.recordFailure(['a']);
    expect(throttle.delayMs('a')).toBe(250);
    throttle.recordFailure(['a']);
    expect(throttle.delayMs('a')).toBe(500);
    expect(throttle.delayMs('b')).toBe(0);
  });

  it('counts several failures as one step for shared keys', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 19; i += 1) throttle.recordFailure(['ip']);
    expect(throttle.delayMs('ip', 5)).toBe(0);
    throttle.recordFailure(['ip']);
    expect(throttle.delayMs('ip', 5)).toBe(250);
  });

  it('forgets failures after the window and on reset', () => {
    let now = 0;
    const throttle = new LoginThrottle({ windowMs: 1000, now: () => now });
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(['a', 'b']);
    throttle.reset(['a']);
    expect(throttle.delayMs('a')).toBe(0);
    expect(throttle.delayMs('b')).toBeGreaterThan(0);
    now = 1001;
    expect(throttle.delayMs('b')).toBe(0);
  });

  it('stays small: the oldest keys go first', () => {
    const throttle = new LoginThrottle({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) throttle.recordFailure([key]);
    expect(throttle.size).toBe(3);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure(['a']);
    expect(throttle.delayMs('a')).toBe(250);
    expect(throttle.delayMs('b')).toBe(0);
  });
});
