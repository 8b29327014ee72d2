/**
 * Which tables of other modules each server module reads (joins in its repositories, its read models and
 * its demo seed): the list in docs/adding-a-module.md ("Foreign tables a module reads") must be the list
 * the code has, so a column change shows the modules it reaches. Writes never cross modules (the schema
 * files say the owner); this test is only about reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const schemaDir = at('./schema/');
const modulesDir = at('../modules/');
const guide = at('../../../../docs/adding-a-module.md');

/** Table name → owning module, by the schema file that declares it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(schemaDir + file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(/g))
      owners.set(match[1]!, file.replace(/\.ts$/, ''));
  }
  return owners;
}

/** Module → "table (owner)" of every foreign table its source files import from db/schema. */
function readsInCode(): Map<string, string[]> {
  const owners = tableOwners();
  const reads = new Map<string, string[]>();
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const found = new Set<string>();
    for (const file of readdirSync(modulesDir + module.name, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || /\.test(-support)?\.ts$/.test(file)) continue;
      const text = readFileSync(`${modulesDir}${module.name}/${file}`, 'utf8');
      for (const imported of text.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(?:\.\.\/)+db\/schema[^']*'/g,
      ))
        for (const part of imported[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          const owner = owners.get(name);
          if (owner && owner !== module.name) found.add(`${name} (${owner})`);
        }
    }
    if (found.size > 0) reads.set(module.name, [...found].sort());
  }
  return reads;
}

/** The same, as the guide lists it. */
function readsInGuide(): Map<string, string[]> {
  const text = readFileSync(guide, 'utf8');
  const section = /<!-- foreign-reads:start -->([\s\S]*?)<!-- foreign-reads:end -->/.exec(text)?.[1] ?? '';
  const reads = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const row = /^- `([^`]+)`:(.*)$/.exec(line);
    if (!row) continue;
    const module = row[1]!;
    const tables = [...row[2]!.matchAll(/`(\w+)`\s*\(([\w-]+)\)/g)].map((m) => `${m[1]} (${m[2]})`);
    reads.set(module, tables.sort());
  }
  return reads;
}

describe('foreign table reads', () => {
  it('docs/adding-a-module.md lists exactly the tables of other modules each module reads', () => {
    const sorted = (reads: Map<string, string[]>) => Object.fromEntries([...reads].sort());
    expect(sorted(readsInGuide())).toEqual(sorted(readsInCode()));
  });
});
