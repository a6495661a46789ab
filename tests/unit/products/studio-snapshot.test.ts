/**
 * Through what the studio's API answers (src/tools/studio/server/product-snapshot.ts):
 * a rate changed without raising the version read "No problems found." although the check and the gateway
 * refuse it, and while one product's file was broken the picker named the other products by their codes only
 * ("THM · THM · THM"); and the form vanished while any file had an error, under a banner that named no file.
 * A reload of one product read and checked the whole catalogue, so another product's broken file hid it too.
 * Its changes since the last commit left out benefits.json, which is part of a product version.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSnapshot, studioProducts } from '../../../src/tools/studio/server/product-snapshot.js';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../../src/server/storage/open-database.js';
import { precompiledValidators } from '../../../src/build/vite-plugins/precompiled-validators.js';

const root = mkdtempSync(join(tmpdir(), 'studio-snapshot-'));
const schemasDir = join(root, 'schemas');
const git = (...args: string[]): string => execFileSync('git', ['-C', root, '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { encoding: 'utf8' });
const replaceIn = (file: string, from: string, to: string): void => {
  const path = join(schemasDir, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
};

beforeAll(() => {
  cpSync('schemas', schemasDir, { recursive: true });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the products as released');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the studio tells the whole truth', () => {
  it('shows the version, and a rate changed under the committed version as the check\'s error', () => {
    replaceIn('products/TPS/rates.json', '"07": [50, 75, 100, 125, 175, 310, 490]', '"07": [50, 75, 100, 125, 175, 310, 495]');
    const snapshot = productSnapshot(schemasDir, 'TPS');
    expect(snapshot.bundle?.definition.version).toBe('1.0.4');
    expect(snapshot.stale).toBe(false);
    expect(snapshot.findings).toEqual([expect.objectContaining({
      severity: 'error', message: expect.stringContaining('rates.json changed since the last commit but version is still 1.0.4: raise the version'),
    })]);
  });

  it('shows what changed since the last commit and how a gateway\'s recorded quotes and policies would re-price', async () => {
    const dataFile = join(root, 'gateway.sqlite');
    await (await openDatabase({ dialect: 'sqlite', file: dataFile })).destroy();
    const sqlite = new SQLite(dataFile);
    sqlite.pragma('foreign_keys = OFF');
    const insert = sqlite.prepare(`insert into orders (b2c_order_id, user_id, product_code, kind, channel, status, form_data, premium, currency, policy_no, created_at, updated_at)
      values (?, 'u1', 'TPS', 'purchase', 'web', 'quoted', ?, ?, 'MOP', ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`);
    const trip = (expiryDate: string) => JSON.stringify({ planCode: 'INDIVIDUAL_BASIC', areaCode: '07', commDate: '2030-01-01', expiryDate, insurantInfo: [{}] });
    insert.run('week', trip('2030-01-07'), 100, null);
    insert.run('season', trip('2030-04-30'), 490, null);
    insert.run('policy', trip('2030-05-20'), 490, 'P1');
    sqlite.close();

    const snapshot = productSnapshot(schemasDir, 'TPS', { dataFile });
    expect(snapshot.committed).toEqual([{ file: 'products/TPS/rates.json', kind: 'rates', path: 'table.INDIVIDUAL_BASIC.07.6', before: 490, after: 495 }]);
    expect(snapshot.repricing).toEqual({
      quotes: { recorded: 2, unpriced: 0, repriced: 1, change: { min: 5, median: 5, max: 5 } },
      policies: { recorded: 1, unpriced: 0, repriced: 1, change: { min: 5, median: 5, max: 5 } },
    });
  });

  it('shows a change to the covers (benefits.json, part of a version) beside the other files\' changes', () => {
    replaceIn('products/TPS/benefits.json', '"medical": {"limit": 200000, "excess": 200}', '"medical": {"limit": 100000, "excess": 200}');
    try {
      const { committed } = productSnapshot(schemasDir, 'TPS');
      expect(committed).toContainEqual({ file: 'products/TPS/benefits.json', kind: 'covers', path: 'plans.INDIVIDUAL_BASIC.medical.limit', before: 200000, after: 100000 });
      expect(committed).toContainEqual(expect.objectContaining({ file: 'products/TPS/rates.json' }));
    } finally {
      replaceIn('products/TPS/benefits.json', '"medical": {"limit": 100000, "excess": 200}', '"medical": {"limit": 200000, "excess": 200}');
    }
  });

  it('names every other product by its titles while one product\'s file is broken', () => {
    replaceIn('products/TPS/product.json', '"code": "TPS",', '"code": "TPS"');
    const entries = studioProducts(schemasDir, ['TPS', 'THM']);
    expect(entries.find((entry) => entry.code === 'THM')?.titles).not.toEqual({ tw: 'THM', cn: 'THM', en: 'THM' });
    expect(entries.find((entry) => entry.code === 'THM')?.titles.en).toMatch(/[a-z]/);
  });

  it('keeps the last readable form while its file is broken, names the broken file and line, and shows the other products as they are', () => {
    replaceIn('products/TPS/product.json', '"code": "TPS"\n', '"code": "TPS",\n');
    const plugin = precompiledValidators({ schemasDir, keepLastReadable: true });
    const load = (id: string): unknown => (plugin.load as (this: unknown, id: string) => unknown).call({ addWatchFile: () => undefined }, id);
    const stepModule = '\0virtual:order-form-validators/THM/0';
    const good = load(stepModule);
    expect(productSnapshot(schemasDir, 'TPS').stale).toBe(false);

    replaceIn('products/TPS/form.ui.json', '{', '{,');
    (plugin.watchChange as (this: unknown, file: string) => void).call({}, join(schemasDir, 'products/TPS/form.ui.json'));
    expect(load(stepModule)).toBe(good);
    const snapshot = productSnapshot(schemasDir, 'TPS');
    expect(snapshot.stale).toBe(true);
    expect(snapshot.bundle?.definition.code).toBe('TPS');
    expect(snapshot.blocking).toEqual([expect.objectContaining({ severity: 'error', file: expect.stringMatching(/schemas\/products\/TPS\/form\.ui\.json$/), line: 1 })]);
    // A reload reads and checks its own product: another product's broken file neither hides nor blocks it.
    const other = productSnapshot(schemasDir, 'THM');
    expect(other.stale).toBe(false);
    expect(other.bundle?.definition.code).toBe('THM');
    expect(other.blocking).toEqual([]);
    replaceIn('products/TPS/form.ui.json', '{,', '{');
  });

  it('reads one product without the others: a product whose folder is gone leaves another product\'s snapshot whole', () => {
    const moved = join(root, 'THM-elsewhere');
    renameSync(join(schemasDir, 'products/THM'), moved);
    try {
      const snapshot = productSnapshot(schemasDir, 'TPS');
      expect(snapshot.stale).toBe(false);
      expect(snapshot.blocking).toEqual([]);
      expect(snapshot.bundle?.definition.code).toBe('TPS');
      expect(snapshot.machines.length).toBeGreaterThan(0);
      expect(productSnapshot(schemasDir, 'THM').blocking).toEqual(expect.arrayContaining([expect.objectContaining({ severity: 'error', file: expect.stringMatching(/schemas\/products\/THM\/product\.json$/) })]));
    } finally {
      renameSync(moved, join(schemasDir, 'products/THM'));
    }
  });
});
