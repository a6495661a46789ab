import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft, Quotation } from '../../../src/contract/index.js';
import { createGateway } from '../../../src/server/create-gateway.js';
import { registerApiRoutes } from '../../../src/server/routes/api-routes.js';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';
import { tpsForm, TPS_STEPS } from './tps-form.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A private copy of ./schemas to edit. */
function schemasCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mo-schemas-'));
  cpSync('schemas', dir, { recursive: true });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function quoteWeekInMacao(tg: TestGateway): Promise<Quotation | null> {
  const token = await signIn(tg, '853', '66040404');
  const params = { product: 'TPS' };
  const draft = (await tg.call<Draft>('order.create', {}, { params, token })).envelope.data as Draft;
  const form = tpsForm(draft.formData);
  for (const step of TPS_STEPS) await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params, token });
  return (await tg.call<Quotation>('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.data;
}

describe('prices come from rates.json', () => {
  it('a changed price in a copy of the rates changes the quote, with no code change', async () => {
    const schemasDir = schemasCopy();
    const ratesFile = join(schemasDir, 'products', 'TPS', 'rates.json');
    const rates = JSON.parse(readFileSync(ratesFile, 'utf8')) as { bands: number[]; table: Record<string, Record<string, number[]>> };
    const band = rates.bands.findIndex((limit) => 7 <= limit);
    const row = rates.table.INDIVIDUAL_BASIC?.['02'] as number[];
    const original = row[band] as number;
    row[band] = 123.45;
    writeFileSync(ratesFile, JSON.stringify(rates));

    const standard = await startTestGateway();
    cleanup.push(() => standard.stop());
    const edited = await startTestGateway({ schemasDir });
    cleanup.push(() => edited.stop());

    expect((await quoteWeekInMacao(standard))?.premium).toBe(original * 2);
    expect((await quoteWeekInMacao(edited))?.premium).toBe(246.9);
  });
});

describe('product data checks at start', () => {
  it('refuses to start with broken product data, listing the problems', async () => {
    const schemasDir = schemasCopy();
    const productFile = join(schemasDir, 'products', 'TPS', 'product.json');
    const product = JSON.parse(readFileSync(productFile, 'utf8')) as { steps: { fields: string[] }[] };
    product.steps[0]?.fields.push('noSuchField');
    writeFileSync(productFile, JSON.stringify(product));
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-broken-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await expect(createGateway({ dataDir, mode: 'sandbox', schemasDir, logger: false })).rejects.toThrow(/noSuchField/);
  });

  it('refuses a manifest naming a product without a folder', async () => {
    const schemasDir = schemasCopy();
    writeFileSync(join(schemasDir, 'products', 'manifest.json'), JSON.stringify({ products: ['TPS', 'ZZZ'] }));
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-broken-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await expect(createGateway({ dataDir, mode: 'sandbox', schemasDir, logger: false })).rejects.toThrow(/products\/ZZZ\/product\.json line 1: the file is missing/);
  });
});

describe('routes come from the contract table', () => {
  it('refuses to start when a contract row has no handler', () => {
    const app = Fastify();
    cleanup.push(() => app.close());
    expect(() => registerApiRoutes(app, {
      handlers: { 'plat.i18n': async () => '' },
      verify: async () => () => ({ committed: Promise.resolve(), newIn: () => undefined }),
      checkPayload: () => undefined,
      sessions: { requireUser: async () => { throw new Error('unused'); }, optionalUser: async () => null, start: async () => '', end: async () => undefined, endAll: async () => 0 },
      replayable: { run: (_call, apply) => apply() },
    })).toThrow(/no handler for plat\.funcSwitch/);
  });

  it('keeps its data folder between starts: same signing key, same database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-restart-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await createGateway({ dataDir, mode: 'sandbox', logger: false });
    const key = first.publicKeySpki;
    await first.close();
    const second = await createGateway({ dataDir, mode: 'sandbox', logger: false });
    cleanup.push(() => second.close());
    expect(second.publicKeySpki).toBe(key);
  });
});
