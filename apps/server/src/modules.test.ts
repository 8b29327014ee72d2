/**
 * The module list: the portal's is complete and honest, and a module plugs in through it alone. A
 * throw-away module declared here, in no other file, answers its route through the app, has its job run
 * by the job runner, its process kind driven by the approval engine and its demo seed run by the seed
 * runner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProcessInfo } from '@portal/contract';
import { defineEndpoint } from '@portal/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { processStep } from '../test/process-fixtures';
import type { TestContext } from '../test/test-app';
import { call, createTestApp, tokenOf } from '../test/test-app';
import { buildApp, moduleJobRunner } from './app';
import { route } from './core/endpoint-route';
import { checkModuleList } from './core/module-list';
import { users } from './db/schema';
import { portalModules } from './modules';
import { runDemoSeeds } from './seed/demo-data';
import type { PortalModule } from './modules/module-deps';
import type { ProcessKindRegistration, ProcessSubject } from './modules/processes';
import { startProcess } from './modules/processes';

const modulesDir = path.join(__dirname, 'modules');

/** The other modules whose index the files of `name` import (tests left out). */
function importedModules(name: string): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(modulesDir, name, file), 'utf8');
    for (const [, other] of text.matchAll(/from '\.\.\/([a-z-]+)'/g))
      if (other !== 'module-deps') found.add(other!);
  }
  return [...found].sort();
}

describe("the portal's module list", () => {
  it('holds every module folder once, in an order that keeps every dependency', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(portalModules.map((m) => m.name).sort()).toEqual(folders.sort());
    expect(checkModuleList(portalModules)).toBe(portalModules);
    expect(portalModules[0]!.name).toBe('identity');
  });

  it("declares as dependencies exactly the modules whose index a module's files import", () => {
    // identity comes first for its hook and reads partners and reference data at sign-in (identity.module.ts).
    const undeclared: Record<string, string[]> = { identity: ['partners', 'reference-data'] };
    for (const module of portalModules)
      expect([...module.dependsOn, ...(undeclared[module.name] ?? [])].sort(), module.name).toEqual(
        importedModules(module.name),
      );
  });
});

describe('a module added to the list', () => {
  const submitEndpoint = defineEndpoint({
    method: 'POST',
    path: '/throw-away/submit',
    permission: 'authenticated',
    body: z.object({ subjectId: z.number().int() }),
    data: z.object({ processId: z.number().int() }),
  });
  const subjects = new Map<number, ProcessSubject>();
  const outcomes: string[] = [];
  const jobRuns: Date[] = [];
  const demoSeedRuns: string[] = [];
  // The contract's kinds are a closed list: the throw-away module takes the solution approval's kind,
  // and the solutions module is listed without it.
  const throwAwayKind: ProcessKindRegistration = {
    kind: 'solution',
    fields: ['amount'],
    approvers: ['user'],
    defaultSteps: [],
    read: (_tx, id) => Promise.resolve(subjects.get(id) ?? null),
    onApproved: (_tx, id) => Promise.resolve(void outcomes.push(`approved ${id}`)),
    onRejected: (_tx, id) => Promise.resolve(void outcomes.push(`rejected ${id}`)),
  };
  const throwAway: PortalModule = {
    name: 'throw-away',
    dependsOn: ['processes'],
    register: (app, { db }) =>
      route(app, submitEndpoint, async ({ body, principal }) => {
        const process = await db.transaction((tx) =>
          startProcess(tx, throwAwayKind, body.subjectId, principal),
        );
        return { processId: process.id };
      }),
    processKinds: [throwAwayKind],
    jobs: [
      {
        name: 'throw-away-sweep',
        cron: '0 0 1 1 *',
        run: ({ now }) => Promise.resolve(void jobRuns.push(now)),
      },
    ],
    demoSeed: {
      after: ['processes'],
      run: ({ userIds }) => Promise.resolve(void demoSeedRuns.push(`throw-away, ${userIds.size} users`)),
    },
  };
  const modules = [
    ...portalModules.map((m) => (m.name === 'solutions' ? { ...m, processKinds: [] } : m)),
    throwAway,
  ];
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await createTestApp({}, { modules });
    for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
      ids[row.username] = row.id;
  });
  afterAll(() => ctx.close());

  it('answers its route, and the engine drives its process kind to its outcome', async () => {
    const admin = await tokenOf(ctx.app, 'admin');
    const saved = await call(ctx.app, 'POST', '/work-flow/save-definition', {
      token: admin,
      body: {
        kind: 'solution',
        steps: [processStep({ approvers: [{ kind: 'user', userId: ids['channel']! }] })],
      },
    });
    expect(saved.code, saved.msg).toBe(0);
    subjects.set(7001, {
      no: 'TA-7001',
      title: 'Throw-away 7001',
      companyId: null,
      ownerId: ids['sales']!,
      channelManagerId: null,
      values: {},
    });
    const submitted = await call<{ processId: number }>(ctx.app, 'POST', '/throw-away/submit', {
      token: await tokenOf(ctx.app, 'sales'),
      body: { subjectId: 7001 },
    });
    expect(submitted.code, submitted.msg).toBe(0);
    const approved = await call<ProcessInfo>(ctx.app, 'POST', '/process/approve', {
      token: await tokenOf(ctx.app, 'channel'),
      body: { id: submitted.data.processId },
    });
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data).toMatchObject({ kind: 'solution', subjectNo: 'TA-7001', outcome: 'approved' });
    expect(outcomes).toEqual(['approved 7001']);
  });

  it('has its job run by the job runner', async () => {
    const runner = moduleJobRunner({
      connectionString: ctx.config.databaseUrl!,
      db: ctx.db,
      config: ctx.config,
      logger: pino({ level: 'silent' }),
      modules,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
    try {
      expect(await runner.trigger('throw-away-sweep')).not.toBeNull();
      await expect.poll(() => jobRuns.length, { timeout: 20_000, interval: 200 }).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it('has its demo seed run by the seed runner, after the seeds it names', async () => {
    // The portal's seeds, already run on the test database, only say here that they ran.
    const recorded = modules.map((m) =>
      m.demoSeed && m !== throwAway
        ? { ...m, demoSeed: { ...m.demoSeed, run: () => Promise.resolve(void demoSeedRuns.push(m.name)) } }
        : m,
    );
    await ctx.db.transaction((tx) =>
      runDemoSeeds(
        { tx, companyIds: { A: 0, B: 0 }, userIds: new Map([['admin', 1]]), materialIds: new Map() },
        recorded,
      ),
    );
    expect(demoSeedRuns.slice(-4)).toEqual([
      'man-hours',
      'resources',
      'project-groups',
      'throw-away, 1 users',
    ]);
  });

  it('is refused when its kind is one another module of the list declares too', async () => {
    await expect(
      buildApp({ config: ctx.config, db: ctx.db, modules: [...portalModules, throwAway] }),
    ).rejects.toThrow('The process kind "solution" is declared by two modules');
  });

  it('is refused when listed before a module it depends on', async () => {
    await expect(
      buildApp({ config: ctx.config, db: ctx.db, modules: [throwAway, ...portalModules] }),
    ).rejects.toThrow('the module "throw-away" depends on "processes", which is listed after it');
  });
});
