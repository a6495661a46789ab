/**
 * Information the insurer asked for on a paid policy: the caller's uploaded files (and a note) stored
 * as a submission linked to the policy, and the policy's submissions.
 */
import type { InformationSubmission, InformationSubmissionDetail, policyServiceRows } from '../../contract/rows/policy-services.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayContext } from '../gateway-context.js';
import { TIP_CODES } from '../../contract/index.js';
import { GatewayError, notFound } from '../gateway-error.js';
import { callUser, type HandlersWithPrefix } from '../handlers/handler-types.js';
import type { GatewayDb } from '../storage/database.js';
import { userHasFile } from '../user-data/files.repo.js';
import { findUserOrder, type OrderRow } from '../orders/orders.repo.js';
import {
  informationFilesOf, insertPolicyInformation, listPolicyInformation, type PolicyInformationRow,
} from './policy-information.repo.js';
import { nextSequenceValue } from '../storage/sequences.repo.js';

/** e.g. `I-TPS-2026-000001`. */
async function nextSubmissionId(db: GatewayDb, productCode: string, today: string): Promise<string> {
  const year = today.slice(0, 4);
  return `I-${productCode}-${year}-${String(await nextSequenceValue(db, `I:${productCode}:${year}`)).padStart(6, '0')}`;
}

function toSubmission(row: PolicyInformationRow, fileCount: number): InformationSubmission {
  return { submissionId: row.submission_id, b2cOrderId: row.policy_order_id, fileCount, submittedAt: row.submitted_at };
}

export function addInformationHandlers(context: GatewayContext): HandlersWithPrefix<typeof policyServiceRows, 'policy.'> {
  const { db, now } = context;

  /** The caller's paid policy: someone else's, an unpaid order or an endorsement order is not found. */
  const paidPolicy = async (userId: string, b2cOrderId: string): Promise<OrderRow> => {
    const policy = await findUserOrder(db, userId, b2cOrderId);
    if (!policy || policy.kind === 'endorsement' || policy.status !== 'paid') throw notFound();
    return policy;
  };

  return {
    'policy.addInformation': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, fileIds, note } = call.payload;
      const policy = await paidPolicy(userId, b2cOrderId);
      for (const fileId of fileIds) {
        if (!(await userHasFile(db, userId, fileId))) {
          throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.policyServices.fileNotYours', { fileId }, 'E', { fileId });
        }
      }
      const at = now();
      const row: PolicyInformationRow = {
        submission_id: await nextSubmissionId(db, policy.product_code, macaoToday(at)),
        policy_order_id: policy.b2c_order_id, user_id: userId,
        note: note?.trim() ? note.trim() : null, submitted_at: at.toISOString(),
      };
      await insertPolicyInformation(db, row, fileIds);
      return toSubmission(row, fileIds.length);
    },

    'policy.informationList': async (call) => {
      const { b2cOrderId } = call.payload;
      const policy = await paidPolicy(callUser(call).user_id, b2cOrderId);
      const rows = await listPolicyInformation(db, policy.b2c_order_id);
      const files = await informationFilesOf(db, rows.map((row) => row.submission_id));
      const items = rows.map((row): InformationSubmissionDetail => {
        const own = files.get(row.submission_id) ?? [];
        return { ...toSubmission(row, own.length), note: row.note, files: own };
      });
      return { items };
    },
  };
}
