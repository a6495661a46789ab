/**
 * (Each run starts the CLI through tsx: seconds, hence the longer timeouts.)
 * `npm run products:check` refuses a product whose files changed since the last commit while its
 * version stayed (benefits.json included), naming the changed file on product.json's `version`; a bumped version passes, and so
 * does a reformatted file (same content) or a folder outside git.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'products-check-bump-'));
const schemasDir = join(root, 'schemas');
const ratesFile = join(schemasDir, 'products/TPS/rates.json');
const productFile = join(schemasDir, 'products/TPS/product.json');

const git = (...args: string[]): string => execFileSync('git', ['-C', root, '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { encoding: 'utf8' });

beforeAll(() => {
  cpSync('schemas', schemasDir, { recursive: true });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the products as released');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function check(folder = schemasDir) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/products-check.ts', '--schemas', folder, 'TPS'], { encoding: 'utf8' });
}

function editJson(file: string, change: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

/** Every Individual Basic price of TPS one pataca higher. */
function raiseTpsRates(file = ratesFile): void {
  editJson(file, (rates) => {
    const basic = (rates.table as Record<string, Record<string, number[]>>).INDIVIDUAL_BASIC!;
    for (const area of Object.keys(basic)) basic[area] = basic[area]!.map((price) => price + 1);
  });
}

/** TPS's version as the test's schemas folder has it (the repository's, until a test raises it). */
const committedVersion = (): string => (JSON.parse(readFileSync(productFile, 'utf8')) as { version: string }).version;
const versionLine = (): number => readFileSync(productFile, 'utf8').split('\n').findIndex((line) => line.includes('"version"')) + 1;

describe('npm run products:check against the last commit', () => {
  it('passes a reformatted file, then refuses a changed rate under the committed version, then passes once the version is raised', () => {
    writeFileSync(ratesFile, JSON.stringify(JSON.parse(readFileSync(ratesFile, 'utf8'))));
    const reformatted = check();
    expect(reformatted.stderr).toBe('');
    expect(reformatted.status).toBe(0);

    raiseTpsRates();
    const refused = check();
    const [major, minor, patch] = committedVersion().split('.').map(Number);
    const next = `${major}.${minor}.${(patch ?? 0) + 1}`;
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${productFile} line ${versionLine()}: rates.json changed since the last commit but version is still ${committedVersion()}: raise the version (for example ${next})`);

    editJson(productFile, (product) => { product.version = next; });
    const bumped = check();
    expect(bumped.stderr).toBe('');
    expect(bumped.status).toBe(0);
  }, 90_000);

  it('refuses a benefits.json changed under the committed version: the covers are part of the version', () => {
    git('add', '.');
    git('commit', '--quiet', '--allow-empty', '-m', 'the products as released again');
    const committed = committedVersion();
    editJson(join(schemasDir, 'products/TPS/benefits.json'), (benefits) => {
      const basic = (benefits.plans as Record<string, Record<string, { limit: number }>>).INDIVIDUAL_BASIC!;
      basic.medical!.limit /= 2;
    });
    const refused = check();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${productFile} line ${versionLine()}: benefits.json changed since the last commit but version is still ${committed}: raise the version`);
  }, 60_000);

  it('compares nothing outside a git work tree', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'products-check-nogit-')), 'schemas');
    try {
      cpSync('schemas', copy, { recursive: true });
      raiseTpsRates(join(copy, 'products/TPS/rates.json'));
      const result = check(copy);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(join(copy, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});
