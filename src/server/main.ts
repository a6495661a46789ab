/**
 * `npm start` / `npm run serve`: runs the reference gateway serving the built storefront.
 *
 * Settings (environment): PORT (8080), HOST (127.0.0.1 in sandbox mode, 0.0.0.0 in production: ./safe-defaults.ts), DATA_DIR (./data), GATEWAY_MODE (sandbox |
 * production; default sandbox, which prints a banner saying what it exposes: src/server/startup-banner.ts),
 * PUBLIC_BASE_URL (public origin, optional), CORS_ORIGINS (comma-separated origins of storefronts hosted
 * elsewhere, optional), GATEWAY_CLIENT_KEYS (JSON {clientId: key}; sandbox default the reference storefront-web
 * key, required in production, which refuses that key), DATABASE_URL (postgres://... to keep the tables in PostgreSQL
 * instead of the SQLite file in DATA_DIR; DATABASE_SCHEMA picks the schema, default public), SMS_BUDGET_PER_ADDRESS
 * and SMS_BUDGET_OVERALL (SMS codes an hour per client address and for the whole gateway; default 10 and 200),
 * LOG_LEVEL (pino level of the request log on stdout, JSON lines unless stdout is a terminal: fatal, error, warn,
 * info (default), debug, trace, silent),
 * METRICS_PORT (serve /metrics on this port of HOST instead of to loopback callers of PORT), SHUTDOWN_GRACE_MS
 * (how long requests in flight may take to finish on SIGTERM/SIGINT; default 10000),
 * DRAFT_RETENTION_DAYS (abandoned drafts are removed after this many days; default 90), UPLOAD_FILES_PER_DAY,
 * UPLOAD_MB_PER_DAY, UPLOAD_FILES_TOTAL and UPLOAD_MB_TOTAL (what one user may upload per Macao day and in all; default
 * 30 files / 60 MB and 300 files / 600 MB). All of them: docs/operating.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createGateway, type GatewayOptions } from './create-gateway.js';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './files/upload-quota.js';
import { ProductsCheckError } from '../engine/products/check/index.js';
import { BUILD_ID_FILE } from './build-id-file.js';
import { CHECKED_CATALOG_FILE } from './catalog/checked-catalog-file.js';
import { listenHost, productionKeysProblem } from './safe-defaults.js';
import { startupBanner } from './startup-banner.js';
import { GATEWAY_UMASK } from './storage/private-files.js';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './observability/graceful-shutdown.js';
import { serveMetrics } from './observability/metrics-route.js';
import { terminalLogStream } from './observability/terminal-log.js';
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

/** A whole number from an environment setting within [min, max], or `fallback` when it is not set. */
function wholeNumberFromEnv(name: string, value: string | undefined, min: number, max: number, fallback: number | undefined): number | undefined {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new SettingError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return number;
}

/** The largest byte limit the usage counters hold: 2,000 MB (2^31 - 1 bytes is about 2,147 MB). */
const MAX_UPLOAD_MB = 2_000;

/** The upload quota with any of its four limits set from the environment (megabytes of 1,000,000 bytes). */
function uploadQuotaFromEnv(): UploadQuota {
  const { perDay, total } = DEFAULT_UPLOAD_QUOTA;
  const megabytes = (name: string): number | undefined => {
    const count = countFromEnv(name, process.env[name], 'megabytes');
    // Usage is counted in a 32-bit integer column (PostgreSQL's integer): a limit above it would fail every upload.
    if (count !== undefined && count > MAX_UPLOAD_MB) throw new SettingError(`${name} must be at most ${MAX_UPLOAD_MB} megabytes, not ${count}`);
    return count === undefined ? undefined : count * 1_000_000;
  };
  return {
    perDay: {
      files: countFromEnv('UPLOAD_FILES_PER_DAY', process.env.UPLOAD_FILES_PER_DAY, 'files') ?? perDay.files,
      bytes: megabytes('UPLOAD_MB_PER_DAY') ?? perDay.bytes,
    },
    total: {
      files: countFromEnv('UPLOAD_FILES_TOTAL', process.env.UPLOAD_FILES_TOTAL, 'files') ?? total.files,
      bytes: megabytes('UPLOAD_MB_TOTAL') ?? total.bytes,
    },
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelFromEnv(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value)) throw new SettingError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(value)}`);
  return value;
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
  // Before anything is written: whatever the gateway or SQLite creates is the gateway user's alone.
  process.umask(GATEWAY_UMASK);
  const port = Number(process.env.PORT ?? 8080);
  const mode = modeFromEnv(process.env.GATEWAY_MODE);
  const host = listenHost(mode, process.env.HOST);
  const clientKeys = clientKeysFromEnv(process.env.GATEWAY_CLIENT_KEYS);
  const keysProblem = productionKeysProblem(mode, clientKeys);
  if (keysProblem !== null) throw new SettingError(keysProblem);
  const perAddressPerHour = countFromEnv('SMS_BUDGET_PER_ADDRESS', process.env.SMS_BUDGET_PER_ADDRESS, 'SMS codes an hour');
  const perHour = countFromEnv('SMS_BUDGET_OVERALL', process.env.SMS_BUDGET_OVERALL, 'SMS codes an hour');
  const draftRetentionDays = countFromEnv('DRAFT_RETENTION_DAYS', process.env.DRAFT_RETENTION_DAYS, 'days');
  const metricsPort = wholeNumberFromEnv('METRICS_PORT', process.env.METRICS_PORT, 1, 65_535, undefined);
  const graceMs = wholeNumberFromEnv('SHUTDOWN_GRACE_MS', process.env.SHUTDOWN_GRACE_MS, 0, 3_600_000, DEFAULT_SHUTDOWN_GRACE_MS);
  const logLevel = logLevelFromEnv(process.env.LOG_LEVEL);
  const uploadQuota = uploadQuotaFromEnv();
  const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const gateway = await createGateway({
    dataDir: dataDirFromEnv(),
    mode,
    staticDir: './dist',
    checkedCatalogDigest: buildRecord(CHECKED_CATALOG_FILE),
    buildId: buildRecord(BUILD_ID_FILE),
    // JSON lines for a log pipeline; short text lines for a person at a terminal.
    logger: { level: logLevel, ...(process.stdout.isTTY ? { stream: terminalLogStream(process.stdout) } : {}) },
    metricsOnMainPort: metricsPort === undefined,
    corsOrigins,
    ...(process.env.PUBLIC_BASE_URL ? { publicBaseUrl: process.env.PUBLIC_BASE_URL } : {}),
    storage: storageFromEnv(),
    ...(clientKeys ? { clientKeys } : {}),
    smsBudgets: { ...(perAddressPerHour ? { perAddressPerHour } : {}), ...(perHour ? { perHour } : {}) },
    ...(draftRetentionDays ? { draftRetentionDays } : {}),
    uploadQuota,
  });
  await gateway.app.listen({ port, host });
  const metricsServer = metricsPort === undefined ? null : await serveMetrics(gateway.metrics, metricsPort, host);
  const address = gateway.app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;

  for (const line of startupBanner(mode, `http://localhost:${actualPort}/`, host)) console.log(line);

  // Readiness 503, no new connections, requests in flight finish (at most graceMs), writes commit, database closes.
  const stop = (): void => {
    metricsServer?.close();
    gateway.shutdown(graceMs).then(() => process.exit(0), (error: unknown) => {
      console.error('The gateway did not shut down cleanly:', error);
      process.exit(1);
    });
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
