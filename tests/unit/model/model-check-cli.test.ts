/**
 * `npm run model-check` as a tester runs it: a child process, its exit code and what it prints.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
const broken = 'tests/unit/model/fixtures/broken-purchase.machine.ts';
const manifest = JSON.parse(readFileSync(join(repo, 'schemas/products/manifest.json'), 'utf8')) as { products: string[] };

function modelCheck(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, ['src/tools/model-check.ts', ...args], { cwd: repo, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const diagramsDir = mkdtempSync(join(tmpdir(), 'model-check-'));
afterAll(() => rmSync(diagramsDir, { recursive: true, force: true }));

interface JsonProperty { id: string; status: string; counterexample?: { input: unknown; steps: { event: { type: string }; state: string; status: string }[] } }
interface JsonResult { machine: string; product: string | null; variant: boolean; states: { reached: number; total: number }; snapshots: number; transitions: number; paths: number; ms: number; ok: boolean; properties: JsonProperty[] }

describe('model-check command', () => {
  it('exits 1 on a broken machine file and prints the shortest counterexample once, with every product it fails for', async () => {
    const { code, stdout } = await modelCheck('--machine', 'purchase,broken-purchase', broken);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^machine\s+product\s+states\s+snapshots\s+transitions\s+paths\s+time\s+properties$/m);
    expect(stdout).toMatch(/^purchase\s+TPS\s+\d+\/\d+\s+\d+\s+\d+\s+\d+\s+\d+ ms\s+✓ no-error {2}✓ reachable-all/m);
    expect(stdout).toMatch(/^broken-purchase\s+TPS\s+.*✗ pay-after-quote-and-premium/m);
    expect(stdout).toMatch(/^broken-purchase\s+MTA\s+.*✗ pay-after-quote-and-premium/m);

    // The planted bug breaks every product with a release check: one block names them all.
    const headers = stdout.split('\n').filter((line) => line.endsWith(': pay-after-quote-and-premium violated'));
    expect(headers).toEqual([expect.stringMatching(/^✗ broken-purchase x TPS, THM, .*, MTA: pay-after-quote-and-premium violated$/)]);
    expect(headers[0]).not.toMatch(/BARE|ONESTEP|MTS\b/);
    const listed = /x (.*): pay-after-quote-and-premium violated$/.exec(headers[0]!)?.[1]?.split(', ') ?? [];
    const report = stdout.slice(stdout.indexOf(headers[0]!));
    expect(report).toContain(`the same for ${listed.length} products; shown for TPS, the shortest`);
    const counterexample = report.slice(0, report.indexOf('the last step is the one the property forbids'));
    const events = [...counterexample.matchAll(/^\s+\d+\. (\S+)/gm)].map((match) => match[1]);
    expect(events[0]).toBe('START');
    expect(events.at(-2)).toBe('xstate.done.actor.release');
    expect(events.at(-1)).toBe('PAY');
    expect(counterexample).toContain('xstate.done.actor.release {"released":true}\n          -> readyToPay');
    expect(counterexample).toMatch(/PAY \{"returnUrl":"\/pages\/order\/paid"\}\n\s+-> paying/);
    // pricing is still reached from the quote (a coupon prices the order again), so only the pay property fails.
    expect(stdout).not.toMatch(/broken-purchase x TPS, .*: reachable-all violated/);
    // Both purchase machines run once per product of the manifest and once per synthetic shape (BARE, ONESTEP).
    expect(stdout).toMatch(new RegExp(`properties proved over ${2 * (manifest.products.length + 2)} machine x product runs in \\d+ ms; \\d+ not proved`));
    expect(stdout).not.toMatch(/^(launch|session|renewal)\s/m);
  }, 180_000);

  it('prints JSON for tools with --json, and writes the diagrams with --mermaid-dir', async () => {
    const { code, stdout } = await modelCheck('--json', '--mermaid-dir', diagramsDir, broken);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { ok: boolean; ms: number; figures: Record<string, number>; results: JsonResult[] };
    expect(report.ok).toBe(false);
    expect(typeof report.ms).toBe('number');
    expect(Object.keys(report.figures).sort()).toEqual(['cpuMs', 'properties', 'runs', 'states', 'transitions', 'wallMs']);
    expect(report.figures.runs).toBe(report.results.length);
    expect(report.figures.properties).toBe(report.results.reduce((sum, result) => sum + result.properties.length, 0));
    expect(report.figures.cpuMs).toBeGreaterThan(0);
    for (const result of report.results) {
      expect(Object.keys(result).sort()).toEqual(['complete', 'exploredAs', 'machine', 'ms', 'ok', 'paths', 'product', 'properties', 'snapshots', 'states', 'transitions', 'variant']);
      expect(result.properties[0]?.id).toBe('no-error');
      for (const property of result.properties) expect(['proved', 'violated', 'inconclusive']).toContain(property.status);
    }
    expect(report.results.filter((result) => result.machine !== 'broken-purchase').every((result) => result.ok)).toBe(true);
    const brokenTps = report.results.find((result) => result.machine === 'broken-purchase' && result.product === 'TPS')!;
    const violation = brokenTps.properties.find((property) => property.id === 'pay-after-quote-and-premium')!;
    expect(violation.status).toBe('violated');
    expect(violation.counterexample?.steps.at(-1)).toEqual({ event: { type: 'PAY', returnUrl: '/pages/order/paid' }, state: 'paying', status: 'active' });
    expect(violation.counterexample?.input).toMatchObject({ productCode: 'TPS' });

    const written = readdirSync(diagramsDir).sort();
    expect(written).toEqual(expect.arrayContaining(['README.md', 'launch.md', 'session.md', 'purchase.TPS.md', 'broken-purchase.TPS.md']));
    expect(readFileSync(join(diagramsDir, 'purchase.TPS.md'), 'utf8')).toContain('```mermaid\nstateDiagram-v2');
  }, 180_000);

  it('checks one machine alone with --machine, and only the products named with --product', async () => {
    const session = await modelCheck('--machine', 'session');
    expect(session.code).toBe(0);
    expect(session.stdout).toMatch(/^session\s+-\s+\d+\/\d+/m);
    expect(session.stdout).toMatch(/properties proved over 1 machine x product runs/);
    expect(session.stdout).toMatch(/^\{"figures":\{"cpuMs":\d+,"wallMs":\d+,"runs":1,"states":\d+,"transitions":\d+,"properties":9\}\}$/m);

    // TPS, a cover of one trip, is not renewed: it has no renewal run; TPT, the annual travel cover, has.
    const { code, stdout } = await modelCheck('--product', 'TPS,TPT,MTV', '--product', 'BARE', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { results: JsonResult[] };
    expect(report.results.map((result) => `${result.machine} ${result.product}`))
      .toEqual(['purchase TPS', 'purchase TPT', 'purchase MTV', 'purchase BARE', 'renewal TPT', 'renewal MTV']);
  }, 180_000);

  it('refuses an unknown machine or product with the list of known ones, checking nothing', async () => {
    const machine = await modelCheck('--machine', 'session,checkout');
    expect(machine.code).toBe(2);
    expect(machine.stdout).toBe('');
    expect(machine.stderr).toContain('unknown machine checkout; known machines: launch, session, bridge, login, purchase, renewal, endorsement, claim');
    const product = await modelCheck('--product', 'XYZ', '--machine', 'purchase');
    expect(product.code).toBe(2);
    expect(product.stderr).toMatch(/unknown product XYZ; known products: TPS, THM, .*, MTA, BARE, ONESTEP\n/);
  }, 60_000);

  it('checks a copied flows/ machine file, with the model of the machine it copies', async () => {
    // In a folder of its own inside flows/, so no other test lists it as a machine of flows/; its imports
    // of its siblings point one folder up, where they resolve as the tester's copy beside the original does.
    const folder = mkdtempSync(join(repo, 'flows', '.copy-'));
    try {
      const copy = join(folder, 'my-purchase.machine.ts');
      writeFileSync(copy, readFileSync(join(repo, 'flows', 'purchase.machine.ts'), 'utf8').replaceAll("from './", "from '../"));
      const { code, stdout, stderr } = await modelCheck('--machine', 'my-purchase', '--product', 'TPS', copy);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^my-purchase\s+TPS\s+\d+\/\d+.*✓ pay-after-quote-and-premium/m);
      expect(stdout).toMatch(/properties proved over 1 machine x product runs/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('exits 2 on a file that holds no machine', async () => {
    const { code, stderr } = await modelCheck('tests/unit/model/support/run-machine.ts');
    expect(code).toBe(2);
    expect(stderr).toContain('exports no flow model (defineFlowModel) and no state machine');
  }, 60_000);
});
