import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { buttons, roleButtons, roles } from '../db/schema';
import { seedBaseData } from './base-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function buttonsOf(roleCode: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: buttons.code })
    .from(roleButtons)
    .innerJoin(roles, eq(roles.id, roleButtons.roleId))
    .innerJoin(buttons, eq(buttons.id, roleButtons.buttonId))
    .where(eq(roles.code, roleCode));
  return rows.map((row) => row.code);
}

describe('base data on a database that exists', () => {
  it('grants a button new to the database to the roles defined with it, and leaves a withdrawn grant withdrawn', async () => {
    // An administrator withdrew "clue.edit" from channel managers; "solution.approve" comes with a new release.
    const [channel] = await ctx.db.select().from(roles).where(eq(roles.code, 'channel'));
    const [clueEdit] = await ctx.db.select().from(buttons).where(eq(buttons.code, 'clue.edit'));
    await ctx.db
      .delete(roleButtons)
      .where(and(eq(roleButtons.roleId, channel!.id), eq(roleButtons.buttonId, clueEdit!.id)));
    await ctx.db.delete(buttons).where(eq(buttons.code, 'solution.approve'));
    expect(await buttonsOf('channel')).not.toContain('solution.approve');

    await seedBaseData(ctx.db);

    const channelButtons = await buttonsOf('channel');
    expect(channelButtons).toContain('solution.approve');
    expect(channelButtons).not.toContain('clue.edit');
    expect(await buttonsOf('sales')).toContain('solution.approve');
    expect(await buttonsOf('admin')).toContain('solution.approve');
    expect(await buttonsOf('planning')).not.toContain('solution.approve');

    // Run again: nothing changes.
    await seedBaseData(ctx.db);
    expect((await buttonsOf('channel')).sort()).toEqual([...channelButtons].sort());
  });
});
