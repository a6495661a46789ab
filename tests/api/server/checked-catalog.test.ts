/**
 * The compiled gateway skips the product check on the files its build already checked
 * (src/build/gateway-bundle.ts records their digest): only exactly those bytes may skip it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProductCatalog, schemasDigest } from '../../../src/server/catalog/load-product-catalog.js';
import { ProductsCheckError } from '../../../src/engine/products/check/index.js';
import { createGateway } from '../../../src/server/create-gateway.js';

const cleanup: (() => void)[] = [];
afterEach(() => {
  while (cleanup.length > 0) cleanup.pop()?.();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function schemasCopy(): string {
  const dir = tempDir('mo-checked-schemas-');
  cpSync('schemas', dir, { recursive: true });
  return dir;
}

/** Adds a step field the form does not define: a problem only the per-product check finds. */
function breakTps(schemasDir: string): void {
  const file = join(schemasDir, 'products', 'TPS', 'product.json');
  const product = JSON.parse(readFileSync(file, 'utf8')) as { steps: { fields: string[] }[] };
  product.steps[0]?.fields.push('noSuchField');
  writeFileSync(file, JSON.stringify(product));
}

describe('the checked catalogue digest', () => {
  it('is the same for the same files and changes when a product file changes', () => {
    const schemasDir = schemasCopy();
    const digest = loadProductCatalog(schemasDir).checkedDigest;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(loadProductCatalog(schemasDir).checkedDigest).toBe(digest);
    const rates = join(schemasDir, 'products', 'TPS', 'rates.json');
    writeFileSync(rates, `${readFileSync(rates, 'utf8')}\n`);
    expect(loadProductCatalog(schemasDir).checkedDigest).not.toBe(digest);
  });

  it('does not let a product broken after the build start: its files no longer match the recorded digest', async () => {
    const schemasDir = schemasCopy();
    const checkedDigest = loadProductCatalog(schemasDir).checkedDigest;
    expect(checkedDigest).toMatch(/^[0-9a-f]{64}$/);
    breakTps(schemasDir);
    expect(() => loadProductCatalog(schemasDir, { checkedDigest })).toThrow(ProductsCheckError);
    await expect(createGateway({ dataDir: tempDir('mo-checked-data-'), mode: 'sandbox', schemasDir, logger: false, checkedCatalogDigest: checkedDigest }))
      .rejects.toThrow(/noSuchField/);
  });

  it('composes a product form schema on its first use only for files checked at build, at load otherwise', () => {
    const schemasDir = schemasCopy();
    const form = join(schemasDir, 'products', 'TPS', 'form.schema.json');
    writeFileSync(form, readFileSync(form, 'utf8').replace('"x-source": "plans"', '"x-source": "noSuchSource"'));
    // Files not checked before: the load composes every product, so this one stops it.
    expect(() => loadProductCatalog(schemasDir)).toThrow(/noSuchSource/);
    // Files recorded as checked by the build (which composed them all): the load does not compose them.
    const trusted = loadProductCatalog(schemasDir, { checkedDigest: schemasDigest(schemasDir) });
    expect(() => trusted.composedSchema('TPS')).toThrow(/noSuchSource/);
  });

  it('parses a product\'s form, ui schema, rates and benefits on their first read only for files checked at build', () => {
    const schemasDir = schemasCopy();
    const rates = join(schemasDir, 'products', 'TPS', 'rates.json');
    writeFileSync(rates, readFileSync(rates, 'utf8').slice(0, -10));
    // Files not checked before: the check refuses them before anything is parsed.
    expect(() => loadProductCatalog(schemasDir)).toThrow(ProductsCheckError);
    // Files recorded as checked by the build (which parsed them all): the load does not parse them.
    const trusted = loadProductCatalog(schemasDir, { checkedDigest: schemasDigest(schemasDir) });
    const tps = trusted.registry.get('TPS');
    expect(tps?.definition.code).toBe('TPS');
    expect(() => tps?.rates).toThrow(SyntaxError);
  });

  it('refuses a product whose form names a list the gateway does not answer, when the build loads it as at start', async () => {
    const schemasDir = schemasCopy();
    const ui = join(schemasDir, 'products', 'MTV', 'form.ui.json');
    expect(readFileSync(ui, 'utf8')).toContain('"source": "carBrand"');
    writeFileSync(ui, readFileSync(ui, 'utf8').replace('"source": "carBrand"', '"source": "noSuchList"'));
    // What the build runs (src/build/gateway-bundle.ts) before it records the files as checked.
    expect(() => loadProductCatalog(schemasDir)).toThrow(/MTV: form\.ui\.json names list source noSuchList, which the gateway does not answer/);
    await expect(createGateway({ dataDir: tempDir('mo-checked-data-'), mode: 'sandbox', schemasDir, logger: false }))
      .rejects.toThrow(/names list source noSuchList/);
  });

  it('loads the same catalogue with or without the check', () => {
    const checked = loadProductCatalog('schemas');
    const trusted = loadProductCatalog('schemas', { checkedDigest: checked.checkedDigest });
    expect(trusted.registry.list().map((bundle) => bundle.definition)).toEqual(checked.registry.list().map((bundle) => bundle.definition));
    // Every file of every product, read on its first use, is what the checked load parsed.
    expect(trusted.registry.list().map((bundle) => ({ ...bundle }))).toEqual(checked.registry.list().map((bundle) => ({ ...bundle })));
    for (const bundle of checked.registry.list()) {
      const code = bundle.definition.code;
      expect(trusted.composedSchema(code)).toEqual(checked.composedSchema(code));
      // Composed once: callers key their compiled validators by the schema object.
      expect(trusted.composedSchema(code)).toBe(trusted.composedSchema(code));
    }
  });
});
