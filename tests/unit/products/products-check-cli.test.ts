/**
 * (Each test starts the CLI through tsx: seconds, not milliseconds, hence the longer timeouts.)
 * `npm run products:check` as a product owner runs it: exit 1 with each error's file, line and words on
 * broken data; exit 0 on sound data, with the lifecycle diagrams regenerated beside the schemas folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'products-check-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(schemasDir: string, ...codes: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/products-check.ts', '--schemas', schemasDir, ...codes], { encoding: 'utf8' });
}

describe('npm run products:check', () => {
  it('exits 1 and prints each error with its file and line', () => {
    const schemasDir = join(root, 'broken', 'schemas');
    cpSync('schemas', schemasDir, { recursive: true });
    const rates = join(schemasDir, 'products/TPS/rates.json');
    writeFileSync(rates, readFileSync(rates, 'utf8').replace('"FAMILY_SUPER": {', '"FAMILY_GOLD": {'));
    const result = run(schemasDir, 'TPS');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${rates} line 32: plan "FAMILY_GOLD" has a price but product.json has no such plan`);
    expect(result.stdout).toMatch(/checked TPS in \d+\.\d\d s: 2 error\(s\), 0 warning\(s\)/);
    expect(existsSync(join(root, 'broken', 'docs', 'flows'))).toBe(false);
  }, 60_000);

  it('exits 0 on sound data and writes the diagrams of its products', () => {
    const schemasDir = join(root, 'sound', 'schemas');
    cpSync('schemas', schemasDir, { recursive: true });
    const result = run(schemasDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(join(root, 'sound', 'docs', 'flows', 'purchase.TPS.md'), 'utf8')).toBe(readFileSync('docs/flows/purchase.TPS.md', 'utf8'));
  }, 60_000);
});
