// Builds the server with the changes proposed in docs/performance.md patched in at build time, into
// .e2e-builds/<PROTO_OUT>, to measure them before they are made in their modules (never shipped):
//   PROTO_COUNTERS=1 (default): the list's total of a company/status filter from opportunity_report_counts
//                    (apply bench/variants/report-counts.sql to the benchmark database first);
//   PROTO_PREPARE=1: every parameterised query as a named prepared statement (name = hash of its text);
//   PROTO_NOCACHE=1: the principal cache off (principalCacheMs = 0), to measure what it saves.
// Usage: node bench/variants/build-variant.mjs, then npm run bench -- --root .e2e-builds/<PROTO_OUT>
//        --count-sql counters
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
const root = path.resolve(import.meta.dirname, '../..');
const prepareAll = process.env.PROTO_PREPARE === '1';
const counters = process.env.PROTO_COUNTERS !== '0';
const noCache = process.env.PROTO_NOCACHE === '1';
const outRoot = path.join(root, '.e2e-builds', process.env.PROTO_OUT ?? 'bench-variant');
const preparePatch = `
// Measured variant: every parameterised query becomes a named prepared statement (name = hash of its text).
import { createHash as __hash } from 'node:crypto';
const __query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config: any, values?: any, callback?: any) {
  if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name && config.values && config.values.length) {
    config = { ...config, name: 'p' + __hash('sha1').update(config.text).digest('hex').slice(0, 20) };
  }
  return (__query as any).call(this, config, values, callback);
} as any;
`;
const repoFile = path.join(
  root,
  'apps/server/src/modules/opportunity-reports/opportunity-reports.repository.ts',
);
const before = `    db
      .select({ n: sql<number>\`count(*)::int\` })
      .from(r)
      .where(where),
  ]);`;
const after = `    countOfFilter(db, filters, where),
  ]);`;
const helper = `
/** Proposed: exact totals of company/status filters from opportunity_report_counts. */
async function countOfFilter(db: DbOrTx, filters: ReportFilters, where: SQL | undefined) {
  if (!filters.keyword && !filters.productLineCode && !filters.createdFrom && !filters.createdTo) {
    const conds: SQL[] = [];
    if (filters.companyId !== undefined) conds.push(sql\`company_id = \${filters.companyId}\`);
    if (filters.status) conds.push(sql\`status = \${filters.status}\`);
    const res = await db.execute<{ n: number }>(
      sql\`SELECT coalesce(sum(n), 0)::int AS n FROM opportunity_report_counts \${conds.length ? sql\`WHERE \${sql.join(conds, sql\` AND \`)}\` : sql\`\`}\`,
    );
    return [{ n: Number(res.rows[0]?.n ?? 0) }];
  }
  return db.select({ n: sql<number>\`count(*)::int\` }).from(r).where(where);
}
`;
await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile: path.join(outRoot, 'apps/server/dist/server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'ext',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) =>
          a.path.startsWith('@portal/') ? undefined : { path: a.path, external: true },
        );
      },
    },
    {
      name: 'patch',
      setup(b) {
        b.onLoad({ filter: /opportunity-reports\.repository\.ts$/ }, () => {
          const src = fs.readFileSync(repoFile, 'utf8');
          if (!src.includes(before)) throw new Error('the list count moved: update the prototype');
          return { contents: counters ? src.replace(before, after) + helper : src, loader: 'ts' };
        });
        b.onLoad({ filter: /principal-cache\.ts$/ }, (args) => {
          const src = fs.readFileSync(args.path, 'utf8');
          return {
            contents: noCache
              ? src.replace('export const principalCacheMs = 2000;', 'export const principalCacheMs = 0;')
              : src,
            loader: 'ts',
          };
        });
        b.onLoad({ filter: /db\/database\.ts$/ }, (args) => {
          const src = fs.readFileSync(args.path, 'utf8');
          return { contents: prepareAll ? src + preparePatch : src, loader: 'ts' };
        });
      },
    },
  ],
});
fs.cpSync(path.join(root, 'apps/server/drizzle'), path.join(outRoot, 'apps/server/drizzle'), {
  recursive: true,
});
console.log(`built ${outRoot}`);
