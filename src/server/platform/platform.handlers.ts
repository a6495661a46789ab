/**
 * Platform calls: the label file and the feature switches.
 *
 * The label file (`plat.i18n`, GET /api/plat/i18n2.js) is the one call exempt from the request
 * signature check: the page fetches it before anything else, possibly before the signed client
 * exists (docs/decisions/002-signing.md). Its response is still signed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { listFeatureBans } from './feature-bans.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import type { HandlersFor } from '../handlers/handler-types.js';

/**
 * A file of this name in the data folder replaces the label file's text, served as is: how an
 * operator (or a test) makes the gateway answer "... is Forbidden" to show the nothing page.
 */
export const LABEL_FILE_OVERRIDE = 'LABEL_FILE_OVERRIDE';

export function platformHandlers(context: GatewayContext): HandlersFor<Pick<typeof coreRows, 'plat.i18n' | 'plat.funcSwitch'>> {
  const overrideFile = join(context.dataDir, LABEL_FILE_OVERRIDE);
  return {
    'plat.i18n': async ({ payload }) => {
      if (existsSync(overrideFile)) return readFileSync(overrideFile, 'utf8');
      // The request schema lets only tw, cn or en through. `?lang=tw` lets the storefront's first screen wait for
      // one language's labels instead of all three.
      const lang = payload.lang as Lang | undefined;
      return context.labelFile[lang ?? 'all'];
    },
    'plat.funcSwitch': async () => listFeatureBans(context.db),
  };
}
