/**
 * (Starts the CLI through tsx: seconds, hence the longer timeout.)
 * `npm start` on broken product data printed the check's error twice, each with a
 * JavaScript stack trace. It now prints each error once, in the check's words, and builds nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'start-product-errors-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm start on broken product data', () => {
  it('prints each error once, without a stack trace, and builds nothing', () => {
    cpSync('schemas', join(root, 'schemas'), { recursive: true });
    const rates = join(root, 'schemas', 'products', 'TPS', 'rates.json');
    writeFileSync(rates, readFileSync(rates, 'utf8').replace('"FAMILY_SUPER": {', '"FAMILY_GOLD": {'));
    const started = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('src/cli/start.ts')], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(started.status).toBe(1);
    const output = `${started.stdout}${started.stderr}`;
    expect(output.match(/plan "FAMILY_GOLD" has a price but product\.json has no such plan/g)).toHaveLength(1);
    expect(output).toContain('schemas/products/TPS/rates.json line ');
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  }, 90_000);
});
