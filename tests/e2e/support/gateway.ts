/** Starts the real reference gateway, serving the built storefront, on a random loopback port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway } from '../../../src/server/create-gateway.js';

export interface RunningGateway {
  gateway: Gateway;
  url: string;
  stop(): Promise<void>;
}

/** `now`: the gateway clock (default the system clock), e.g. moved on past the SMS resend wait. */
export async function startGateway(options: { schemasDir?: string; now?: () => Date } = {}): Promise<RunningGateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-'));
  const gateway = await createGateway({
    // The browser tests send many codes from 127.0.0.1 within an hour: only the per-phone limits apply.
    dataDir, mode: 'sandbox', staticDir: 'dist', logger: false, smsBudgets: { perAddressPerHour: 1_000_000, perHour: 1_000_000 },
    ...(options.schemasDir ? { schemasDir: options.schemasDir } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    gateway,
    url: address,
    async stop() {
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
