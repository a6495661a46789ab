/**
 * Product versions through the real client against gateways on a temporary copy of schemas/: the
 * files change between two gateways on the same data folder (a restart), and what a customer was
 * quoted, drafted or insured under keeps its version; a change or an expired quotation is told.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ratePremium, type RatesTable } from '../../../src/engine/index.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { savedTpsOrder, succeeded, TPS } from '../support/order-builder.js';
import { buyCatalogPolicy, payOrder } from '../policy-services/policy-flow.js';
import { TPS_STEPS } from '../server/tps-form.js';

const texts = JSON.parse(readFileSync('schemas/i18n/en.json', 'utf8')) as { gateway: { quoteExpired: string; policyServices: Record<string, string> } };

/** 10:00 in Macao on 10 March 2026. */
const START = Date.parse('2026-03-10T02:00:00Z');
const DAY = 86_400_000;
/** TPS's version in schemas/, the one its quotations and policies are made on. */
const TPS_VERSION = '1.0.4';

type Json = Record<string, unknown>;

/** One data folder and one copy of schemas/, restarted as often as a test changes the files. */
interface Shop {
  schemasDir: string;
  dataDir: string;
  session: ClientSession;
  phone: string;
}

let time = START;
const shops: Shop[] = [];

afterEach(async () => {
  for (const shop of shops.splice(0)) {
    await shop.session.stop();
    rmSync(shop.schemasDir, { recursive: true, force: true });
    rmSync(shop.dataDir, { recursive: true, force: true });
  }
  time = START;
});

async function startOn(schemasDir: string, dataDir: string): Promise<ClientSession> {
  // The SQLite file of the data folder, even where the api tests run on PostgreSQL: a restart must find the same data.
  return startClientSession({ schemasDir, dataDir, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) }, clock: () => time });
}

async function openShop(): Promise<Shop> {
  const schemasDir = mkdtempSync(join(tmpdir(), 'mo-versions-schemas-'));
  cpSync('schemas', schemasDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-versions-data-'));
  const shop = { schemasDir, dataDir, session: await startOn(schemasDir, dataDir), phone: freshPhone() };
  shops.push(shop);
  await shop.session.signIn(shop.phone);
  return shop;
}

/** A new gateway on the same data folder and the (changed) files; the customer signs in again. */
async function restart(shop: Shop, advance = 60_000): Promise<ClientSession> {
  await shop.session.stop();
  time += advance;
  shop.session = await startOn(shop.schemasDir, shop.dataDir);
  await shop.session.signIn(shop.phone);
  return shop.session;
}

function editJson(shop: Shop, file: string, change: (json: Json) => void): void {
  const path = join(shop.schemasDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** Version 1.1.0 of a travel product (TPS by default): every rate of its table ten times what it was. */
function raiseRates(shop: Shop, code = 'TPS'): void {
  editJson(shop, `products/${code}/rates.json`, (rates) => {
    const table = rates.table as Record<string, Record<string, number[]>>;
    for (const row of Object.values(table)) for (const [area, cells] of Object.entries(row)) row[area] = cells.map((cell) => cell * 10);
  });
  editJson(shop, `products/${code}/product.json`, (product) => { product.version = '1.1.0'; });
}

const ratesOf = (shop: Shop, code = 'TPS'): RatesTable => JSON.parse(readFileSync(join(shop.schemasDir, `products/${code}/rates.json`), 'utf8')) as RatesTable;
/** The version of a product in the repository's schemas/ (before a test changes its copy). */
const versionOf = (code: string): string => (JSON.parse(readFileSync(`schemas/products/${code}/product.json`, 'utf8')) as { version: string }).version;
/** Ten days before a policy's expiry, 10:00 in Macao: inside its renewal window. */
const renewalDue = (policy: { expiryDate: string | null }): number => Date.parse(`${policy.expiryDate ?? ''}T02:00:00Z`) - 10 * DAY;

// Each test starts two to four gateways on one data folder; the first start of a file also compiles the validators.
describe('product versions', { timeout: 120_000 }, () => {
  it('records each loaded version once and keeps the old one after the files change', async () => {
    const shop = await openShop();
    await restart(shop);
    raiseRates(shop);
    const session = await restart(shop);
    const tps = await session.tg.gateway.db.selectFrom('product_versions').select(['version', 'content_hash']).where('product_code', '=', 'TPS').execute();
    expect(tps.map((row) => row.version).sort()).toEqual([TPS_VERSION, '1.1.0']);
  });

  it('pays a quotation within its validity on the version and price quoted, after a rate change and a restart', async () => {
    const shop = await openShop();
    const { draft } = await savedTpsOrder(shop.session);
    const payload = { b2cOrderId: draft.b2cOrderId };
    const quoted = succeeded(await shop.session.client.call('order.getQuotation', payload, TPS), 'getQuotation');
    expect(quoted.productVersion).toMatchObject({ version: TPS_VERSION });
    expect(quoted.validUntil).toBe(new Date(time + 30 * DAY).toISOString());

    raiseRates(shop);
    const { client } = await restart(shop);
    const again = succeeded(await client.call('order.getQuotation', payload, TPS), 'getQuotation again');
    expect(again).toMatchObject({ quotationNo: quoted.quotationNo, premium: quoted.premium, productVersion: quoted.productVersion });
    succeeded(await client.call('order.release', payload, TPS), 'release');
    const paid = await payOrder(shop.session, draft.b2cOrderId, () => client.call('order.premiumCalc', payload, TPS));
    expect(paid).toMatchObject({ premium: quoted.premium, productVersion: quoted.productVersion });
  });

  it('keeps a valid quotation when the customer resumes it after a rate change and asks again with the same answers', async () => {
    const shop = await openShop();
    const { draft, form } = await savedTpsOrder(shop.session);
    const payload = { b2cOrderId: draft.b2cOrderId };
    const quoted = succeeded(await shop.session.client.call('order.getQuotation', payload, TPS), 'getQuotation');

    raiseRates(shop);
    const { client } = await restart(shop);
    const resumed = succeeded(await client.call('order.temporary', payload, TPS), 'temporary');
    expect(resumed?.productChange).toBeNull();
    // "Get quote" on the order page saves each step's answers again before asking.
    for (const step of TPS_STEPS) succeeded(await client.call('order.tempSave', { ...payload, step, formData: form }, TPS), `tempSave ${step}`);
    const again = succeeded(await client.call('order.getQuotation', payload, TPS), 'getQuotation again');
    expect(again).toMatchObject({ quotationNo: quoted.quotationNo, premium: quoted.premium, productVersion: { version: TPS_VERSION } });
    expect(again.productChange).toBeUndefined();
  });

  it('tells the customer resuming a draft that the price changed, with the price before and after, and re-quotes on the new version', async () => {
    const shop = await openShop();
    const { draft, form } = await savedTpsOrder(shop.session);
    const before = ratePremium(ratesOf(shop), form);
    raiseRates(shop);
    const after = ratePremium(ratesOf(shop), form);
    if (!before.ok || !after.ok) throw new Error('the test form must price');
    const { client } = await restart(shop);

    const resumed = succeeded(await client.call('order.temporary', { b2cOrderId: draft.b2cOrderId }, TPS), 'temporary');
    const change = {
      reason: 'productChanged', previousVersion: TPS_VERSION, version: '1.1.0', previousPremium: before.premium, premium: after.premium,
      currency: 'MOP', unacceptedFields: [],
    };
    expect(resumed?.productChange).toEqual(change);
    const quotation = succeeded(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'getQuotation');
    expect(quotation).toMatchObject({ premium: after.premium, productVersion: { version: '1.1.0' }, productChange: change });
    // Told once: the order now stands on the new version.
    const requoted = succeeded(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'getQuotation again');
    expect(requoted.productChange).toBeUndefined();
  });

  it('keeps and points out a draft answer the new form no longer accepts', async () => {
    const shop = await openShop();
    const { draft } = await savedTpsOrder(shop.session);
    editJson(shop, 'products/TPS/form.schema.json', (schema) => {
      const properties = schema.properties as Record<string, Json>;
      properties.areaCode = { ...properties.areaCode, pattern: '^(01|06)$' };
    });
    editJson(shop, 'products/TPS/product.json', (product) => { product.version = '1.1.0'; });
    const { client } = await restart(shop);

    const resumed = succeeded(await client.call('order.temporary', { b2cOrderId: draft.b2cOrderId }, TPS), 'temporary');
    expect(resumed?.formData.areaCode).toBe('02');
    expect(resumed?.productChange).toMatchObject({ reason: 'productChanged', unacceptedFields: ['areaCode'] });
    expect(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS)).toBe(false);
  });

  it('refuses to pay an expired quotation and re-quotes it saying so', async () => {
    const shop = await openShop();
    // Another validity is other terms: a new version (the gateway refuses changed content under an old number).
    editJson(shop, 'products/TPS/product.json', (product) => { product.quoteValidDays = 10; product.version = '1.0.5'; });
    const { client } = await restart(shop);
    const { draft } = await savedTpsOrder(shop.session, { commDate: '2026-04-20', expiryDate: '2026-04-26' });
    const payload = { b2cOrderId: draft.b2cOrderId };
    const quoted = succeeded(await client.call('order.getQuotation', payload, TPS), 'getQuotation');
    succeeded(await client.call('order.release', payload, TPS), 'release');

    time += 11 * DAY;
    await shop.session.signIn(shop.phone);
    expect(await client.call('order.premiumCalc', payload, TPS)).toBe(false);
    expect(shop.session.lastToast()).toBe(texts.gateway.quoteExpired);
    const requoted = succeeded(await client.call('order.getQuotation', payload, TPS), 'getQuotation after expiry');
    expect(requoted.quotationNo).not.toBe(quoted.quotationNo);
    expect(requoted.productChange).toMatchObject({ reason: 'quoteExpired', previousPremium: quoted.premium, premium: quoted.premium });
  });

  it('prices an endorsement on the policy\'s own version and a renewal on the current one', async () => {
    const shop = await openShop();
    // An annual travel policy (a one-trip cover is not renewed), its renewal due when the rates change.
    const policy = await buyCatalogPolicy(shop.session, 'TPT');
    raiseRates(shop, 'TPT');
    const { client } = await restart(shop, renewalDue(policy) - time);

    const changes = [{ field: 'policyHolderInfo.englishName', value: 'CHAN TAI MING' }];
    const endorsed = succeeded(await client.call('endt.premiumCalc', { b2cOrderId: policy.b2cOrderId, endtType: 'name', changes }), 'endt.premiumCalc');
    expect(endorsed.oldPremium).toBe(policy.premium);

    const offer = succeeded(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId }), 'renewal.detail');
    const current = ratePremium(ratesOf(shop, 'TPT'), offer.formData);
    expect(current.ok && offer.premium).toBe(current.ok ? current.premium : null);
    expect(offer.premium).not.toBe(policy.premium);
  });

  it('renews a withdrawn product on its successor, and says so when there is none', async () => {
    const shop = await openShop();
    // An annual travel policy (a one-trip cover is not renewed), its renewal due when its product leaves the shop.
    const policy = await buyCatalogPolicy(shop.session, 'TPT');
    const manifest = (codes: (list: string[]) => string[]): void => editJson(shop, 'products/manifest.json', (json) => { json.products = codes(json.products as string[]); });

    manifest((list) => list.filter((code) => code !== 'TPT'));
    let { client } = await restart(shop, renewalDue(policy) - time);
    expect(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(shop.session.lastToast()).toBe(texts.gateway.policyServices.withdrawn);

    // The successor: TPX, the same cover; TPT 1.1.0 names it, then leaves the manifest.
    cpSync(join(shop.schemasDir, 'products/TPT'), join(shop.schemasDir, 'products/TPX'), { recursive: true });
    editJson(shop, 'products/TPX/product.json', (product) => { product.code = 'TPX'; });
    editJson(shop, 'products/TPT/product.json', (product) => { product.version = '1.1.0'; product.replacedBy = 'TPX'; });
    manifest((list) => ['TPT', 'TPX', ...list]);
    await restart(shop);
    manifest((list) => list.filter((code) => code !== 'TPT'));
    ({ client } = await restart(shop));

    const renewal = succeeded(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId, formData: {} }), 'renewal on the successor');
    expect(renewal.productCode).toBe('TPX');
    const stored = await shop.session.tg.gateway.db.selectFrom('orders').select(['product_version']).where('b2c_order_id', '=', renewal.b2cOrderId).executeTakeFirstOrThrow();
    expect(stored.product_version).toBe(versionOf('TPT'));
  });
});
