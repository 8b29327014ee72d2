/**
 * Two built servers (two OS processes of dist/server.js) on one database: a user disabled through one
 * stops working on the other as soon as its NOTIFY arrives, well within the cache period (docs/sign-in.md,
 * "Every server process stops a revoked session at once"). The first portal runs the embedded PostgreSQL on
 * a fixed port; the second reaches it with `DATABASE_URL`, as a second machine of a scaled-out deployment
 * would. Embedded database only: skipped when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import { envelopeSchema, loginUserSchema, translate } from '@portal/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalCacheMs } from '../src/modules/identity/principal-cache';
import type { PortalProcess } from './server-process';
import {
  api,
  buildServer,
  embeddedDatabaseUrl,
  freePort,
  loginAs,
  loginAsAdmin,
  makeDataDir,
  startPortal,
  stopAll,
} from './server-process';

const timeout = 180_000;

/** Who the token's user is, as the portal answers it: the whole envelope, success or not. */
async function whoAmI(portal: PortalProcess, token: string) {
  const response = await fetch(`${portal.url}/api/login/get-login-user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, language: 'en' },
  });
  return envelopeSchema(z.unknown()).parse(await response.json());
}

describe.skipIf(Boolean(process.env['TEST_DATABASE_URL']))('two server processes on one database', () => {
  const dataDirs: string[] = [];
  const portals: PortalProcess[] = [];

  beforeAll(async () => {
    buildServer();
    const [first, second] = [makeDataDir(), makeDataDir()];
    dataDirs.push(first, second);
    const pgPort = await freePort();
    portals.push(await startPortal(first, undefined, { EMBEDDED_PG_PORT: String(pgPort) }));
    portals.push(
      await startPortal(second, undefined, {
        DATABASE_URL: embeddedDatabaseUrl(first, pgPort),
        DEMO_DATA: 'false',
      }),
    );
  }, timeout);

  afterAll(async () => {
    // The second portal first: it holds connections to the first one's PostgreSQL.
    for (const i of [1, 0]) await stopAll(portals.slice(i, i + 1), dataDirs[i] ?? '');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, timeout);

  it(
    "refuses a disabled user's session on process 1 at the next request after process 2 disables it",
    async () => {
      const [one, two] = [portals[0]!, portals[1]!];
      const token = await loginAs(one, 'partner.sales', true);
      // Signed in and held in process 1's cache of callers.
      const me = await whoAmI(one, token);
      const firstCached = Date.now();
      expect(me.code).toBe(0);
      expect((await whoAmI(one, token)).code).toBe(0);
      const userId = loginUserSchema.parse(me.data).id;

      const admin = await loginAsAdmin(two);
      // Read again from the database once the first entry has run out: process 1's cache then holds the
      // caller for a whole period (2 s), so a refusal within half of it can only come from the revocation's
      // NOTIFY, not from the cache running out.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, firstCached + principalCacheMs + 50 - Date.now())),
      );
      expect((await whoAmI(one, token)).code).toBe(0);
      const cachedAt = Date.now();
      await api(two, '/user/change-user-status', { id: userId, status: 'disabled' }, z.unknown(), admin);

      // Process 1 hears the NOTIFY a few milliseconds after the commit; a request that reaches it first is
      // still answered from its cache. Within half the cache period it is refused with the spec's "signed
      // out" answer (code 6), nothing served.
      let refused = await whoAmI(one, token);
      while (refused.code === 0 && Date.now() - cachedAt < principalCacheMs / 2) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refused = await whoAmI(one, token);
      }
      expect(refused).toMatchObject({ code: 6, msg: translate('en', 'error.loginExpired'), data: null });
      // Signing in again is refused too, on either process.
      for (const portal of [one, two]) {
        const again = await fetch(`${portal.url}/api/login/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language: 'en' },
          body: JSON.stringify({ username: 'partner.sales', password: 'Portal@2026', loginType: 'partner' }),
        });
        const answer = envelopeSchema(z.unknown()).parse(await again.json());
        expect(answer.code).not.toBe(0);
        expect(answer.msg).toBe(translate('en', 'error.accountDisabled'));
      }
    },
    timeout,
  );
});
