// What each chunk of the client holds: builds apps/web into a temporary folder with a plugin that
// records, per chunk, the modules it holds and their rendered size, then prints the chunks with their
// gzip size and their largest modules (grouped by package). Helps find what a page weight step pays for.
//   node bench/chunk-contents.mjs [--top 15] [--chunk NAME-PREFIX] [--json FILE]
// Sizes per module are estimates: each module minified and compressed alone, scaled to its chunk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const top = Number(arg('--top', '15'));
const only = arg('--chunk', '');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chunks-'));
const chunks = [];

/** node_modules/<pkg>/… → <pkg> (scoped names kept); own sources keep their path under apps/web/src. */
function owner(id) {
  const clean = id.replace(/\?.*$/, '');
  const m = clean.match(/node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+)[\\/](.*)$/);
  if (m) return { pkg: m[1], file: m[3] };
  return { pkg: '(own)', file: path.relative(root, clean) };
}

await build({
  root: path.join(root, 'apps/web'),
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'chunk-contents',
      generateBundle(_, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const modules = Object.entries(item.modules).map(([id, m]) => {
            // Each module minified and compressed alone: a rough share of the chunk's gzip size.
            let alone;
            try {
              const min = transformSync(m.code ?? '', { minify: true, loader: 'js' }).code;
              alone = zlib.gzipSync(min, { level: 9 }).length;
            } catch {
              alone = zlib.gzipSync(m.code ?? '').length;
            }
            const info = this.getModuleInfo(id);
            return {
              id,
              size: m.renderedLength,
              alone,
              importers: [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])],
            };
          });
          chunks.push({
            name: item.fileName,
            gzip: zlib.gzipSync(item.code, { level: 9 }).length,
            raw: item.code.length,
            modules,
            imports: item.imports,
            dynamicImports: item.dynamicImports,
          });
        }
      },
    },
  ],
});
fs.rmSync(outDir, { recursive: true, force: true });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** A module's estimated share of its chunk's gzip size (modules compress better together than alone). */
for (const c of chunks) {
  const sum = c.modules.reduce((a, m) => a + m.alone, 0) || 1;
  for (const m of c.modules) m.share = (m.alone * c.gzip) / sum;
}
const json = arg('--json', '');
if (json) fs.writeFileSync(json, JSON.stringify(chunks, null, 1));
chunks.sort((a, b) => b.gzip - a.gzip);
for (const c of chunks) {
  if (only && !path.basename(c.name).startsWith(only)) continue;
  const imports = c.imports.map((i) => path.basename(i)).join(' ');
  console.log(`\n${c.name}  gzip ${kb(c.gzip)}  (raw ${kb(c.raw)})  imports: ${imports || 'none'}`);
  const byPkg = new Map();
  for (const m of c.modules) {
    const { pkg } = owner(m.id);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + m.share);
  }
  const pkgs = [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log('  by package (gzip share): ' + pkgs.map(([p, s]) => `${p} ${kb(s)}`).join(', '));
  for (const m of c.modules.sort((a, b) => b.share - a.share).slice(0, top)) {
    const { pkg, file } = owner(m.id);
    const from = m.importers.map((i) => owner(i)).map((o) => (o.pkg === '(own)' ? o.file : o.pkg));
    console.log(
      `    ${kb(m.share).padStart(9)}  ${pkg === '(own)' ? file : `${pkg}/${file}`}  ← ${[...new Set(from)].slice(0, 3).join(', ')}`,
    );
  }
}
