import type { Principal } from '../../core/principal';

/**
 * How long a resolved caller is reused without asking the database again. A change made by another
 * server process (a user or company disabled, roles changed, a logout elsewhere) reaches this
 * process within this time; changes made through this process end access at once (see below).
 * docs/performance.md.
 */
export const principalCacheMs = 2000;
const maxEntries = 10_000;

interface Entry {
  principal: Principal;
  /** When the entry stops being used: the cache time or the token's own expiry, whichever is first. */
  until: number;
}

/**
 * The callers of recently seen access tokens, keyed by the token itself (so a hit also skips the
 * signature check: the same bytes were verified before). Revoking sessions through
 * identity.repository drops the entries of those users or that session at once and, for one cache
 * period, stops them from being cached again: a request that read the database just before the
 * revoking transaction committed cannot put the old state back.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly fencedUsers = new Map<number, number>();
  private readonly fencedSessions = new Map<string, number>();

  constructor(
    private readonly ttlMs = principalCacheMs,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(token: string): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** Remembers a caller read from the database at `readAt` (before the query was sent). */
  set(token: string, principal: Principal, tokenExpiresAt: number, readAt: number): void {
    if (this.ttlMs <= 0 || this.isFenced(principal)) return;
    if (this.entries.size >= maxEntries) {
      // The oldest insertion first (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { principal, until: Math.min(readAt + this.ttlMs, tokenExpiresAt) });
  }

  forgetUsers(userIds: readonly number[]): void {
    if (userIds.length === 0) return;
    const ids = new Set(userIds);
    const until = this.now() + this.ttlMs;
    for (const id of ids) this.fencedUsers.set(id, until);
    for (const [token, entry] of this.entries) {
      if (ids.has(entry.principal.userId)) this.entries.delete(token);
    }
  }

  forgetSession(sessionId: string): void {
    this.fencedSessions.set(sessionId, this.now() + this.ttlMs);
    for (const [token, entry] of this.entries) {
      if (entry.principal.sessionId === sessionId) this.entries.delete(token);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Revoked within the last cache period: read from the database every time meanwhile. */
  private isFenced(principal: Principal): boolean {
    const now = this.now();
    for (const [id, until] of this.fencedUsers) if (until <= now) this.fencedUsers.delete(id);
    for (const [id, until] of this.fencedSessions) if (until <= now) this.fencedSessions.delete(id);
    return this.fencedUsers.has(principal.userId) || this.fencedSessions.has(principal.sessionId);
  }
}

/** One per process: every app of the process signs its own tokens, so keys never collide. */
export const principalCache = new PrincipalCache();
