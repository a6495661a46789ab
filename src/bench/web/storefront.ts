/**
 * The storefront as a phone gets it: built with vite (production), served by the compiled gateway
 * (sandbox mode, its own data folder, a loopback port), and buyers signed in by sandbox SMS code whose
 * sessions the browser pages are given, so the order steps open as they do for a signed-in visitor. Each
 * visit gets a buyer of its own: a buyer with an unfinished order is asked first whether to continue it,
 * which is not the screen measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserInfo } from '../../contract/index.js';
import { buildServer, SERVER_ENTRY } from '../../build/gateway-bundle.js';
import { buyerClient } from '../soak/buyer-client.js';
import { signInBuyer } from '../soak/buyer.js';
import { gatewayProcess, publicKeySpki, REPOSITORY_ROOT } from '../soak/gateway-process.js';
import { newLedger } from '../soak/ledger.js';

/** The key the storefront's session store persists under (src/app/stores/session.store.ts). */
const SESSION_STORAGE_KEY = 'mo-session';
/** Macao mobiles from here on, clear of the seeded demo user (66123456), the tests' (68..., 69...) and bench's (66900001). */
const FIRST_BENCH_PHONE = 66_910_000;

export interface ServedStorefront {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** The vite build's wall time. */
  buildMs: number;
  /** Signs a new buyer in; resolves to the localStorage entries (key to stored string) that make a page of this origin theirs. */
  newBuyerStorage(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** `vite build` of the storefront into dist/ (what the gateway serves); throws with vite's output when it fails. */
function buildStorefront(): number {
  const since = performance.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: REPOSITORY_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return performance.now() - since;
}

/** The zustand-persisted session store's value for a signed-in buyer (its `persist` format, version 0). */
function sessionStorageValue(token: string, user: UserInfo | null): string {
  return JSON.stringify({ state: { token, user, thirdUserInfo: null, loginCallback: null }, version: 0 });
}

/**
 * Builds the storefront (unless `build` is false: dist/ as it is) and the gateway, and starts the gateway on a
 * fresh data folder.
 */
export async function serveStorefront({ build = true }: { build?: boolean } = {}): Promise<ServedStorefront> {
  const buildMs = build ? buildStorefront() : 0;
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-bench-web-'));
  const gateway = await gatewayProcess({ name: 'gateway', dataDir, nodeArgs: [SERVER_ENTRY] });
  const cleanUp = async (): Promise<void> => {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await gateway.start();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const gateways = [{ url: gateway.url, publicKeySpki: publicKeySpki(dataDir) }];
  let buyers = 0;
  return {
    url: gateway.url,
    buildMs,
    async newBuyerStorage() {
      const client = buyerClient(gateways, newLedger());
      let token = '';
      const keepToken = client.setToken;
      client.setToken = (value) => {
        token = value ?? '';
        keepToken(value);
      };
      const phone = String(FIRST_BENCH_PHONE + buyers);
      buyers += 1;
      await signInBuyer({
        client, gateways, ledger: newLedger(), phone,
        products: [], offset: 0, deadline: 0, failShare: 0, doubleShare: 0, supersedeShare: 0,
      });
      const user = await client.call('user.selectUserInfo', {});
      return { [SESSION_STORAGE_KEY]: sessionStorageValue(token, user || null) };
    },
    stop: cleanUp,
  };
}
