/**
 * The reference insurer gateway: Fastify with routes generated from src/contract, SQLite through
 * kysely, products and rates read from the schemas folder, signed requests and responses, sandbox
 * SMS codes and a sandbox payment page. `createGateway` builds it; the caller listens.
 */
import { join, resolve } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import { loadProductCatalog } from './catalog/load-product-catalog.js';
import { settleProductVersions } from './catalog/product-versions-at-start.js';
import type { GatewayContext, GatewayMode } from './gateway-context.js';
import { accountHandlers } from './account/account.handlers.js';
import { thirdPartyHandlers } from './third-party/third-party.handlers.js';
import { userDataHandlers } from './user-data/user-data.handlers.js';
import { catalogHandlers } from './catalog/catalog.handlers.js';
import { policyServiceHandlers } from './policy-services/policy-services.handlers.js';
import { claimHandlers } from './claims/claims.handlers.js';
import { engagementHandlers } from './engagement/engagement.handlers.js';
import { DEFAULT_LOGIN_BUDGETS, type LoginBudgets } from './account/sign-in.handlers.js';
import type { UploadQuota } from './files/upload-quota.js';
import { coreHandlers } from './handlers/core.handlers.js';
import type { HandlerMap } from './handlers/handler-types.js';
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './http/server-timeouts.js';
import { labelFileTextsKept } from './i18n/label-file-cache.js';
import { labelFileParts } from './i18n/label-file-texts.js';
import { readLabelFiles } from './i18n/label-files.js';
import { productTexts } from './i18n/product-texts.js';
import { createTranslator } from './i18n/translator.js';
import { createReplayableWrites } from './idempotency/replayable-writes.js';
import { registerApiRoutes } from './routes/api-routes.js';
import { JSON_BODY_LIMIT, registerBodyParsers } from './routes/body-parsers.js';
import { registerFailureReplies } from './routes/failure-replies.js';
import { registerRequestState } from './routes/request-state.js';
import { registerResponseHook } from './routes/response-hook.js';
import { registerStorefrontSite } from './routes/storefront-site.js';
import { DEFAULT_DRAFT_RETENTION_DAYS, startRetentionJob, type RetentionJob } from './retention/retention-job.js';
import { registerSandboxRoutes } from './sandbox/sandbox-routes.js';
import { registerCors } from './security/cors.js';
import { createRequestVerifier } from './security/request-verifier.js';
import { createSessionGuard } from './security/session-guard.js';
import { loadResponseSigner, SIGNING_KEY_FILES } from './security/signing-keys.js';
import { createReferenceChecks } from './orders/reference-checks.js';
import { createSmsCodeService, type SmsBudgets } from './sms/sms-code-service.js';
import type { GatewayDb } from './storage/database.js';
import { DATABASE_FILE, openDatabase, type StorageConfig } from './storage/open-database.js';
import { privateFolder, tightenFiles } from './storage/private-files.js';
import { GATEWAY_SECRET_FILE } from './third-party/gateway-secrets.js';
import { createWriteGroup } from './storage/write-group.js';
import { DEMO_USER, seedDemoData } from './storage/seed-demo-data.js';
import { seedReferenceLists } from './catalog/reference-lists.seed.js';
import { seedDomains } from './storage/seed-domains.js';
import { expireUserSessions } from './account/sessions.repo.js';
import { findUserByPhone } from './account/users.repo.js';
import { createAjv } from './validation/create-ajv.js';
import { createFormValidator } from './validation/form-validator.js';
import { createPayloadCheck } from './validation/payload-validator.js';
import { createGatewayMetrics } from './observability/gateway-metrics.js';
import { gracefulShutdown } from './observability/graceful-shutdown.js';
import { registerHealthRoutes } from './observability/health-routes.js';
import { gatewayLoggerOptions } from './observability/log-options.js';
import { registerLoopbackMetricsRoute } from './observability/metrics-route.js';
import { requestIdOf } from './observability/request-id.js';
import { registerRequestObserver } from './observability/request-observer.js';

/** The reference setup's client: its key ships in the storefront bundle (docs/decisions/002-signing.md). */
export const DEFAULT_CLIENT_KEYS: Readonly<Record<string, string>> = { 'storefront-web': 'mo-storefront-public-tamper-key-v1' };

export interface GatewayOptions {
  /** Folder of the SQLite file and the signing key pair; created on first start. */
  dataDir: string;
  /** Where the tables live: default the SQLite file `gateway.sqlite` in `dataDir`. */
  storage?: StorageConfig;
  /** `production` registers no sandbox route and sends no SMS code. */
  mode: GatewayMode;
  /** The built storefront (dist/); served with a history fallback when it exists. */
  staticDir?: string;
  /** Products, shared schema parts, meta schemas and labels; default `./schemas`. */
  schemasDir?: string;
  /** The digest of product files already checked by this code at build time (`CatalogLoadOptions`). */
  checkedCatalogDigest?: string;
  /**
   * The SHA-256 of the compiled code running (src/server/build-id-file.ts), when there is one: a database
   * this same build already prepared with the same product files and demo setting is not migrated and
   * seeded again (`openDatabase`'s `preparedMark`). Without it (run from source) every start prepares it.
   */
  buildId?: string;
  /** Public origin of the gateway, e.g. `https://shop.example`: payUrl becomes absolute on it. */
  publicBaseUrl?: string;
  /**
   * The request log: false (default) for none, true for JSON lines at `info`, or pino options (`level`, a
   * `stream`...) laid over the gateway's own (observability/log-options.ts: instance id, redaction).
   */
  logger?: boolean | Record<string, unknown>;
  /** Serve `/metrics` on the gateway's port to loopback callers; default true (false when it has a port of its own). */
  metricsOnMainPort?: boolean;
  /** The gateway clock; default the system clock. */
  now?: () => Date;
  /** Client id -> request signing key; default {@link DEFAULT_CLIENT_KEYS}. */
  clientKeys?: Record<string, string>;
  /** Origins of storefronts hosted elsewhere that may call the API (CORS); default none. */
  corsOrigins?: string[];
  /** Seed the demo user and policy into a new database; default: in sandbox mode only. */
  seedDemoData?: boolean;
  /** Where human-readable notices (the sandbox SMS codes) go; default stdout unless `logger` is false. */
  notice?: (line: string) => void;
  /**
   * Hourly SMS budgets beyond the per-phone limits, counted in the database across instances: default 10
   * per client address and 200 overall (DEFAULT_SMS_BUDGETS of sms/sms-code-service.ts).
   */
  smsBudgets?: Partial<SmsBudgets>;
  /** Password logins per client address per quarter hour before each needs a picture code: default 20 (DEFAULT_LOGIN_BUDGETS of account/sign-in.handlers.ts). */
  loginBudgets?: Partial<LoginBudgets>;
  /** How long a request, its headers and a silent connection may take: default DEFAULT_SERVER_TIMEOUTS of http/server-timeouts.ts. */
  timeouts?: Partial<ServerTimeouts>;
  /** Files and bytes each user may upload per day and in total: default DEFAULT_UPLOAD_QUOTA of files/upload-quota.ts. */
  uploadQuota?: UploadQuota;
  /** Abandoned drafts untouched this many days are removed by the retention job; default {@link DEFAULT_DRAFT_RETENTION_DAYS}. */
  draftRetentionDays?: number;
}

export interface Gateway {
  app: FastifyInstance;
  /** Base64 SPKI DER of the response-signing public key. */
  publicKeySpki: string;
  clientKeys: Record<string, string>;
  /** The gateway's database, for tests and operator tools that check what a call stored. */
  db: GatewayDb;
  close(): Promise<void>;
  /**
   * The orderly stop: readiness 503 at once, no new connections, requests in flight finish (their connections
   * closed after `graceMs`, default 10 s), the write group commits, the database closes.
   */
  shutdown(graceMs?: number): Promise<void>;
  /** The Prometheus metrics (`/metrics`), for a metrics port of its own. */
  metrics: Registry;
  /** The daily retention job (./retention/retention-job.ts), stopped by `close`; tests and operator tools run it when due. */
  retention: RetentionJob;
  /** Sandbox mode only. */
  sandbox?: {
    /** The last SMS code sent to the phone through any instance on this database, or null. */
    lastSmsCode(areaCode: string, phone: string): Promise<string | null>;
    /** Times out every live session of the user with this phone now (their next call answers S00002); returns how many. */
    expireSessions(areaCode: string, phone: string): Promise<number>;
  };
}

/** Fastify's logger option for the gateway's `logger` option. */
function loggerOption(logger: GatewayOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  return logger === true ? gatewayLoggerOptions('info') : gatewayLoggerOptions(typeof logger.level === 'string' ? logger.level : 'info', logger);
}

/** Builds a gateway; throws (listing every problem) when the product data is broken. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const schemasDir = resolve(options.schemasDir ?? 'schemas');
  const dataDir = resolve(options.dataDir);
  const now = options.now ?? (() => new Date());
  const clientKeys = { ...(options.clientKeys ?? DEFAULT_CLIENT_KEYS) };
  // The sandbox prints SMS codes for people to read, apart from the structured request log.
  const notice = options.notice ?? (options.logger === false ? () => undefined : (line: string) => console.log(line));

  const catalog = loadProductCatalog(schemasDir, options.checkedCatalogDigest ? { checkedDigest: options.checkedCatalogDigest } : {});
  // What names this start's code and product files: none when run from source, whose code may differ from the last start's.
  const codeAndFiles = options.buildId === undefined ? undefined : `${options.buildId} ${catalog.checkedDigest}`;
  const labelTrees = readLabelFiles(schemasDir);
  // Each product's texts are made on their first lookup; the label file takes them all, unless the data folder
  // keeps its texts from this build's start on these files.
  const texts = productTexts(catalog.registry);
  const translator = createTranslator(labelTrees, texts.find);
  privateFolder(dataDir);
  const labelFile = labelFileTextsKept(dataDir, codeAndFiles, () => labelFileParts(labelTrees, texts.all()));
  tightenFiles([...Object.values(SIGNING_KEY_FILES), GATEWAY_SECRET_FILE].map((name) => join(dataDir, name)));
  const signer = loadResponseSigner(dataDir);
  const demo = options.seedDemoData ?? options.mode === 'sandbox';
  // Seeded under the storage's start-up lock: gateways sharing a database may start together.
  const db = await openDatabase(options.storage ?? { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) }, async (fresh) => {
    await seedReferenceLists(fresh);
    if (demo) await seedDemoData(fresh, catalog.registry, now());
    await seedDomains({ db: fresh, now: now(), registry: catalog.registry, wordings: catalog.wordings, demo, demoUserId: DEMO_USER.userId });
  }, codeAndFiles === undefined ? undefined : `${codeAndFiles} demo=${demo}`);

  try {
    // A version number names one content, and every bundle loaded is kept: quotes and policies made under it are
    // priced on it after the files change.
    await settleProductVersions(db, {
      bundles: catalog.registry.list(), schemasDir, at: now(), ...(codeAndFiles === undefined ? {} : { codeAndFiles }),
    });
    const metrics = createGatewayMetrics(db);
    const writes = createWriteGroup(db, { onCommit: metrics.writeGroupCommitted });
    const context: GatewayContext = {
      mode: options.mode,
      dataDir,
      now,
      db,
      writes,
      metrics,
      catalog,
      labelFile,
      translator,
      forms: createFormValidator(createAjv(), catalog, (key) => translator.has('en', key)),
      sessions: createSessionGuard(db, now),
      sms: createSmsCodeService({ db, now, mode: options.mode, notice, metrics, ...(options.smsBudgets ? { budgets: options.smsBudgets } : {}) }),
      publicBaseUrl: options.publicBaseUrl ? options.publicBaseUrl.replace(/\/+$/, '') : null,
    };
    const references = createReferenceChecks(db, catalog.registry);
    const handlers: HandlerMap = {
      ...coreHandlers(context, references, { loginBudgets: { ...DEFAULT_LOGIN_BUDGETS, ...options.loginBudgets }, uploadQuota: options.uploadQuota }),
      ...accountHandlers(context),
      ...thirdPartyHandlers(context),
      ...userDataHandlers(context),
      ...catalogHandlers(context),
      ...policyServiceHandlers(context),
      ...claimHandlers(context),
      ...engagementHandlers(context),
    };

    const app = Fastify({
      // Fastify's own per-request lines are off: ./observability/request-observer.ts writes one line per request instead.
      logger: loggerOption(options.logger), logController: new LogController({ disableRequestLogging: true }), genReqId: requestIdOf,
      bodyLimit: JSON_BODY_LIMIT, trustProxy: false,
      ...serverTimeoutOptions({ ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts }),
      // A call that arrives on an open connection while shutting down is answered, signed, and its connection then
      // closed, instead of Fastify's unsigned 503, which the storefront would take for a forged answer.
      return503OnClosing: false,
    });
    // First: it attaches the request observer to each route as the routes are added.
    registerRequestObserver(app, metrics);
    const shutdown = gracefulShutdown(app);
    registerHealthRoutes(app, { db, productCount: () => catalog.registry.list().length, shuttingDown: shutdown.begun });
    if (options.metricsOnMainPort ?? true) registerLoopbackMetricsRoute(app, metrics.registry);
    registerRequestState(app);
    registerCors(app, options.corsOrigins ?? []);
    registerBodyParsers(app);
    registerFailureReplies(app, translator);
    registerResponseHook(app, signer, now);
    registerApiRoutes(app, {
      handlers,
      verify: createRequestVerifier(db, writes, clientKeys, now),
      checkPayload: createPayloadCheck(),
      sessions: context.sessions,
      replayable: createReplayableWrites(db, now),
    });
    if (options.mode === 'sandbox') registerSandboxRoutes(app, context);
    await registerStorefrontSite(app, { staticDir: options.staticDir ?? null, publicKeySpki: signer.publicKeySpki, translator });
    const retention = startRetentionJob({
      db,
      dialect: options.storage?.dialect ?? 'sqlite',
      now,
      draftRetentionDays: options.draftRetentionDays ?? DEFAULT_DRAFT_RETENTION_DAYS,
      // Counts only: what was removed, never whose.
      onRun: (run) => {
        app.log.info({ retention: run.removed }, 'retention run');
        metrics.retentionRan(run.removed);
      },
      onError: (error) => app.log.error({ err: error }, 'retention run failed'),
    });
    app.addHook('onClose', async () => {
      await retention.stop();
      // Writes asked for by requests that ended (or were cut off) commit before the database closes.
      await writes.drain();
      await db.destroy();
    });

    const gateway: Gateway = {
      app,
      publicKeySpki: signer.publicKeySpki,
      clientKeys,
      db,
      close: () => app.close(),
      shutdown: (graceMs) => shutdown.run(graceMs),
      metrics: metrics.registry,
      retention,
    };
    if (options.mode === 'sandbox') {
      gateway.sandbox = {
        lastSmsCode: (areaCode, phone) => context.sms.lastCode(areaCode, phone),
        expireSessions: async (areaCode, phone) => {
          const user = await findUserByPhone(db, areaCode, phone);
          return user ? expireUserSessions(db, user.user_id, now().toISOString()) : 0;
        },
      };
    }
    return gateway;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
