// The configurator's check of one choice on a large model, beside its floor:
//   a model of 30 option groups × 10 options and 200 rules (generatedModel of the contract's test models),
//   its options on demo materials, created, saved and published through the API as `planner`; then
//   POST /api/integrated-material/check { modelVersionId, selection } (what the web Configurator asks on every
//   change of selection) from one client, sequentially, after a warm-up, over a walk of selections a user
//   would make: one option picked or dropped at a time, a disabled one taken with the drops the configurator
//   offers (resolveConflicts). Prints p50/p95/p99 (target p99 ≤ 20 ms), the CPU each check costs the server
//   and PostgreSQL, and the same rule evaluation (`evaluate` of the contract) in this process on the same
//   model and selections, as many times: the floor.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build && node bench/configurator-bench.mjs [--data-dir DIR] [--requests 500] [--warmup 100]
//     [--groups 30] [--options 10] [--rules 200] [--cpu-prof DIR]
// Any data directory with the demo data works (DATA_DIR=DIR npm run seed:volume -- --reports 1000).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  cpuOf,
  dataOf,
  postgresPids,
  ms,
  post,
  request,
  say,
  signIn,
  startServer,
  summary,
  serverBenchOptions,
} from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    requests: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '100' },
    groups: { type: 'string', default: '30' },
    options: { type: 'string', default: '10' },
    rules: { type: 'string', default: '200' },
    /** The seed of the model's rules and of the walk of selections. */
    seed: { type: 'string', default: '1' },
    username: { type: 'string', default: 'planner' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const seed = Number(opt.seed);

const {
  evaluate,
  defaultSelection,
  resolveConflicts,
  configurationsEndpoints: ep,
} = await tsImport('../packages/contract/src/index.ts', import.meta.url);
const { generatedModel } = await tsImport(
  '../packages/contract/src/configurations/test-models.ts',
  import.meta.url,
);

/** The generated model with its items on existing materials of one currency (the price needs one). */
async function benchModel(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `SELECT id FROM materials WHERE active AND currency = 'CNY' ORDER BY id LIMIT 41`,
  );
  await db.end();
  if (rows.length < 2) throw new Error('no demo materials: seed the demo data first');
  const ids = rows.map((row) => row.id);
  const onMaterial = (item) => ({ ...item, id: ids[1 + ((item.id - 1) % (ids.length - 1))] });
  const generated = generatedModel(Number(opt.groups), Number(opt.options), Number(opt.rules), seed);
  return {
    ...generated,
    baseMaterialId: ids[0],
    groups: generated.groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({ ...option, item: onMaterial(option.item) })),
    })),
    rules: generated.rules.map((rule) =>
      rule.kind === 'quantity' ? { ...rule, item: onMaterial(rule.item) } : rule,
    ),
  };
}

/**
 * `count` selections a user would go through: from the defaults, each step picks an option of a random
 * group (a single-choice group's other option leaves), or drops a picked option of a multiple-choice group;
 * a disabled option comes with the drops and additions the configurator offers for it.
 */
function walk(definition, count) {
  let state = seed * 7919;
  const random = (below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  let selection = defaultSelection(definition);
  const steps = [];
  while (steps.length < count) {
    const group = definition.groups[random(definition.groups.length)];
    const code = group.options[random(group.options.length)].code;
    if (selection.includes(code)) {
      if (group.mode === 'multiple') selection = selection.filter((c) => c !== code);
      else continue;
    } else if (evaluate(definition, selection).options[code]?.state === 'disabled') {
      selection = resolveConflicts(definition, selection, code).selection;
    } else if (group.mode === 'single') {
      const others = new Set(group.options.map((o) => o.code));
      selection = [...selection.filter((c) => !others.has(c)), code];
    } else selection = [...selection, code];
    steps.push(selection);
  }
  return steps;
}

const serverTimes = { recording: false, check: [], baseline: [] };

async function main() {
  say(
    `Starting the built server on ${opt['data-dir']} (NODE_ENV=production, LOG_LEVEL=${opt['log-level']}) …`,
  );
  const server = await startServer({
    dataDir: opt['data-dir'],
    serverRoot: opt.root,
    logLevel: opt['log-level'],
    cpuProf: opt['cpu-prof'],
    // The server's own time of each request, from its request log (`ms`: from its arrival to the answer sent).
    onLogLine: (line) => {
      if (!serverTimes.recording || !line.includes('"request completed"')) return;
      const entry = JSON.parse(line);
      if (entry.url === `/api${ep.check.path}`) serverTimes.check.push(entry.ms);
      else if (entry.url === '/api/login/get-login-user') serverTimes.baseline.push(entry.ms);
    },
  });
  const { baseUrl } = server;
  try {
    const token = await signIn(baseUrl, opt.username, opt.password);
    const definition = await benchModel(server.databaseUrl);
    const names = { cn: `基准配置 ${opt.groups}×${opt.options}, ${opt.rules} 条规则` };
    const code = `BENCH-${Date.now().toString(36).toUpperCase()}`;
    const { id } = dataOf(
      await post(
        baseUrl,
        ep.createModel.path,
        { code, names, baseMaterialId: definition.baseMaterialId },
        token,
      ),
    );
    dataOf(await post(baseUrl, ep.saveDraft.path, { id, names, definition }, token));
    const published = dataOf(await post(baseUrl, ep.publish.path, { id }, token));
    const modelVersionId = published.latestVersionId;
    // The configurator loads the published version once; the checks then evaluate that definition.
    const version = dataOf(
      await request(baseUrl, 'GET', ep.getModelVersion.path, { query: { id: modelVersionId }, token }),
    );
    const model = version.definition;
    say(
      `model ${code} version ${published.latestVersion} (id ${modelVersionId}): ${model.groups.length} groups, ` +
        `${model.groups.reduce((n, g) => n + g.options.length, 0)} options, ${model.rules.length} rules`,
    );

    const selections = walk(model, warmup + requests);
    const measured = selections.slice(warmup);
    const valid = measured.filter((s) => evaluate(model, s).valid).length;
    say(
      `${measured.length} checks after ${warmup}; ${valid} of the selections are valid (priced with a BOM)`,
    );

    // The API, one client.
    const check = (selection) => post(baseUrl, ep.check.path, { modelVersionId, selection }, token);
    for (const selection of selections.slice(0, warmup)) dataOf(await check(selection));
    // Beside each check, the smallest signed-in request (who am I): what any request costs on this server
    // and machine (HTTP, sign-in check, envelope, request log), measured under the same load.
    const whoAmI = () => post(baseUrl, '/login/get-login-user', {}, token);
    dataOf(await whoAmI());
    const samples = [];
    const baselineSamples = [];
    let bytes = 0;
    // CPU read around each request and added up by kind: /proc counts in 10 ms ticks, so one request's
    // figure is coarse, but the sums over hundreds are fair.
    const pgPids = postgresPids(opt['data-dir']);
    const cpuNow = () => ({
      server: cpuOf(server.process.pid),
      postgres: pgPids.reduce((total, pid) => total + cpuOf(pid), 0),
    });
    const cpu = { server: 0, postgres: 0 };
    const baselineCpu = { server: 0, postgres: 0 };
    const addCpu = (into, before) => {
      const after = cpuNow();
      into.server += after.server - before.server;
      into.postgres += after.postgres - before.postgres;
    };
    serverTimes.recording = true;
    for (const [i, selection] of measured.entries()) {
      const cpuBefore = cpuNow();
      const t = process.hrtime.bigint();
      const res = await check(selection);
      samples.push(Number(process.hrtime.bigint() - t) / 1e6);
      addCpu(cpu, cpuBefore);
      bytes += res.text.length;
      const baselineBefore = cpuNow();
      const b = process.hrtime.bigint();
      await whoAmI();
      baselineSamples.push(Number(process.hrtime.bigint() - b) / 1e6);
      addCpu(baselineCpu, baselineBefore);
      if (i % 50 === 0) {
        const answer = dataOf(res);
        if (answer.valid !== evaluate(model, selection).valid)
          throw new Error(`the server judges ${selection} otherwise`);
      }
    }
    // The last log lines arrive a moment after the last answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    serverTimes.recording = false;
    const api = summary(samples);
    const inServer = summary(serverTimes.check);
    const baselineInServer = summary(serverTimes.baseline);
    const baseline = summary(baselineSamples);

    // The floor: the same evaluation in this process, same model object, same selections, as many runs.
    for (const selection of selections.slice(0, warmup)) evaluate(model, selection);
    const floorSamples = measured.map((selection) => {
      const t = process.hrtime.bigint();
      evaluate(model, selection);
      return Number(process.hrtime.bigint() - t) / 1e6;
    });
    const floor = summary(floorSamples);

    const per = (seconds) => (seconds * 1000) / measured.length;
    say();
    say(`| figure (${measured.length} checks, one client) | p50 | p95 | p99 | mean |`);
    say('| --- | --- | --- | --- | --- |');
    say(
      `| API POST ${ep.check.path}, ms | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.p99)} | ${ms(api.mean)} |`,
    );
    say(
      `| beside it: POST /login/get-login-user, ms | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.p99)} | ${ms(baseline.mean)} |`,
    );
    say(
      `| check, inside the server (its request log), ms | ${ms(inServer.p50)} | ${ms(inServer.p95)} | ${ms(inServer.p99)} | ${ms(inServer.mean)} |`,
    );
    say(
      `| who-am-I, inside the server (its request log), ms | ${ms(baselineInServer.p50)} | ${ms(baselineInServer.p95)} | ${ms(baselineInServer.p99)} | ${ms(baselineInServer.mean)} |`,
    );
    say(
      `| floor: evaluate() in-process, ms | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.p99)} | ${ms(floor.mean)} |`,
    );
    say(
      `| ratio API / floor | ${(api.p50 / floor.p50).toFixed(1)} | ${(api.p95 / floor.p95).toFixed(1)} | ${(api.p99 / floor.p99).toFixed(1)} | ${(api.mean / floor.mean).toFixed(1)} |`,
    );
    say();
    say(
      `CPU per request: check: server ${ms(per(cpu.server))} ms + PostgreSQL ${ms(per(cpu.postgres))} ms; who-am-I: server ${ms(per(baselineCpu.server))} ms + PostgreSQL ${ms(per(baselineCpu.postgres))} ms; check answer ${(bytes / measured.length / 1024).toFixed(1)} KB on average`,
    );
    say(`p99 ≤ 20 ms: ${api.p99 <= 20 ? 'yes' : '**no**'}`);
  } finally {
    await server.stopped();
    if (opt['cpu-prof']) say(`CPU profile written to ${opt['cpu-prof']}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
