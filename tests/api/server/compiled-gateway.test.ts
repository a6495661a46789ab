/**
 * The gateway `npm start` runs is the compiled one (dist-server/main.js, src/build/gateway-bundle.ts), with its
 * packages bundled: every other api test runs the TypeScript source, so this one starts the compiled file in
 * its own process and buys through it as the soak's buyers do (sign in with the sandbox SMS code, every
 * wizard step, a quote, pay on the sandbox payment page), to show the bundle is whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_ENTRY } from '../../../src/build/gateway-bundle.js';
import { buyerClient } from '../../../src/bench/soak/buyer-client.js';
import { runBuyer, signInBuyer, soakProducts } from '../../../src/bench/soak/buyer.js';
import { gatewayProcess, publicKeySpki, REPOSITORY_ROOT, type GatewayProcess } from '../../../src/bench/soak/gateway-process.js';
import { newLedger } from '../../../src/bench/soak/ledger.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';

describe('the compiled gateway', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'compiled-gateway-'));
  let gateway: GatewayProcess;

  beforeAll(async () => {
    await buildServer();
    gateway = await gatewayProcess({ name: 'compiled gateway', dataDir, nodeArgs: [join(REPOSITORY_ROOT, SERVER_ENTRY)] });
    await gateway.start();
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the label file and sells a policy from sign-in to payment', async () => {
    const labels = await fetch(`${gateway.url}/api/plat/i18n2.js?lang=en`);
    expect(labels.status).toBe(200);

    const ledger = newLedger();
    const gateways = [{ url: gateway.url, publicKeySpki: publicKeySpki(dataDir) }];
    const client = buyerClient(gateways, ledger);
    const product = soakProducts(loadProductCatalog(join(REPOSITORY_ROOT, 'schemas')))[0]!;
    const plan = {
      client, gateways, ledger, phone: '66900077', products: [product], offset: 0,
      deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0,
    };
    await signInBuyer(plan);
    // One purchase: none starts after the deadline, and the one under way when it passes is finished.
    await runBuyer({ ...plan, deadline: Date.now() + 100 });

    expect([...ledger.abandoned]).toEqual([]);
    expect([...ledger.errors]).toEqual([]);
    expect(ledger.completions.map((completion) => completion.outcome)).toEqual(['success']);
    expect(ledger.orders.size).toBe(1);
  }, 120_000);
});
