/** What every domain seed receives. Seeds are idempotent: they run on every start. */
import type { Localised, ProductRegistry } from '../../engine/index.js';
import type { GatewayDb } from './database.js';

export interface SeedContext {
  db: GatewayDb;
  now: Date;
  registry: ProductRegistry;
  /** The policy wording texts of the products that declare one, by code (ProductCatalog.wordings). */
  wordings: ReadonlyMap<string, Localised>;
  /** True in sandbox mode (or when asked): seed the demo user's own data, not only reference data. */
  demo: boolean;
  /** The demo user's id (exists when `demo`). */
  demoUserId: string;
}
