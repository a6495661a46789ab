/**
 * `npm run replay -- <CODE> --browser` walks the purchase model's paths in Chromium through
 * the real pages against a fresh gateway (tests/e2e/purchase-model-walk.test.ts, which checks each path's end state
 * on the page and at the gateway). Run here for one product as a tester would run it, through the command itself:
 * the only run of the walk in the e2e suite.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The nested run builds nothing new but starts a gateway and a browser of its own. */
const RUN_MS = 300_000;

/** Without the reporter's colours, which break the words the test reads apart. */
const replay = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/replay.ts', ...args], { encoding: 'utf8', timeout: RUN_MS, env: { ...process.env, NO_COLOR: '1' } });

describe('npm run replay -- <CODE> --browser', () => {
  it('walks every path of TPS\'s purchase model in the browser, none left out, and exits 0', () => {
    const run = replay('TPS', '--browser');
    const output = `${run.stdout}${run.stderr}`;
    // The paid return, a failed payment retried, a refused release, a draft continued and one discarded, an ended session.
    for (const path of [
      'START > confirmPayment done (paid)',
      'START > confirmPayment done (failed) > RETRY_PAY > pay done',
      'NEXT > saveStep done > quote done > release done (refused)',
      'release done (released) > premium done',
      'CONTINUE > loadDraft done at plan > NEXT',
      'checkUnfinished done (a draft) > DISCARD',
      'START > checkUnfinished error',
    ]) expect(output).toContain(path);
    expect(output).not.toContain('not walkable in the browser');
    expect(output).toMatch(/Tests\s+.*\b1[0-9] passed/);
    expect(run.status).toBe(0);
  }, RUN_MS + 10_000);

  it('names the products on sale for a code that is not one', () => {
    const run = replay('NOPE', '--browser');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^unknown product NOPE; known products: TPS, /);
  });
});
