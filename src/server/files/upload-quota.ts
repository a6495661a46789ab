/**
 * How much one user may upload, so no account can fill the gateway's database: a number of files and of
 * bytes per Macao day and in total. The quota is taken in the transaction that stores the file, each
 * limit in one statement that checks and counts, so uploads sent at once cannot pass it together; a
 * refused upload stores nothing and answers a localised 429 naming the limit.
 */
import { TIP_CODES } from '../../contract/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import { GatewayError } from '../gateway-error.js';
import { UPLOAD_TOTAL_PERIOD, type GatewayDb } from '../storage/database.js';
import { addUpload, pruneUploadDays } from '../user-data/upload-usage.repo.js';

/** Files and bytes. */
export interface UploadAllowance {
  files: number;
  bytes: number;
}

/** Per user: per Macao day and in total. */
export interface UploadQuota {
  perDay: UploadAllowance;
  total: UploadAllowance;
}

/**
 * 30 files or 60 MB a day (a claim's photos, some 15 phone pictures of 4 MB, fit twice) and 300 files or
 * 600 MB in all.
 */
export const DEFAULT_UPLOAD_QUOTA: Readonly<UploadQuota> = {
  perDay: { files: 30, bytes: 60_000_000 },
  total: { files: 300, bytes: 600_000_000 },
};

/** The refusal of each limit: literal keys, so the label check can follow them. */
const QUOTA_MESSAGES = { perDay: 'gateway.upload.quotaDay', total: 'gateway.upload.quotaTotal' } as const;

function refused(limit: keyof UploadQuota, allowance: UploadAllowance): GatewayError {
  const params = { files: allowance.files, megabytes: Math.floor(allowance.bytes / 1_000_000) };
  return new GatewayError(429, TIP_CODES.tooMany, QUOTA_MESSAGES[limit], params, 'E', { quota: limit });
}

/**
 * Runs `store` (the file's insert) in one transaction with taking a file of `bytes` from the user's quota;
 * throws the localised refusal, storing and counting nothing, when a limit would be passed.
 */
export async function storeWithinQuota(
  db: GatewayDb, quota: UploadQuota, userId: string, bytes: number, now: Date, store: (trx: GatewayDb) => Promise<void>,
): Promise<void> {
  const today = macaoToday(now);
  await db.transaction().execute(async (trx) => {
    await pruneUploadDays(trx, userId, today);
    if (!(await addUpload(trx, userId, bytes, { period: today, ...quota.perDay }))) throw refused('perDay', quota.perDay);
    if (!(await addUpload(trx, userId, bytes, { period: UPLOAD_TOTAL_PERIOD, ...quota.total }))) throw refused('total', quota.total);
    await store(trx);
  });
}
