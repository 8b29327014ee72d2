/**
 * The process state machine lives in the contract's table and the engine's rule alone (`engineAllows`,
 * named in the table's header): what the server answers with each process is that answer for its reader,
 * every (state, action) pair walked here either moves the process where the table says, taken by a reader
 * it was offered to, or is refused to every reader and changes nothing; a stale version is refused. On a
 * test kind of subject registered here, as `processes.test.ts` does, which supports return and withdrawal.
 */
import type { Page, ProcessAction, ProcessInfo, ProcessListItem, ProcessState } from '@portal/contract';
import { processActions, processStates, processTransitions, translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf, signedInPrincipal } from '../../../test/principals';
import { modulesWithKind, processStep } from '../../../test/process-fixtures';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { companies, processes, users } from '../../db/schema';
import { startProcess } from './processes.engine';
import type { ProcessKindRegistration, ProcessSubject } from './processes.registry';
import { ProcessKinds } from './processes.registry';
import { actorContext, engineAllows, stateOf } from './processes.rules';

let ctx: TestContext;
const kind = 'planningQuotation';
/** The approver of the one step, the submitter, an administrator, a staff user who takes no part. */
const readers = ['channel', 'partner.sales', 'admin', 'sales'];
const tokens: Record<string, string> = {};
const principals: Record<string, Principal> = {};
const ids: Record<string, number> = {};
const subjects = new Map<number, ProcessSubject>();
let nextSubject = 2_000_000;
const done = () => Promise.resolve();
/** A test kind in place of the quotations' (the app's module list is given it in beforeAll). */
const testKind: ProcessKindRegistration = {
  kind,
  fields: [],
  approvers: ['user'],
  // Set once the users are read (the app takes the registration first).
  defaultSteps: [],
  read: (_tx, id) => Promise.resolve(subjects.get(id) ?? null),
  onApproved: done,
  onRejected: done,
  onReturned: done,
  onWithdrawn: done,
};
const kinds = new ProcessKinds([testKind]);

beforeAll(async () => {
  ctx = await createTestApp({}, { modules: modulesWithKind(testKind) });
  for (const user of readers) {
    const signedIn = await signedInPrincipal(ctx.app, user);
    tokens[user] = signedIn.token;
    principals[user] = signedIn.principal;
  }
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  const [company] = await ctx.db.select().from(companies).where(eq(companies.code, 'P-A001'));
  ids['P-A001'] = company!.id;
  testKind.defaultSteps = [processStep({ approvers: [{ kind: 'user', userId: ids['channel']! }] })];
  const saved = await call(ctx.app, 'POST', '/work-flow/save-definition', {
    token: tokens['admin'],
    body: { kind, steps: [processStep({ approvers: [{ kind: 'user', userId: ids['channel']! }] })] },
  });
  expect(saved.code, saved.msg).toBe(0);
});
afterAll(() => ctx.close());

const info = (id: number, user: string) =>
  call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
    token: tokens[user],
    query: { id: String(id) },
  });

/** Each action's body: a comment where one is required, the new approver of a transfer. */
const bodies: Record<ProcessAction, object> = {
  approve: {},
  reject: { comment: 'No' },
  return: { comment: 'Again' },
  transfer: { toUserId: 0 },
  comment: { comment: 'A word' },
  withdraw: {},
  close: {},
};
const take = (action: ProcessAction, process: { id: number; rowVersion: number }, user: string) =>
  call<ProcessInfo>(ctx.app, 'POST', `/process/${action}`, {
    token: tokens[user],
    body: {
      id: process.id,
      rowVersion: process.rowVersion,
      ...bodies[action],
      ...(action === 'transfer' ? { toUserId: ids['sales2'] } : {}),
    },
  });

/** The actions the table and the engine's rule give a reader, recomputed from the stored process. */
async function expected(id: number, user: string): Promise<ProcessAction[]> {
  const [row] = await ctx.db.select().from(processes).where(eq(processes.id, id));
  const context = await actorContext(ctx.db, kinds, row!, principals[user]!);
  return availableActions(processTransitions, stateOf(row!.status), principals[user]!, (action) =>
    engineAllows(action, context),
  );
}

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(processes).where(eq(processes.id, id));
  return row!;
}

/** A process of a new subject (of Demo Partner A, submitted by partner.sales) brought to a state. */
async function inState(state: ProcessState): Promise<ProcessInfo> {
  const subjectId = nextSubject++;
  subjects.set(subjectId, {
    no: `S-${subjectId}`,
    title: `Subject ${subjectId}`,
    companyId: ids['P-A001']!,
    ownerId: null,
    channelManagerId: null,
    values: {},
  });
  const submitter = await principalOf(ctx.db, 'partner.sales');
  const started = await ctx.db.transaction((tx) => startProcess(tx, testKind, subjectId, submitter));
  const moves: Record<ProcessState, [ProcessAction, string] | null> = {
    processing: null,
    completed: ['approve', 'channel'],
    toBeSubmitted: ['return', 'channel'],
    closed: ['close', 'admin'],
  };
  const path = moves[state];
  if (path) {
    const read = await info(started.id, path[1]);
    const moved = await take(path[0], read.data, path[1]);
    expect(moved.code, moved.msg).toBe(0);
  }
  const process = (await info(started.id, 'admin')).data;
  expect(stateOf(process.status)).toBe(state);
  return process;
}

describe('the transition table and the engine rule are the only place the rule lives', () => {
  it('answers every reader of the list and the detail with the actions for the process’s state', async () => {
    for (const state of processStates) await inState(state);
    const seen = new Set<ProcessState>();
    let lists = 0;
    for (const user of readers)
      for (const view of ['todo', 'submitted', 'handled', 'all']) {
        const list = await call<Page<ProcessListItem>>(ctx.app, 'POST', '/process/page-process-list', {
          token: tokens[user],
          body: { view, kind, pageNum: 1, pageSize: 100 },
        });
        // The view "all" is the administrators'.
        if (list.code !== 0) continue;
        lists++;
        for (const item of list.data.list) {
          const actions = await expected(item.id, user);
          expect(item.actions, `${user} ${view} ${item.subjectNo}`).toEqual(actions);
          const detail = await info(item.id, user);
          expect(detail.data.actions, `${user} ${item.subjectNo}`).toEqual(actions);
          expect(detail.data.rowVersion).toBe(item.rowVersion);
          seen.add(stateOf(item.status));
        }
      }
    expect(lists).toBeGreaterThan(readers.length);
    for (const state of processStates) expect(seen.has(state), state).toBe(true);
  });

  for (const state of processStates)
    for (const action of processActions) {
      const rule = processTransitions[action];
      const inTable = rule.from.includes(state);
      it(`${state} × ${action}`, async () => {
        const process = await inState(state);
        const offeredTo: string[] = [];
        for (const user of readers) {
          const detail = await info(process.id, user);
          // A staff user without the process centre reads no process and is offered nothing.
          if (detail.code !== 0) continue;
          const actions = await expected(process.id, user);
          expect(detail.data.actions, user).toEqual(actions);
          if (actions.includes(action)) offeredTo.push(user);
        }
        const before = await rowOf(process.id);
        // A reader it is not offered to is refused, and nothing changes.
        for (const user of readers.filter((reader) => !offeredTo.includes(reader))) {
          const refused = await take(action, process, user);
          expect(refused.code, `${user} ${action}`).toBe(100);
          expect(await rowOf(process.id)).toEqual(before);
        }
        if (!inTable) {
          expect(offeredTo).toEqual([]);
          return;
        }
        // Every pair the table holds is offered to someone (the approver, the submitter or an administrator).
        expect(offeredTo.length, `${state} × ${action}`).toBeGreaterThan(0);
        const moved = await take(action, process, offeredTo[0]!);
        expect(moved.code, moved.msg).toBe(0);
        const to = action === 'approve' ? 'completed' : (rule.to ?? state);
        expect(stateOf((await rowOf(process.id)).status)).toBe(to);
      });
    }
});

describe('row versions', () => {
  it('refuses an action on a version changed since; the first change stands', async () => {
    const process = await inState('processing');
    const transferred = await take('transfer', process, 'channel');
    expect(transferred.code, transferred.msg).toBe(0);
    const stale = await take('close', process, 'admin');
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    expect(stateOf((await rowOf(process.id)).status)).toBe('processing');
  });
});
