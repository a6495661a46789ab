/**
 * `npm start` / `npm run serve`: runs the reference gateway serving the built storefront.
 *
 * Settings (environment): PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), GATEWAY_MODE (sandbox |
 * production; default sandbox, which prints a banner saying what it exposes: src/server/startup-banner.ts),
 * PUBLIC_BASE_URL (public origin, optional), CORS_ORIGINS (comma-separated origins of storefronts hosted
 * elsewhere, optional), GATEWAY_CLIENT_KEYS (JSON {clientId: key}, optional;
 * default the reference storefront-web key), DATABASE_URL (postgres://... to keep the tables in PostgreSQL
 * instead of the SQLite file in DATA_DIR; DATABASE_SCHEMA picks the schema, default public), SMS_BUDGET_PER_ADDRESS
 * and SMS_BUDGET_OVERALL (SMS codes an hour per client address and for the whole gateway; default 10 and 200),
 * DRAFT_RETENTION_DAYS (abandoned drafts are removed after this many days; default 90). All of them: docs/operating.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createGateway, type GatewayOptions } from './create-gateway.js';
import { ProductsCheckError } from '../engine/products/check/index.js';
import { BUILD_ID_FILE } from './build-id-file.js';
import { CHECKED_CATALOG_FILE } from './catalog/checked-catalog-file.js';
import { startupBanner } from './startup-banner.js';
import { SchemaTooNewError } from './storage/schema-migrations.js';
import { dataDirFromEnv, storageFromEnv } from './storage/storage-from-env.js';

/** A wrong environment setting: reported as one line, without a stack. */
class SettingError extends Error {}

function modeFromEnv(value: string | undefined): GatewayOptions['mode'] {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  if (value === 'production') return 'production';
  throw new SettingError(`GATEWAY_MODE must be sandbox or production, not ${JSON.stringify(value)}`);
}

/** A whole number of `unit` (1 or more) from an environment setting, or undefined when it is not set. */
function countFromEnv(name: string, value: string | undefined, unit: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new SettingError(`${name} must be a whole number of ${unit} (1 or more), not ${JSON.stringify(value)}`);
  return count;
}

function clientKeysFromEnv(value: string | undefined): Record<string, string> | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new SettingError('GATEWAY_CLIENT_KEYS must be valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Object.values(parsed).some((key) => typeof key !== 'string')) {
    throw new SettingError('GATEWAY_CLIENT_KEYS must be a JSON object of client id -> key');
  }
  return parsed as Record<string, string>;
}

/**
 * A record the build of this compiled gateway wrote beside it (none when run from source): the digest of the
 * product files it checked (not checked again at start) and the SHA-256 of its code (a database it prepared is
 * not prepared again).
 */
function buildRecord(name: string): string | undefined {
  const file = new URL(name, import.meta.url);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const mode = modeFromEnv(process.env.GATEWAY_MODE);
  const clientKeys = clientKeysFromEnv(process.env.GATEWAY_CLIENT_KEYS);
  const perAddressPerHour = countFromEnv('SMS_BUDGET_PER_ADDRESS', process.env.SMS_BUDGET_PER_ADDRESS, 'SMS codes an hour');
  const perHour = countFromEnv('SMS_BUDGET_OVERALL', process.env.SMS_BUDGET_OVERALL, 'SMS codes an hour');
  const draftRetentionDays = countFromEnv('DRAFT_RETENTION_DAYS', process.env.DRAFT_RETENTION_DAYS, 'days');
  const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const gateway = await createGateway({
    dataDir: dataDirFromEnv(),
    mode,
    staticDir: './dist',
    checkedCatalogDigest: buildRecord(CHECKED_CATALOG_FILE),
    buildId: buildRecord(BUILD_ID_FILE),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    corsOrigins,
    ...(process.env.PUBLIC_BASE_URL ? { publicBaseUrl: process.env.PUBLIC_BASE_URL } : {}),
    storage: storageFromEnv(),
    ...(clientKeys ? { clientKeys } : {}),
    smsBudgets: { ...(perAddressPerHour ? { perAddressPerHour } : {}), ...(perHour ? { perHour } : {}) },
    ...(draftRetentionDays ? { draftRetentionDays } : {}),
  });
  await gateway.app.listen({ port, host });
  const address = gateway.app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;

  for (const line of startupBanner(mode, `http://localhost:${actualPort}/`)) console.log(line);

  const stop = (): void => {
    gateway.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ProductsCheckError || error instanceof SettingError || error instanceof SchemaTooNewError) {
    console.error(`The gateway did not start: ${error.message}`);
  } else {
    console.error('The gateway did not start:', error);
  }
  process.exit(1);
});
