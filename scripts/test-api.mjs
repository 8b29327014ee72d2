// Runs the API suites on an embedded PostgreSQL, then again on the PostgreSQL server named by
// TEST_DATABASE_URL when it is set (CI sets it to Debian's PostgreSQL).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('the embedded PostgreSQL', withoutServer);
if (TEST_DATABASE_URL) run(`the PostgreSQL server (${new URL(TEST_DATABASE_URL).host})`, process.env);
