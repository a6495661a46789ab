/** Queries on `campaigns`: the marketing campaigns haveAction answers from. */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { CampaignsTable } from './catalog.table.js';

export type CampaignRow = Selectable<CampaignsTable>;

/** Campaigns running on `date` (YYYY-MM-DD) for the product (or all products) in the channel (or all), by start date. */
export async function runningCampaigns(db: GatewayDb, productCode: string, channel: string, date: string): Promise<CampaignRow[]> {
  return db.selectFrom('campaigns').selectAll()
    .where('product_code', 'in', [productCode, ''])
    .where('channel', 'in', [channel, ''])
    .where('start_date', '<=', date).where('end_date', '>=', date)
    .orderBy('start_date', 'asc').orderBy('campaign_id', 'asc')
    .execute();
}

/** Stores a campaign unless one with its id exists. */
export async function insertCampaignIfMissing(db: GatewayDb, campaign: Insertable<CampaignsTable>): Promise<void> {
  await db.insertInto('campaigns').values(campaign).onConflict((oc) => oc.column('campaign_id').doNothing()).execute();
}
