/**
 * Reference data every deployment needs, applied at each start and idempotent: the menu tree and
 * buttons of the contract (kept in sync), the roles with their default grants (when a role is first
 * created; a role granted everything, admin, receives new menus and buttons at every start), code tables, product lines and countries with their provinces (only when absent).
 */
import type { Language } from '@portal/contract';
import { buttonDefinitions, catalogs, flattenMenuTree, industryCodes } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import {
  auditEntries,
  buttons,
  codeTableEntries,
  locations,
  menus,
  productLines,
  roleButtons,
  roleMenus,
  roles,
} from '../db/schema';
import { countries } from './countries';
import { laterGrants, roleDefinitions } from './role-grants';

const label = (language: Language, key: string) => (catalogs[language] as Record<string, string>)[key] ?? key;

interface CodeSeed {
  tableName: 'portal' | 'cpq';
  codeType: string;
  codes: string[];
}

const codeSeeds: CodeSeed[] = [
  {
    tableName: 'portal',
    codeType: 'PARTNER_TYPE',
    codes: ['DISTRIBUTOR', 'SYSTEM_INTEGRATOR', 'SERVICE_PARTNER', 'RESELLER'],
  },
  { tableName: 'portal', codeType: 'COMPANY_ROLE', codes: ['TIER1', 'TIER2'] },
  { tableName: 'portal', codeType: 'EQUIPMENT_KIND', codes: ['iop', 'no_iop', 'robot'] },
  { tableName: 'portal', codeType: 'REGION', codes: ['US', 'AP', 'CN', 'JP', 'EU'] },
  { tableName: 'portal', codeType: 'CURRENCY', codes: ['CNY', 'USD', 'EUR', 'KRW', 'JPY'] },
  { tableName: 'cpq', codeType: 'FUNCTION_STRUCTURE', codes: ['1', '2', '3', '4', '5', '6', '7'] },
  {
    tableName: 'portal',
    codeType: 'INDUSTRY',
    codes: [...industryCodes],
  },
  { tableName: 'cpq', codeType: 'CURRENCY', codes: ['CNY', 'USD', 'EUR', 'KRW', 'JPY'] },
  { tableName: 'cpq', codeType: 'UNIT', codes: ['PCS', 'SET', 'M', 'KG', 'DAY', 'H'] },
  // The server's own product-line entries of the CPQ table; the client replaces them with basic data.
  { tableName: 'cpq', codeType: 'PRODUCT_LINE_TYPE_CRM', codes: ['LEGACY'] },
];

export const productLineCodes = ['CNC', 'ROBOT', 'LASER', 'AUTOMATION', 'INSPECTION'] as const;

export async function seedBaseData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent starts of several processes.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274002)`);

    // Codes this start adds (a new release's menus and buttons): the built-in roles get them once, as
    // their definitions say. Codes that existed before are the administrators' to grant or withdraw.
    const knownMenus = new Set((await tx.select({ code: menus.code }).from(menus)).map((m) => m.code));
    const knownButtons = new Set((await tx.select({ code: buttons.code }).from(buttons)).map((b) => b.code));
    for (const m of flattenMenuTree()) {
      const values = {
        code: m.code,
        parentCode: m.parentCode,
        path: m.path ?? null,
        titleKey: m.titleKey,
        icon: m.icon ?? null,
        sort: m.sort,
      };
      await tx.insert(menus).values(values).onConflictDoUpdate({ target: menus.code, set: values });
    }
    for (const b of buttonDefinitions) {
      const values = { code: b.code, menuCode: b.menuCode, titleKey: b.titleKey };
      await tx.insert(buttons).values(values).onConflictDoUpdate({ target: buttons.code, set: values });
    }

    const allMenus = await tx.select().from(menus);
    const allButtons = await tx.select().from(buttons);
    for (const role of roleDefinitions) {
      const inserted = await tx
        .insert(roles)
        .values({ code: role.code, titleKey: role.titleKey, kind: role.kind })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      const created = inserted[0]?.id;
      const roleId =
        created ?? (await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, role.code)))[0]?.id;
      if (!roleId) continue;
      // A new role gets its whole definition; an existing one only the codes new to this database, and a
      // role granted everything ('*') every code.
      const everything = role.menus.includes('*');
      const isNew = (known: Set<string>, code: string) =>
        created !== undefined || everything || !known.has(code);
      const grantedMenus = allMenus.filter(
        (m) =>
          isNew(knownMenus, m.code) && (everything || coveredBy(m.code, m.parentCode, role.menus, allMenus)),
      );
      if (grantedMenus.length)
        await tx
          .insert(roleMenus)
          .values(grantedMenus.map((m) => ({ roleId, menuId: m.id })))
          .onConflictDoNothing();
      const grantedButtons = allButtons.filter(
        (b) => isNew(knownButtons, b.code) && (role.buttons.includes('*') || role.buttons.includes(b.code)),
      );
      if (grantedButtons.length)
        await tx
          .insert(roleButtons)
          .values(grantedButtons.map((b) => ({ roleId, buttonId: b.id })))
          .onConflictDoNothing();
    }

    await applyLaterGrants(tx, allMenus);

    for (const seed of codeSeeds) {
      await tx
        .insert(codeTableEntries)
        .values(
          seed.codes.map((code, index) => {
            const key =
              seed.codeType === 'PRODUCT_LINE_TYPE_CRM' ? null : `codeTable.${seed.codeType}.${code}`;
            return {
              tableName: seed.tableName,
              codeType: seed.codeType,
              code,
              codeDescCn: key ? label('cn', key) : '旧产品线',
              codeDescEn: key ? label('en', key) : 'Legacy product line',
              codeDescKr: key ? label('kr', key) : '이전 제품군',
              codeDescLangCode: key,
              sort: index + 1,
            };
          }),
        )
        .onConflictDoNothing();
    }

    await tx
      .insert(productLines)
      .values(
        productLineCodes.map((code, index) => ({
          code,
          nameCn: label('cn', `codeTable.PRODUCT_LINE.${code}`),
          nameEn: label('en', `codeTable.PRODUCT_LINE.${code}`),
          nameKr: label('kr', `codeTable.PRODUCT_LINE.${code}`),
          sort: index + 1,
        })),
      )
      .onConflictDoNothing();

    const existing = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.parentId, [-1]))
      .limit(1);
    if (existing.length === 0) {
      const rows = countries.flatMap((c, ci) => [
        { id: c.id, parentId: -1, code: c.code, nameCn: c.cn, nameEn: c.en, nameKr: c.kr, sort: ci + 1 },
        ...c.provinces.map((p, pi) => ({
          id: c.id * 1000 + pi + 1,
          parentId: c.id,
          code: `${c.code}-${pi + 1}`,
          nameCn: p.cn,
          nameEn: p.en,
          nameKr: p.kr,
          sort: pi + 1,
        })),
      ]);
      await tx.insert(locations).values(rows).onConflictDoNothing();
    }
  });
}

/** Each later grant once: granted to the roles that exist, then recorded in the audit trail so it never repeats. */
async function applyLaterGrants(tx: Tx, allMenus: Array<{ id: number; code: string }>): Promise<void> {
  for (const grant of laterGrants) {
    const done = await tx
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'roleGrant'), eq(auditEntries.entityId, grant.key)))
      .limit(1);
    if (done.length) continue;
    const roleRows = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.code, grant.roles));
    const menuRows = allMenus.filter((m) => grant.menus.includes(m.code));
    const values = roleRows.flatMap((role) => menuRows.map((m) => ({ roleId: role.id, menuId: m.id })));
    if (values.length) await tx.insert(roleMenus).values(values).onConflictDoNothing();
    await tx
      .insert(auditEntries)
      .values({ entity: 'roleGrant', entityId: grant.key, action: 'grant', comment: grant.menus.join(',') });
  }
}

function coveredBy(
  code: string,
  parentCode: string | null,
  granted: string[],
  all: Array<{ code: string; parentCode: string | null }>,
): boolean {
  if (granted.includes(code)) return true;
  const parent = parentCode ? all.find((m) => m.code === parentCode) : undefined;
  return parent ? coveredBy(parent.code, parent.parentCode, granted, all) : false;
}
