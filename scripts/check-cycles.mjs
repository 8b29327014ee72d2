// Fails when runtime imports between our own modules form a cycle (type-only imports do not count).
import fs from 'node:fs';
import path from 'node:path';

const roots = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const graph = new Map();
for (const file of roots.flatMap(files)) {
  const source = fs.readFileSync(file, 'utf8');
  const targets = [...source.matchAll(importPattern)].map((m) => resolve(file, m[1])).filter(Boolean);
  graph.set(file, targets);
}

const state = new Map();
const cycles = [];
function visit(file, trail) {
  state.set(file, 'open');
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);

if (cycles.length) {
  for (const cycle of cycles)
    console.error(`import cycle: ${cycle.map((f) => path.relative('.', f)).join(' -> ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${graph.size} modules`);
