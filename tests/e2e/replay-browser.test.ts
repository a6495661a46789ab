/**
 * Issue 33, build item 6: `npm run replay -- <CODE> --browser` walks the product's purchase in Chromium through the
 * real pages against a fresh gateway (the model's paid path: every step with Next, the quote, the sandbox payment,
 * the policy). Run here for one product as a tester would run it, through the command itself.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The nested run builds nothing new but starts a gateway and a browser of its own. */
const RUN_MS = 300_000;

const replay = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...args], { encoding: 'utf8', timeout: RUN_MS });

describe('npm run replay -- <CODE> --browser', () => {
  it('walks TPS\'s purchase in the browser, that product alone, and exits 0', () => {
    const run = replay('TPS', '--browser');
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain('TPS: bought to a paid policy under my policies');
    expect(output).toMatch(/Tests\s+.*1 passed/);
    expect(run.status).toBe(0);
  }, RUN_MS + 10_000);

  it('names the products on sale for a code that is not one', () => {
    const run = replay('NOPE', '--browser');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^unknown product NOPE; known products: TPS, /);
  });
});
