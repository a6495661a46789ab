/** Queries on `policy_information` and `policy_information_files`: information added to policies. */
import type { Selectable } from 'kysely';
import type { InformationFile } from '../../contract/rows/policy-services.js';
import type { GatewayDb } from '../storage/database.js';
import type { PolicyInformationTable } from './policy-services.table.js';

export type PolicyInformationRow = Selectable<PolicyInformationTable>;

/** Stores a submission and its files (in the order given) in one transaction. */
export async function insertPolicyInformation(db: GatewayDb, row: PolicyInformationRow, fileIds: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('policy_information').values(row).execute();
    await trx.insertInto('policy_information_files')
      .values(fileIds.map((fileId, position) => ({ submission_id: row.submission_id, file_id: fileId, position })))
      .execute();
  });
}

/** The policy's submissions, newest first. */
export async function listPolicyInformation(db: GatewayDb, policyOrderId: string): Promise<PolicyInformationRow[]> {
  return db.selectFrom('policy_information').selectAll().where('policy_order_id', '=', policyOrderId)
    .orderBy('submitted_at', 'desc').orderBy('submission_id', 'desc').execute();
}

/** The files of the given submissions, by submission id, each list in the order sent. */
export async function informationFilesOf(db: GatewayDb, submissionIds: readonly string[]): Promise<Map<string, InformationFile[]>> {
  const byId = new Map<string, InformationFile[]>(submissionIds.map((id) => [id, []]));
  if (submissionIds.length === 0) return byId;
  const rows = await db.selectFrom('policy_information_files as link')
    .innerJoin('files', 'files.file_id', 'link.file_id')
    .select(['link.submission_id', 'files.file_id', 'files.name', 'files.type', 'files.size'])
    .where('link.submission_id', 'in', [...submissionIds])
    .orderBy('link.submission_id').orderBy('link.position')
    .execute();
  for (const row of rows) {
    byId.get(row.submission_id)?.push({ fileId: row.file_id, name: row.name, type: row.type, size: Number(row.size) });
  }
  return byId;
}
