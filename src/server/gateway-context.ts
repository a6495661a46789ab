/** What every handler and route of the gateway may use, built once per gateway instance. */
import type { Lang } from '../engine/index.js';
import type { ProductCatalog } from './catalog/load-product-catalog.js';
import type { LabelTree } from './i18n/label-files.js';
import type { Translator } from './i18n/translator.js';
import type { SessionGuard } from './security/session-guard.js';
import type { SmsCodeService } from './sms/sms-code-service.js';
import type { GatewayDb } from './storage/database.js';
import type { WriteGroup } from './storage/write-group.js';
import type { FormValidator } from './validation/form-validator.js';
import type { GatewayMetrics } from './observability/gateway-metrics.js';

export type GatewayMode = 'sandbox' | 'production';

export interface GatewayContext {
  mode: GatewayMode;
  dataDir: string;
  /** The gateway clock (tests move it). */
  now: () => Date;
  db: GatewayDb;
  /**
   * The gateway's group commit: short writes asked for at the same moment (request nonces, draft saves) share
   * one transaction and one commit, each answered after it (./storage/write-group.ts).
   */
  writes: WriteGroup;
  /** The Prometheus metrics: one-line hooks for what happens (payments, SMS codes) (./observability/gateway-metrics.ts). */
  metrics: GatewayMetrics;
  catalog: ProductCatalog;
  labelTrees: Record<Lang, LabelTree>;
  productLabels: Record<Lang, Record<string, string>>;
  translator: Translator;
  forms: FormValidator;
  sessions: SessionGuard;
  sms: SmsCodeService;
  /** Public origin of the gateway when set (absolute pay URLs, absolute return URLs allowed on it). */
  publicBaseUrl: string | null;
}
