import { describe, expect, it } from 'vitest';
import type { Principal } from '../../core/principal';
import { PrincipalCache } from './principal-cache';

const principal = (userId: number, sessionId = `s-${userId}`): Principal => ({
  userId,
  username: `u${userId}`,
  kind: 'internal',
  companyId: null,
  employeeId: null,
  sessionId,
  roles: ['admin'],
  permissions: new Set(['business.opptFiling']),
});

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new PrincipalCache(2000, () => clock.now) };
}

describe('PrincipalCache', () => {
  it('answers a token for the cache period, then forgets it', () => {
    const { clock, cache } = cacheAt();
    const p = principal(1);
    cache.set('t1', p, clock.now + 60_000, clock.now);
    expect(cache.get('t1')).toBe(p);
    expect(cache.get('t2')).toBeUndefined();
    clock.now += 1999;
    expect(cache.get('t1')).toBe(p);
    clock.now += 1;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the token, and counts from when the database was read', () => {
    const { clock, cache } = cacheAt();
    cache.set('short', principal(1), clock.now + 500, clock.now);
    clock.now += 500;
    expect(cache.get('short')).toBeUndefined();
    cache.set('late', principal(2), clock.now + 60_000, clock.now - 1500);
    clock.now += 500;
    expect(cache.get('late')).toBeUndefined();
  });

  it('drops and fences the users whose sessions are revoked', () => {
    const { clock, cache } = cacheAt();
    cache.set('a', principal(1, 's1'), clock.now + 60_000, clock.now);
    cache.set('b', principal(1, 's2'), clock.now + 60_000, clock.now);
    cache.set('c', principal(2), clock.now + 60_000, clock.now);
    cache.forgetUsers([1]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    // A read that started before the revocation committed is not cached.
    cache.set('a', principal(1, 's1'), clock.now + 60_000, clock.now - 10);
    expect(cache.get('a')).toBeUndefined();
    clock.now += 2000;
    cache.set('a', principal(1, 's1'), clock.now + 60_000, clock.now);
    expect(cache.get('a')).toBeDefined();
  });

  it('drops and fences a revoked session only', () => {
    const { clock, cache } = cacheAt();
    cache.set('a', principal(1, 's1'), clock.now + 60_000, clock.now);
    cache.set('b', principal(1, 's2'), clock.now + 60_000, clock.now);
    cache.forgetSession('s1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('a', principal(1, 's1'), clock.now + 60_000, clock.now);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most 10 000 callers, dropping the oldest', () => {
    const { clock, cache } = cacheAt();
    for (let i = 0; i < 10_001; i++) cache.set(`t${i}`, principal(i), clock.now + 60_000, clock.now);
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10000')).toBeDefined();
  });

  it('caches nothing with a period of 0', () => {
    const cache = new PrincipalCache(0);
    cache.set('t', principal(1), Date.now() + 60_000, Date.now());
    expect(cache.get('t')).toBeUndefined();
  });
});
