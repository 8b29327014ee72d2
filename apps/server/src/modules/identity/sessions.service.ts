import type { SessionItem, SignInWay } from '@portal/contract';
import { signInWays } from '@portal/contract';
import { refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { revokeSession } from './identity.repository';
import * as repo from './sessions.repository';
import { describeUserAgent } from './user-agent';

const way = (value: string): SignInWay => signInWays.find((known) => known === value) ?? 'password';

/** A user's open sessions on its profile: listed, ended one by one or all but the current one. */
export class SessionsService {
  constructor(private readonly db: Database) {}

  async list(principal: Principal): Promise<SessionItem[]> {
    const rows = await repo.findOpenSessions(this.db, principal.userId);
    return rows.map((row) => ({
      id: row.id,
      signInWay: way(row.signInWay),
      loginType: row.loginType === 'partner' ? 'partner' : 'staff',
      device: describeUserAgent(row.userAgent),
      place: row.clientAddress ?? '',
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === principal.sessionId,
    }));
  }

  /** Ends one of the caller's own sessions (the current one too: that is a sign-out). */
  async end(principal: Principal, sessionId: string): Promise<void> {
    if (!(await repo.isOpenSessionOf(this.db, sessionId, principal.userId)))
      throw refused('session.error.notFound');
    await revokeSession(this.db, sessionId, 'ended-by-user');
  }

  async endOthers(principal: Principal): Promise<{ ended: number }> {
    const ended = await repo.revokeOtherSessions(
      this.db,
      principal.userId,
      principal.sessionId,
      'ended-by-user',
    );
    return { ended };
  }
}

/**
 * Writes a session's last use at most once a minute per process: the caller lookup tells it of each
 * session read from the database (the principal cache answers the rest), and the write is not awaited.
 */
export class SessionTouches {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly everyMs = 60_000,
  ) {}

  touch(sessionId: string): void {
    const now = Date.now();
    const last = this.written.get(sessionId);
    if (last !== undefined && now - last < this.everyMs) return;
    if (this.written.size >= 10_000) {
      for (const [id, at] of this.written) if (now - at >= this.everyMs) this.written.delete(id);
    }
    this.written.set(sessionId, now);
    repo.touchSession(this.db, sessionId).catch(() => {
      // The last-use time is informative; a failed write (a closing pool) changes no access.
    });
  }
}
