/**
 * Seed data of the catalog domain: idempotent, run on every start after the core seeds. Reference
 * data only: each product's explanation articles and the marketing campaigns.
 */
import type { Insertable } from 'kysely';
import { productArticles } from './product-articles.js';
import { insertCampaignIfMissing } from './campaigns.repo.js';
import { insertProductDetailIfMissing } from './product-details.repo.js';
import type { CampaignsTable } from './catalog.table.js';
import type { SeedContext } from '../storage/seed-context.js';

/** The campaigns: one for travel everywhere, one for motor in the bank app, one past one for home. */
export const SEED_CAMPAIGNS: readonly Insertable<CampaignsTable>[] = [
  {
    campaign_id: 'TRAVEL-SAFE-2026', product_code: 'TPS', channel: '', start_date: '2026-01-01', end_date: '2030-12-31',
    title_tw: '旅遊保險九折', title_cn: '旅游保险九折', title_en: '10% off travel insurance',
    description_tw: '網上投保個人旅遊保險可享九折優惠。', description_cn: '网上投保个人旅游保险可享九折优惠。',
    description_en: 'Buy personal travel insurance online and get 10% off.',
  },
  {
    campaign_id: 'MOTOR-BANK-2026', product_code: 'MTV', channel: 'bank', start_date: '2026-01-01', end_date: '2030-12-31',
    title_tw: '銀行客戶汽車保險禮遇', title_cn: '银行客户汽车保险礼遇', title_en: 'Motor insurance offer for bank customers',
    description_tw: '經銀行應用程式投保私家車保險可獲贈油站禮券。', description_cn: '经银行应用程序投保私家车保险可获赠油站礼券。',
    description_en: 'Buy private car insurance in the bank app and receive a fuel voucher.',
  },
  {
    campaign_id: 'HOME-2025', product_code: 'FHH', channel: '', start_date: '2025-01-01', end_date: '2025-12-31',
    title_tw: '家居保險新年優惠', title_cn: '家居保险新年优惠', title_en: 'New year home insurance offer',
    description_tw: '家居財物保險首年保費九五折。', description_cn: '家居财物保险首年保费九五折。',
    description_en: '5% off the first year of home contents insurance.',
  },
];

export async function seedCatalog(seed: SeedContext): Promise<void> {
  for (const campaign of SEED_CAMPAIGNS) await insertCampaignIfMissing(seed.db, campaign);
  for (const { definition } of seed.registry.list()) {
    for (const article of productArticles(definition)) {
      await insertProductDetailIfMissing(seed.db, {
        product_code: definition.code, type: article.type, article_id: article.articleId, sort_order: article.sortOrder,
        title_tw: article.titles.tw, title_cn: article.titles.cn, title_en: article.titles.en,
        content_tw: article.contents.tw, content_cn: article.contents.cn, content_en: article.contents.en,
      });
    }
  }
}
