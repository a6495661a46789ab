/**
 * Every product's policy wording is data in its folder (product.json `wording`, wording/<lang>.html) and the
 * gateway serves it as the product's agreement: a product owner changes the text by editing a file, and a
 * product that declares a wording without its files does not start.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../../../src/server/create-gateway.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { startClientSession } from '../support/client-session.js';

const manifest = JSON.parse(readFileSync('schemas/products/manifest.json', 'utf8')) as { products: string[] };
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A private copy of ./schemas to edit. */
function schemasCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mo-schemas-wording-'));
  cpSync('schemas', dir, { recursive: true });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('policy wording as product data', () => {
  it('gives every product of the manifest its wording in tw, cn and en, from its folder', () => {
    const { registry, wordings } = loadProductCatalog('schemas');
    for (const code of manifest.products) {
      expect(registry.get(code)?.definition.wording, `${code}: product.json wording`).toBeDefined();
      const texts = wordings.get(code);
      for (const lang of ['tw', 'cn', 'en'] as const) {
        expect(texts?.[lang], `${code} ${lang}`).toBe(readFileSync(`schemas/products/${code}/wording/${lang}.html`, 'utf8').trim());
      }
    }
  });

  it('serves an edited wording as the product agreement, with the title and version of product.json', async () => {
    const schemasDir = schemasCopy();
    const folder = join(schemasDir, 'products', 'EGI');
    writeFileSync(join(folder, 'wording', 'en.html'), '<h3>Hospital cash</h3><p>Paid from the second day in hospital.</p>\n');
    const productFile = join(folder, 'product.json');
    const product = JSON.parse(readFileSync(productFile, 'utf8')) as { wording: { version: string } };
    product.wording.version = '4.1';
    writeFileSync(productFile, JSON.stringify(product));
    const session = await startClientSession({ schemasDir });
    cleanup.push(() => session.stop());
    session.setLang('en');

    const names = await session.client.call('plat.getAgreementNames', { category: 'product', productCode: 'EGI' });
    expect(names && names.items).toEqual([expect.objectContaining({ agreementId: 'CLAUSE_EGI', productCode: 'EGI', version: '4.1', title: 'Accident Insurance Policy Clauses' })]);
    const wording = await session.client.call('plat.getAgreement', {}, { params: { id: 'CLAUSE_EGI' } });
    expect(wording && wording.content).toBe('<h3>Hospital cash</h3><p>Paid from the second day in hospital.</p>');
    const all = await session.client.call('plat.getAgreementNames', { category: 'product' });
    expect(all && all.items.map((item) => item.productCode).sort()).toEqual([...manifest.products].sort());
  });

  it('refuses to start when a declared wording lacks a language, naming the file', async () => {
    const schemasDir = schemasCopy();
    unlinkSync(join(schemasDir, 'products', 'FIR', 'wording', 'cn.html'));
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-wording-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await expect(createGateway({ dataDir, mode: 'sandbox', schemasDir, logger: false }))
      .rejects.toThrow(/products\/FIR\/product\.json line \d+: declares a policy wording, but \S*products\/FIR\/wording\/cn\.html is missing/);
  });
});
