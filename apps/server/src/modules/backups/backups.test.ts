/**
 * The administrators' backup endpoints (`system/backup/start`, `system/backup/list`). With DATABASE_URL
 * (every API test app by default, on either database) they refuse: backups are the database server's
 * business. As on the embedded default (`createTestApp(…, { embedded: true })`) a backup really runs: of
 * the run's own embedded PostgreSQL, found through its DATA_DIR as the portal finds the one it runs on,
 * so no test worker starts a PostgreSQL of its own. Those are skipped on a TEST_DATABASE_URL server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackupList, ExceptionLog, Language, Notice, Page } from '@portal/contract';
import { translate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, embeddedDataDir, tokenOf } from '../../../test/test-app';
import { runningPostgres } from '../../db/backup/create-backup';
import { scheduledBackupJob } from './backups.module';

const languages: Language[] = ['en', 'cn', 'kr'];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backups-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const start = (ctx: TestContext, token: string, lang?: Language) =>
  call<null>(ctx.app, 'POST', '/system/backup/start', { token, body: {}, ...(lang ? { lang } : {}) });
const list = (ctx: TestContext, token: string) =>
  call<BackupList>(ctx.app, 'POST', '/system/backup/list', { token, body: {} });

/**
 * How long a backup of the run's cluster may take: seconds alone, longer late in a whole run, whose test
 * databases (one per test file) are dropped only at its end.
 */
const backupTimeout = 180_000;

/** Lists until no backup is being written. */
async function whenWritten(ctx: TestContext, token: string): Promise<BackupList> {
  const until = Date.now() + backupTimeout - 10_000;
  for (;;) {
    const res = await list(ctx, token);
    expect(res.code).toBe(0);
    if (!res.data.running) return res.data;
    if (Date.now() > until) throw new Error('the backup is still being written');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('with DATABASE_URL (a PostgreSQL server)', () => {
  let ctx: TestContext;
  let backupDir: string;
  let admin: string;
  beforeAll(async () => {
    backupDir = tempDir();
    ctx = await createTestApp({ BACKUP_DIR: backupDir });
    admin = await tokenOf(ctx.app, 'admin');
  });
  afterAll(() => ctx.close());

  it('refuses a user without the backup permission and a partner, on the server', async () => {
    for (const user of ['channel', 'partner.admin']) {
      const token = await tokenOf(ctx.app, user);
      for (const res of [await start(ctx, token), await list(ctx, token)])
        expect(res).toMatchObject({ code: 100, msg: translate('en', 'error.noPermission') });
    }
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });

  it("says that backups are the database server's business, in each language, and writes nothing", async () => {
    for (const lang of languages) {
      const res = await start(ctx, admin, lang);
      expect(res).toMatchObject({ code: 100, msg: translate(lang, 'error.backupUnavailable') });
    }
    const listed = await list(ctx, admin);
    expect(listed.code).toBe(0);
    expect(listed.data).toEqual({ available: false, running: false, archives: [] });
    expect(fs.readdirSync(backupDir)).toEqual([]);
  });
});

describe.skipIf(!embeddedDataDir())('on the embedded default (skipped on a TEST_DATABASE_URL server)', () => {
  let ctx: TestContext;
  let backupDir: string;
  let admin: string;
  beforeAll(async () => {
    // The run's embedded PostgreSQL runs: the backup backs it up and starts none.
    expect(runningPostgres(embeddedDataDir())).not.toBeNull();
    backupDir = tempDir();
    ctx = await createTestApp({ BACKUP_DIR: backupDir }, { embedded: true });
    admin = await tokenOf(ctx.app, 'admin');
  });
  afterAll(async () => {
    if (ctx) await whenWritten(ctx, admin); // never leave one being written behind
    await ctx?.close();
  }, backupTimeout);

  it(
    'an administrator starts one and sees it listed with its size and time; a second start meanwhile is refused',
    async () => {
      const before = Date.now();
      expect((await start(ctx, admin)).code).toBe(0);
      // The first is being written: a second is refused with a clear message, in each language.
      for (const lang of languages) {
        const again = await start(ctx, admin, lang);
        expect(again).toMatchObject({ code: 100, msg: translate(lang, 'error.backupRunning') });
      }
      const meanwhile = await list(ctx, admin);
      expect(meanwhile.data).toMatchObject({ available: true, running: true, archives: [] });

      const done = await whenWritten(ctx, admin);
      expect(done.available).toBe(true);
      expect(done.archives).toHaveLength(1);
      const [archive] = done.archives;
      expect(archive!.name).toMatch(/^portal-backup-\d{8}-\d{6}\.tar\.gz$/);
      const file = path.join(backupDir, archive!.name);
      expect(archive!.bytes).toBe(fs.statSync(file).size);
      expect(archive!.bytes).toBeGreaterThan(100_000);
      const at = Date.parse(archive!.createdAt);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      // Only the archive: the partial file is gone, and only one backup was written.
      expect(fs.readdirSync(backupDir)).toEqual([archive!.name]);
    },
    backupTimeout,
  );

  it('refuses a user without the backup permission and a partner, starting nothing', async () => {
    const listed = (await list(ctx, admin)).data.archives;
    for (const user of ['channel', 'partner.admin']) {
      const token = await tokenOf(ctx.app, user);
      expect(await start(ctx, token)).toMatchObject({
        code: 100,
        msg: translate('en', 'error.noPermission'),
      });
      expect(await list(ctx, token)).toMatchObject({ code: 100, msg: translate('en', 'error.noPermission') });
    }
    expect((await list(ctx, admin)).data).toMatchObject({ running: false, archives: listed });
  });
});

describe.skipIf(!embeddedDataDir())('a failed backup (skipped on a TEST_DATABASE_URL server)', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    // BACKUP_DIR under a regular file: the archive cannot be written.
    const blocker = path.join(tempDir(), 'not-a-directory');
    fs.writeFileSync(blocker, '');
    ctx = await createTestApp({ BACKUP_DIR: path.join(blocker, 'backups') }, { embedded: true });
    admin = await tokenOf(ctx.app, 'admin');
  });
  afterAll(() => ctx?.close());

  it('is an entry of the exception log and a notice to the administrators', async () => {
    expect((await start(ctx, admin)).code).toBe(0);
    await whenWritten(ctx, admin);

    const logged = await call<Page<ExceptionLog>>(ctx.app, 'POST', '/exceptionLog/page', {
      token: admin,
      body: { type: 'server.backup' },
    });
    expect(logged.code).toBe(0);
    expect(logged.data.list).toHaveLength(1);
    expect(logged.data.list[0]).toMatchObject({
      type: 'server.backup',
      className: 'backup',
      method: 'manual',
    });
    expect(logged.data.list[0]!.errorParam).toMatch(/ENOTDIR/);

    const notices = await call<Page<Notice>>(ctx.app, 'POST', '/notice/page', {
      token: admin,
      body: { order: 'newest' },
    });
    expect(notices.code).toBe(0);
    const failed = notices.data.list.filter((n) => n.kind === 'backupFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.params).toMatchObject({ no: expect.stringMatching(/^portal-backup-.*\.tar\.gz$/) });
    // Not to a user without the backup permission.
    const channel = await tokenOf(ctx.app, 'channel');
    const theirs = await call<Page<Notice>>(ctx.app, 'POST', '/notice/page', { token: channel, body: {} });
    expect(theirs.data.list.filter((n) => n.kind === 'backupFailed')).toEqual([]);
  });

  it('so is a failed scheduled one', async () => {
    const run = scheduledBackupJob.run({
      db: ctx.db,
      config: ctx.config,
      logger: ctx.app.log,
      now: new Date(),
    });
    await expect(run).rejects.toThrow(/ENOTDIR/);
    const logged = await call<Page<ExceptionLog>>(ctx.app, 'POST', '/exceptionLog/page', {
      token: admin,
      body: { type: 'server.backup' },
    });
    expect(logged.data.list.map((e) => e.method).sort()).toEqual(['manual', 'scheduled']);
    const notices = await call<Page<Notice>>(ctx.app, 'POST', '/notice/page', { token: admin, body: {} });
    expect(notices.data.list.filter((n) => n.kind === 'backupFailed')).toHaveLength(2);
  });
});
