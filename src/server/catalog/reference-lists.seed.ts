/**
 * Stores the reference lists (./reference-lists.ts) on every start, in both modes:
 * orders need them to be valid. Existing rows get the current names and order; codes never change.
 */
import type { Insertable } from 'kysely';
import type { GatewayDb, ReferenceItemsTable } from '../storage/database.js';
import { BLOCK_CODES, CAR_BRANDS, MORTGAGE_BANKS, modelCode } from './reference-lists.js';
import { upsertReferenceItems } from './reference-items.repo.js';

type Item = Insertable<ReferenceItemsTable>;

/** Every list item as a row. */
export function referenceRows(): Item[] {
  const rows: Item[] = [];
  CAR_BRANDS.forEach((brand, index) => {
    rows.push({ list: 'carBrand', code: brand.code, parent_code: '', name_tw: brand.names.tw, name_cn: brand.names.cn, name_en: brand.names.en, detail: null, sort_order: index });
    brand.models.forEach((model, modelIndex) => {
      rows.push({ list: 'carModel', code: modelCode(brand.code, model), parent_code: brand.code, name_tw: model, name_cn: model, name_en: model, detail: null, sort_order: modelIndex });
    });
  });
  MORTGAGE_BANKS.forEach((bank, index) => {
    rows.push({ list: 'mortgageBank', code: bank.code, parent_code: '', name_tw: bank.names.tw, name_cn: bank.names.cn, name_en: bank.names.en, detail: null, sort_order: index });
  });
  BLOCK_CODES.forEach((block, index) => {
    rows.push({ list: 'blockCode', code: block.code, parent_code: '', name_tw: block.names.tw, name_cn: block.names.cn, name_en: block.names.en, detail: block.district, sort_order: index });
  });
  return rows;
}

/** Brings the stored lists up to date in one transaction. */
export async function seedReferenceLists(db: GatewayDb): Promise<void> {
  await db.transaction().execute(async (trx) => upsertReferenceItems(trx, referenceRows()));
}
