/**
 * (Starts the CLI through tsx: seconds.) The per-product replay existed only as a vitest
 * filter nobody named. `npm run replay -- <CODE>` runs it for one product of the manifest and refuses any
 * other code, listing the products on sale, without starting a run. (The replay itself is the conformance
 * suite's own test, tests/api/conformance/*-replay.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const replay = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...args], { encoding: 'utf8' });

describe('npm run replay', () => {
  it('refuses a code that is not on sale, naming the products that are', () => {
    const refused = replay('GLF');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^unknown product GLF; known products: TPS, THM, .*, MTA\nusage: replay <CODE> \[--browser\]\n$/);
    expect(refused.stdout).toBe('');
  }, 30_000);

  it('wants exactly one product code', () => {
    expect(replay().status).toBe(2);
    expect(replay('TPS', 'MTV').stderr).toBe('usage: replay <CODE> [--browser]\n');
  }, 30_000);
});
