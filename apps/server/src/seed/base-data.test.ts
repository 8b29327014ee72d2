import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { auditEntries, buttons, menus, roleButtons, roleMenus, roles } from '../db/schema';
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

  it('grants the process centre to the partner roles of a database that had them without it, once', async () => {
    const menusOf = async (roleCode: string) =>
      (
        await ctx.db
          .select({ code: menus.code })
          .from(roleMenus)
          .innerJoin(roles, eq(roles.id, roleMenus.roleId))
          .innerJoin(menus, eq(menus.id, roleMenus.menuId))
          .where(eq(roles.code, roleCode))
      ).map((row) => row.code);
    const [processMenu] = await ctx.db.select().from(menus).where(eq(menus.code, 'process'));
    const partnerRoles = await ctx.db.select().from(roles).where(eq(roles.kind, 'partner'));
    // A database from before the grant: partner roles without the menu, the grant not recorded.
    for (const role of partnerRoles)
      await ctx.db
        .delete(roleMenus)
        .where(and(eq(roleMenus.roleId, role.id), eq(roleMenus.menuId, processMenu!.id)));
    await ctx.db
      .delete(auditEntries)
      .where(and(eq(auditEntries.entity, 'roleGrant'), eq(auditEntries.entityId, 'process-centre-partners')));

    await seedBaseData(ctx.db);
    expect(await menusOf('partner_admin')).toContain('process');
    expect(await menusOf('partner_sales')).toContain('process');
    expect(await menusOf('partner_engineer')).not.toContain('process');

    // An administrator withdraws it from partner sales: the next start leaves it withdrawn.
    const sales = partnerRoles.find((role) => role.code === 'partner_sales')!;
    await ctx.db
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, sales.id), eq(roleMenus.menuId, processMenu!.id)));
    await seedBaseData(ctx.db);
    expect(await menusOf('partner_sales')).not.toContain('process');
    expect(await menusOf('partner_admin')).toContain('process');
  });
});
