/**
 * The adapter's reference lists (docs/spec/storefront-spec.md#orders-and-products): car brands and the models of a brand, mortgage
 * banks, and Macao block codes searched by keyword. Names come in the caller's language; the codes
 * are what the order forms store, and tempSave accepts no other (see orders/reference-checks.ts).
 */
import type { ReferenceItem } from '../../contract/index.js';
import type { Lang } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { nameIn } from '../i18n/column-in-lang.js';
import type { ReferenceList } from '../storage/database.js';
import { findReferenceItem, listReferenceItems, searchReferenceItems, type ReferenceItemRow } from './reference-items.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import type { HandlersWithPrefix } from '../handlers/handler-types.js';

/** Block codes answered when the caller names no limit. */
export const DEFAULT_BLOCK_LIMIT = 20;

export function adapterHandlers(context: GatewayContext): HandlersWithPrefix<typeof coreRows, 'adapter.'> {
  const { db, translator } = context;

  const items = async (list: ReferenceList, lang: Lang, parent = ''): Promise<{ items: ReferenceItem[] }> => ({
    items: (await listReferenceItems(db, list, parent)).map((row) => ({ code: row.code, name: nameIn(row, lang) })),
  });

  /** A block: its name in the caller's language, described by its district and its name in the other script. */
  const block = (row: ReferenceItemRow, lang: Lang): ReferenceItem => {
    const district = row.detail ? translator.t(lang, `dict.district.${row.detail}`) : '';
    const other = lang === 'en' ? row.name_tw : row.name_en;
    const name = nameIn(row, lang);
    return {
      code: row.code, name, description: [district, other].filter((text) => text !== '').join(' · '),
      // What the list knows of the block's address, in the caller's language's order (Chinese: district first).
      ...(district ? { address: translator.t(lang, 'dict.blockAddress', { name, district }) } : {}),
    };
  };

  return {
    'adapter.carBrandList': async ({ lang }) => items('carBrand', lang),
    'adapter.carModelList': async ({ lang, payload }) => items('carModel', lang, payload.brandCode),
    'adapter.mortgageList': async ({ lang }) => items('mortgageBank', lang),
    'adapter.queryBlockCode': async ({ lang, payload }) => {
      const { keyword, code, limit = DEFAULT_BLOCK_LIMIT } = payload;
      if (code !== undefined) {
        const row = await findReferenceItem(db, 'blockCode', code);
        return { total: row ? 1 : 0, items: row ? [block(row, lang)] : [] };
      }
      const { total, rows } = await searchReferenceItems(db, 'blockCode', (keyword ?? '').trim(), limit);
      return { total, items: rows.map((row) => block(row, lang)) };
    },
  };
}
