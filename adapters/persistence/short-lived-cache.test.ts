import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ShortLivedCache(60_000, () => 0, 2);
    let reads = 0;
    const load = (value: string) => async () => {
      reads += 1;
      return value;
    };
    await cache.get('a', load('A'));
    await cache.get('b', load('B'));
    await cache.get('c', load('C'));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load('B2'))).toBe('B');
    expect(await cache.get('a', load('A2'))).toBe('A2');
    expect(reads).toBe(4);
  });

  it('never keeps a read that was under way when it was cleared', async () => {
    const cache = new ShortLivedCache(60_000, () => 0);
    let finish: (value: string) => void = () => {};
    const before = cache.get('k', () => new Promise<string>((done) => (finish = done)));
    cache.clear();
    finish('read before the write');
    expect(await before).toBe('read before the write');
    expect(await cache.get('k', async () => 'read after the write')).toBe('read after the write');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new ShortLivedCache(0, () => 0);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
