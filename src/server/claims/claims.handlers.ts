/**
 * Handlers of the contract rows in src/contract/rows/claims.ts: the claim types, places and one type's
 * definition (reference data), and the claim lifecycle of the signed-in user: apply on a paid policy,
 * save the info, attach documents, submit, list, detail, update when the insurer asks, and one
 * document's image. Someone else's claim, policy or file is "not found" or refused.
 */
import { TIP_CODES } from '../../contract/index.js';
import { CLAIM_STATUSES, type claimRows } from '../../contract/rows/claims.js';
import { policyClaimPlaces, type Lang } from '../../engine/index.js';
import { bundleAtVersion } from '../catalog/product-versions.js';
import { newClaimId, nextClaimNo } from './claim-numbers.js';
import {
  checkAmount, checkAttachable, checkComplete, checkIncidentDate, checkPlaceCovered, claimStateConflict, coversPlace, DOCUMENTS_OPEN, requirePolicy,
} from './claim-rules.js';
import { claimDetail, claimSummary, claimTypeViews, infoFieldsOf, type ClaimContext } from './claim-views.js';
import { policyDocuments } from './policy-documents.js';
import { nameIn } from '../i18n/column-in-lang.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import {
  deleteClaimDocumentsExcept, findUserClaim, findUserClaimByNo, findUserOrderClaim, hasClaimDocument, insertClaim,
  insertClaimDocument, insertClaimHistory, listUserClaims, updateClaim, type ClaimRow,
} from './claims.repo.js';
import {
  findClaimLocate, findClaimType, listClaimLocates, listClaimTypeDocuments, listClaimTypes,
} from './claims-reference.repo.js';
import { findUserFile, userHasFile } from '../user-data/files.repo.js';
import { findOrderById, findUserOrder, type OrderRow } from '../orders/orders.repo.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';
import { listWindow, nextCursor } from '../handlers/list-cursor.js';

const DEFAULT_PAGE_SIZE = 20;

export function claimHandlers(context: GatewayContext): HandlersFor<typeof claimRows> {
  const { db, now, catalog } = context;

  /** A policy's product bundle as the version it was made under, so policies of withdrawn products still claim. */
  const bundleOf = async (order: OrderRow) =>
    (await bundleAtVersion(db, catalog.registry, order.product_code, order.product_hash)) ?? catalog.registry.get(order.product_code);
  /** Where the policy's cover applies, as claim places: its chosen area's, else its product's (undefined: everywhere). */
  const placesOf = (bundle: Awaited<ReturnType<typeof bundleOf>>, order: OrderRow) =>
    (bundle ? policyClaimPlaces(bundle, JSON.parse(order.form_data)) : undefined);

  const contextOf = async (claim: ClaimRow, lang: Lang): Promise<ClaimContext> => {
    const [order, type] = await Promise.all([
      findOrderById(db, claim.b2c_order_id),
      claim.claim_type === null ? undefined : findClaimType(db, claim.claim_type),
    ]);
    return { policyNo: order?.policy_no ?? '', productCode: order?.product_code ?? '', claimTypeName: type ? nameIn(type, lang) : null };
  };
  const detailOf = async (claim: ClaimRow, lang: Lang) => claimDetail(db, claim, await contextOf(claim, lang), lang);

  /** The caller's claim by id, reloaded after a change. */
  const userClaim = async (userId: string, claimId: string): Promise<ClaimRow> => {
    const claim = await findUserClaim(db, userId, claimId);
    if (!claim) throw notFound();
    return claim;
  };

  /** The paid policy the claim is on (a claim whose order is gone is not found). */
  const policyOf = async (userId: string, claim: ClaimRow) => {
    const order = await findUserOrder(db, userId, claim.b2c_order_id);
    if (!order) throw notFound();
    return requirePolicy(order);
  };

  /** The documents the claim's type asks for (none while it has no type). */
  const requirementsOf = (claim: ClaimRow) => listClaimTypeDocuments(db, claim.claim_type === null ? [] : [claim.claim_type]);

  return {
    'claim.getClaimTypes': async (call) => {
      const { line } = call.payload;
      return { items: await claimTypeViews(db, await listClaimTypes(db, line), call.lang) };
    },

    'claim.getClaimLocateList': async (call) => {
      const { productCode, claimId } = call.payload;
      let places: readonly string[] | undefined;
      if (claimId !== undefined) {
        // The claim's own policy: its product version and the area its order chose (a trip to Macao and Hong Kong).
        if (!call.user) throw notFound();
        const order = await policyOf(call.user.user_id, await userClaim(call.user.user_id, claimId));
        places = placesOf(await bundleOf(order), order);
      } else if (productCode !== undefined) {
        // A product the catalogue no longer sells (its policies still claim) offers every place: saveInfo checks the policy's own version.
        places = catalog.registry.get(productCode)?.definition.claimPlaces;
      }
      return {
        items: (await listClaimLocates(db)).filter((row) => coversPlace(places, row.code))
          .map((row) => ({ code: row.code, name: nameIn(row, call.lang), region: row.region })),
      };
    },

    'claim.getClaimByCodes': async (call) => {
      const row = await findClaimType(db, call.params.code ?? '');
      const [view] = row ? await claimTypeViews(db, [row], call.lang) : [];
      if (!view) throw notFound();
      return view;
    },

    'claim.apply': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, incidentDate } = call.payload;
      const order = await findUserOrder(db, userId, b2cOrderId);
      if (!order) throw notFound();
      const at = now();
      checkIncidentDate(order, incidentDate, at);
      const open = await findUserOrderClaim(db, userId, b2cOrderId, ['draft']);
      if (open) return detailOf(open, call.lang);
      const stamp = at.toISOString();
      const claim: ClaimRow = {
        claim_id: newClaimId(at), user_id: userId, b2c_order_id: b2cOrderId, status: 'draft', claim_no: null,
        claim_type: null, incident_date: incidentDate, locate_code: null, description: null, amount: null,
        currency: order.currency, bank_name: null, bank_account: null, account_holder: null,
        created_at: stamp, updated_at: stamp, submitted_at: null,
      };
      await db.transaction().execute((trx) => insertClaim(trx, claim));
      return detailOf(claim, call.lang);
    },

    'claim.saveInfo': async (call) => {
      const userId = callUser(call).user_id;
      const info = call.payload;
      const claim = await userClaim(userId, info.claimId);
      if (claim.status !== 'draft') throw claimStateConflict(claim.status);
      const order = await policyOf(userId, claim);
      const type = await findClaimType(db, info.claimType);
      const bundle = await bundleOf(order);
      const product = bundle?.definition;
      if (!type || type.line !== (product?.line ?? null)) {
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.claims.typeNotForPolicy', {}, 'E', { field: 'claimType' });
      }
      const at = now();
      checkIncidentDate(order, info.incidentDate, at);
      if (info.locateCode !== undefined) {
        const place = await findClaimLocate(db, info.locateCode);
        if (!place) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.claims.unknownLocate', {}, 'E', { field: 'locateCode' });
        checkPlaceCovered(placesOf(bundle, order), place, call.lang);
      }
      checkAmount(info.amount, claim.currency);
      const requirements = await listClaimTypeDocuments(db, [type.code]);
      const keep = requirements.map((requirement) => requirement.doc_type);
      // What the policy already holds (its car's registration photo) is attached, not asked for again.
      const held = policyDocuments(product, order.form_data, requirements);
      const owned = await Promise.all(held.map((document) => userHasFile(db, userId, document.fileId)));
      const fromPolicy = held.filter((_, index) => owned[index]);
      const saved = await db.transaction().execute(async (trx) => {
        const changed = await updateClaim(trx, claim.claim_id, ['draft'], {
          claim_type: type.code, incident_date: info.incidentDate, locate_code: info.locateCode ?? null,
          description: info.description, amount: info.amount, bank_name: info.bankName ?? null,
          bank_account: info.bankAccount ?? null, account_holder: info.accountHolder ?? null, updated_at: at.toISOString(),
        });
        if (!changed) return changed;
        await deleteClaimDocumentsExcept(trx, claim.claim_id, keep);
        const stamp = at.toISOString();
        for (const document of fromPolicy) {
          if (!(await hasClaimDocument(trx, claim.claim_id, document.docType, document.fileId))) await insertClaimDocument(trx, claim.claim_id, document.docType, document.fileId, stamp);
        }
        return changed;
      });
      if (!saved) throw claimStateConflict((await userClaim(userId, claim.claim_id)).status);
      return detailOf(await userClaim(userId, claim.claim_id), call.lang);
    },

    'claim.addDocument': async (call) => {
      const userId = callUser(call).user_id;
      const { claimId, docType, fileId } = call.payload;
      const claim = await userClaim(userId, claimId);
      if (!DOCUMENTS_OPEN.includes(claim.status)) throw claimStateConflict(claim.status);
      if (claim.claim_type === null) {
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.claims.chooseTypeFirst', {}, 'E', { field: 'claimType' });
      }
      await checkAttachable(db, claim, await requirementsOf(claim), docType, fileId, call.lang);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await insertClaimDocument(trx, claim.claim_id, docType, fileId, at);
        await updateClaim(trx, claim.claim_id, DOCUMENTS_OPEN, { updated_at: at });
      });
      return detailOf(await userClaim(userId, claimId), call.lang);
    },

    'claim.submit': async (call) => {
      const userId = callUser(call).user_id;
      const { claimId } = call.payload;
      const claim = await userClaim(userId, claimId);
      if (claim.status !== 'draft') throw claimStateConflict(claim.status);
      const type = claim.claim_type === null ? undefined : await findClaimType(db, claim.claim_type);
      await checkComplete(db, claim, type ? infoFieldsOf(type) : [], await requirementsOf(claim), call.lang);
      const order = await policyOf(userId, claim);
      const at = now();
      const stamp = at.toISOString();
      await db.transaction().execute(async (trx) => {
        const claimNo = await nextClaimNo(trx, order.product_code, at);
        const moved = await updateClaim(trx, claim.claim_id, ['draft'], { status: 'submitted', claim_no: claimNo, submitted_at: stamp, updated_at: stamp });
        if (!moved) throw claimStateConflict(claim.status);
        await insertClaimHistory(trx, claim.claim_id, 'submitted', null, stamp);
      });
      return detailOf(await userClaim(userId, claimId), call.lang);
    },

    'claim.list': async (call) => {
      const { status = 'all', ...paging } = call.payload;
      const statuses = status === 'all' ? CLAIM_STATUSES : [status];
      const page = await listUserClaims(db, callUser(call).user_id, statuses, listWindow(paging, DEFAULT_PAGE_SIZE));
      const items = await Promise.all(page.rows.map(async (claim) => claimSummary(claim, await contextOf(claim, call.lang))));
      return { total: page.total, items, nextCursor: nextCursor(page) };
    },

    'claim.detail': async (call) => {
      const { claimId } = call.payload;
      return detailOf(await userClaim(callUser(call).user_id, claimId), call.lang);
    },

    'claim.updateInfo': async (call) => {
      const userId = callUser(call).user_id;
      const { claimId, description, documents = [] } = call.payload;
      const claim = await userClaim(userId, claimId);
      if (claim.status !== 'infoRequested') {
        throw new GatewayError(409, TIP_CODES.conflict, 'gateway.claims.notInfoRequested', {}, 'E', { status: claim.status });
      }
      if (description === undefined && documents.length === 0) {
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.claims.nothingToUpdate');
      }
      const requirements = await requirementsOf(claim);
      const stamp = now().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const document of documents) {
          await checkAttachable(trx, claim, requirements, document.docType, document.fileId, call.lang);
          await insertClaimDocument(trx, claim.claim_id, document.docType, document.fileId, stamp);
        }
        const moved = await updateClaim(trx, claim.claim_id, ['infoRequested'], {
          status: 'submitted', updated_at: stamp, ...(description === undefined ? {} : { description }),
        });
        if (!moved) throw claimStateConflict(claim.status);
        await insertClaimHistory(trx, claim.claim_id, 'submitted', null, stamp);
      });
      return detailOf(await userClaim(userId, claimId), call.lang);
    },

    'claim.claimImage': async (call) => {
      const userId = callUser(call).user_id;
      const { id, type, claimNo } = call.payload;
      const claim = await findUserClaimByNo(db, userId, claimNo);
      if (!claim || !(await hasClaimDocument(db, claim.claim_id, type, id))) throw notFound();
      const file = await findUserFile(db, userId, id);
      if (!file) throw notFound();
      return {
        fileId: file.file_id, name: file.name, type: file.type, size: file.size,
        content: Buffer.from(file.content).toString('base64'), docType: type, claimNo,
      };
    },
  };
}
