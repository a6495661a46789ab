/**
 * (Each run starts the CLI through tsx: seconds, hence the longer timeouts.)
 * Rates come from spreadsheets. `npm run rates -- export|import <CODE> <file.csv>`
 * round-trips a rate table through CSV without changing rates.json, writes an edited one formatted, names a
 * cell that is not an amount by line and column without writing, and leaves the bump rule to refuse a
 * changed rate under the committed version.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'rates-csv-'));
const schemasDir = join(root, 'schemas');
const ratesFile = join(schemasDir, 'products/TPS/rates.json');
const csvFile = join(root, 'tps.csv');

const git = (...args: string[]): string => execFileSync('git', ['-C', root, '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { encoding: 'utf8' });
const rates = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/rates.ts', ...args, '--schemas', schemasDir], { encoding: 'utf8' });

beforeAll(() => {
  cpSync('schemas', schemasDir, { recursive: true });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the products as released');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run rates', () => {
  it('exports bands across and plan and area down, and a round trip changes nothing', () => {
    const before = readFileSync(ratesFile, 'utf8');
    expect(rates('export', 'TPS', csvFile).status).toBe(0);
    const lines = readFileSync(csvFile, 'utf8').split('\n');
    expect(lines[0]).toBe('planCode,areaCode,3,6,10,15,31,90,180');
    expect(lines[1]).toBe('INDIVIDUAL_BASIC,01,120,180,240,300,420,760,1180');
    const imported = rates('import', 'TPS', csvFile);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(readFileSync(ratesFile, 'utf8')).toBe(before);
  }, 30_000);

  it('names a cell that is not an amount by line and column, and writes nothing', () => {
    const before = readFileSync(ratesFile, 'utf8');
    writeFileSync(csvFile, readFileSync(csvFile, 'utf8').replace('INDIVIDUAL_BASIC,02,40,60,80,', 'INDIVIDUAL_BASIC,02,40,6O,80,'));
    const refused = rates('import', 'TPS', csvFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${csvFile} line 3, column 4: row INDIVIDUAL_BASIC / 02, band 6: "6O" is not an amount`);
    expect(readFileSync(ratesFile, 'utf8')).toBe(before);
  }, 30_000);

  it('writes an edited rate formatted, one row per line, and the bump rule asks for a new version', () => {
    expect(rates('export', 'TPS', csvFile).status).toBe(0);
    writeFileSync(csvFile, readFileSync(csvFile, 'utf8').replace('INDIVIDUAL_BASIC,07,50,75,100,125,175,310,490', 'INDIVIDUAL_BASIC,07,50,75,100,125,175,310,495'));
    const imported = rates('import', 'TPS', csvFile);
    expect(imported.status).toBe(1);
    const { version } = JSON.parse(readFileSync(ratesFile.replace('rates.json', 'product.json'), 'utf8')) as { version: string };
    expect(imported.stderr).toContain(`products/TPS/product.json line`);
    expect(imported.stderr).toContain(`: rates.json changed since the last commit but version is still ${version}: raise the version`);
    const written = readFileSync(ratesFile, 'utf8');
    expect(written).toContain('\n      "07": [50, 75, 100, 125, 175, 310, 495],\n');
    expect(JSON.parse(written)).toMatchObject({ kind: 'bandedTable', bandBy: { kind: 'daysBetween' }, perPerson: { field: 'insurantInfo' } });
  }, 30_000);
});
