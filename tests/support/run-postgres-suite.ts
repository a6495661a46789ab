/**
 * Part of `npm test`: reruns the whole api suite with every test gateway on its own PostgreSQL schema,
 * when TEST_DATABASE_URL names a PostgreSQL (.ci/run starts one with tests/support/test-postgres.sh). Without
 * one it says loudly that the PostgreSQL run is skipped and why, and succeeds: SQLite stays the default.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log([
    '',
    'PostgreSQL storage suite: SKIPPED — TEST_DATABASE_URL is not set.',
    '  To run it: export TEST_DATABASE_URL=$(bash tests/support/test-postgres.sh) && npm run test:postgres',
    '',
  ].join('\n'));
  process.exit(0);
}

console.log(`\nPostgreSQL storage suite: the api tests again, on ${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}\n`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_TEST_STORAGE: 'postgres' },
});
process.exit(run.status ?? 1);
