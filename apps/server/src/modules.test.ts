/**
 * The module list: the portal's is complete and honest, and a module plugs in through it alone (a
 * throw-away module added here answers its route through the app).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModuleList } from './core/module-list';
import { portalModules } from './modules';

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
