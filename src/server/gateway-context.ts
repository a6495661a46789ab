/** What every handler and route of the gateway may use, built once per gateway instance. */
import type { ProductCatalog } from './catalog/load-product-catalog.js';
import type { LabelFileTexts } from './i18n/label-file-texts.js';
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
  /** The label file's texts, as served (./i18n/label-file-texts.ts). */
  labelFile: LabelFileTexts;
  translator: Translator;
  forms: FormValidator;
  sessions: SessionGuard;
  sms: SmsCodeService;
  /** Public origin of the gateway when set (absolute pay URLs, absolute return URLs allowed on it). */
  publicBaseUrl: string | null;
}
