import type {
  MessageKey,
  Page,
  VirtualMaterial,
  VirtualMaterialAction,
  VirtualMaterialStatus,
} from '@portal/contract';
import {
  translate,
  virtualMaterialActions,
  virtualMaterialStatuses,
  virtualMaterialTransitions,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPrincipal } from '../../../test/principals';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { materials, virtualMaterials } from '../../db/schema';

/**
 * The virtual-material state machine lives in the contract's table alone: what the server answers with
 * each material is the table's answer for its reader, every (state, action) pair the table offers moves
 * the material where the table says, every other pair is refused and changes nothing, and a change made
 * on a version someone else has changed since is refused too.
 */

let ctx: TestContext;
const staff = ['admin', 'channel', 'sales', 'sales2', 'planner', 'planner2', 'service'];
const tokens: Record<string, string> = {};
const principals: Record<string, Principal> = {};
let realMaterialId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of [...staff, 'partner.admin']) {
    const signedIn = await signedInPrincipal(ctx.app, user);
    tokens[user] = signedIn.token;
    principals[user] = signedIn.principal;
  }
  const [real] = await ctx.db.select({ id: materials.id }).from(materials).limit(1);
  realMaterialId = real!.id;
});
afterAll(() => ctx.close());

const base = '/virtual-material';
const post = <T = VirtualMaterial>(path: string, body: Record<string, unknown>, user: string) =>
  call<T>(ctx.app, 'POST', `${base}/${path}`, { token: tokens[user], body });
const info = (id: number, user: string) =>
  call<VirtualMaterial>(ctx.app, 'GET', `${base}/get-virtual-material-info`, {
    token: tokens[user],
    query: { id: String(id) },
  });
const expected = (status: VirtualMaterialStatus, user: string): VirtualMaterialAction[] =>
  availableActions(virtualMaterialTransitions, status, principals[user]!);

let serial = 0;
const fields = () => ({
  nameCn: `状态物料 ${++serial}`,
  nameEn: `State material ${serial}`,
  nameKr: null,
  productLineCode: 'ROBOT',
  functionStructure: '3',
  unit: 'SET',
  attributes: [],
  referencePrice: '10.00',
  currency: 'CNY',
});

/** Each action through its endpoint, with the version the caller read. */
const take: Record<
  VirtualMaterialAction,
  (material: VirtualMaterial, user: string) => ReturnType<typeof post<VirtualMaterial>>
> = {
  edit: (m, user) => post('save-virtual-material', { ...fields(), id: m.id, rowVersion: m.rowVersion }, user),
  activate: (m, user) => post('activate-virtual-material', { id: m.id, rowVersion: m.rowVersion }, user),
  retire: (m, user) => post('retire-virtual-material', { id: m.id, rowVersion: m.rowVersion }, user),
  linkReplacement: (m, user) =>
    post(
      'link-virtual-material-replacement',
      { id: m.id, materialId: realMaterialId, rowVersion: m.rowVersion },
      user,
    ),
};

/** The module's refusal of an action from a state the table does not start it from. */
const illegal: Record<VirtualMaterialAction, MessageKey> = {
  edit: 'material.refused.notDraft',
  activate: 'material.refused.notDraft',
  retire: 'material.refused.notActive',
  linkReplacement: 'material.refused.noReplacement',
};

/** A new virtual material in a state, reached by the table's own moves. */
async function inState(status: VirtualMaterialStatus): Promise<VirtualMaterial> {
  const created = await post('save-virtual-material', fields(), 'planner');
  expect(created.code, created.msg).toBe(0);
  let material = created.data;
  const path: Record<VirtualMaterialStatus, VirtualMaterialAction[]> = {
    draft: [],
    active: ['activate'],
    retired: ['activate', 'retire'],
  };
  for (const action of path[status]) {
    const moved = await take[action](material, 'planner');
    expect(moved.code, moved.msg).toBe(0);
    material = moved.data;
  }
  expect(material.status).toBe(status);
  return material;
}

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(virtualMaterials).where(eq(virtualMaterials.id, id));
  return row!;
}

describe('the transition table is the only place the rule lives', () => {
  it('answers every reader of the list and the detail with the table’s actions for the state', async () => {
    for (const status of virtualMaterialStatuses) await inState(status);
    const seen = new Set<VirtualMaterialStatus>();
    let readers = 0;
    for (const user of staff) {
      const list = await post<Page<VirtualMaterial>>(
        'page-virtual-material-list',
        { pageNum: 1, pageSize: 200 },
        user,
      );
      if (list.code !== 0) continue;
      readers++;
      const firstOfState = new Map<VirtualMaterialStatus, VirtualMaterial>();
      for (const material of list.data.list) {
        expect(material.actions, `${user} ${material.code} (${material.status})`).toEqual(
          expected(material.status, user),
        );
        if (!firstOfState.has(material.status)) firstOfState.set(material.status, material);
        seen.add(material.status);
      }
      for (const material of firstOfState.values()) {
        const detail = await info(material.id, user);
        expect(detail.code, detail.msg).toBe(0);
        expect(detail.data.actions).toEqual(expected(material.status, user));
        expect(detail.data.rowVersion).toBe(material.rowVersion);
      }
    }
    expect(readers).toBeGreaterThan(1);
    for (const status of virtualMaterialStatuses) expect(seen.has(status), status).toBe(true);
    // The rule is not empty: planning edits and activates a draft, sales reads it only.
    expect(expected('draft', 'planner')).toEqual(['edit', 'activate']);
    expect(expected('draft', 'sales')).toEqual([]);
  });

  for (const status of virtualMaterialStatuses)
    for (const action of virtualMaterialActions) {
      const rule = virtualMaterialTransitions[action];
      const offered = rule.from.includes(status);
      it(`${status} × ${action}: ${offered ? `moves to ${rule.to ?? status}` : 'refused, nothing changes'}`, async () => {
        const material = await inState(status);
        expect(material.actions.includes(action)).toBe(offered);
        const before = await rowOf(material.id);
        // A reader without virtual.edit is never offered the action and is refused it.
        expect(expected(status, 'sales')).not.toContain(action);
        expect((await take[action](material, 'sales')).code).toBe(100);
        expect(await rowOf(material.id)).toEqual(before);
        const res = await take[action](material, 'planner');
        if (!offered) {
          expect(res.msg).toBe(translate('en', illegal[action]));
          expect(await rowOf(material.id)).toEqual(before);
          return;
        }
        expect(res.code, res.msg).toBe(0);
        expect(res.data.status).toBe(rule.to ?? status);
        expect(res.data.actions).toEqual(expected(rule.to ?? status, 'planner'));
        expect((await rowOf(material.id)).rowVersion).toBe(before.rowVersion + 1);
      });
    }
});

describe('row versions', () => {
  it('refuses a move made on a version another user has changed since; the first change stands', async () => {
    const material = await inState('draft');
    const edited = await take.edit(material, 'planner');
    expect(edited.code, edited.msg).toBe(0);
    const stale = await take.activate(material, 'admin');
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    const row = await rowOf(material.id);
    expect(row.status).toBe('draft');
    expect(row.nameEn).toBe(edited.data.nameEn);
  });
});
