/**
 * Documents a claim takes from the policy it is on: product.json `claimDocuments` names, per claim document
 * type, the upload field of the order form that already holds that document (a motor policy's registration
 * photo is the claim's vehicle registration document), so the claimant is not asked for it again.
 */
import { valueAt, type ProductDefinition } from '../../engine/index.js';
import type { ClaimTypeDocumentRow } from './claims-reference.repo.js';

/** A document the policy already holds, for one of the claim type's document types. */
export interface PolicyDocument {
  docType: string;
  fileId: string;
}

/**
 * The files the order's answers (`formData`, the order's stored JSON) hold for the document types the claim
 * type asks for, as `definition.claimDocuments` maps them; none for a product that maps none or an answer
 * that is not a file id.
 */
export function policyDocuments(definition: ProductDefinition | undefined, formData: string, requirements: readonly ClaimTypeDocumentRow[]): PolicyDocument[] {
  const fields = definition?.claimDocuments ?? {};
  if (Object.keys(fields).length === 0) return [];
  const answers: unknown = JSON.parse(formData);
  return requirements.flatMap((requirement) => {
    const path = fields[requirement.doc_type];
    const fileId = path === undefined ? undefined : valueAt(answers, path);
    return typeof fileId === 'string' && fileId !== '' ? [{ docType: requirement.doc_type, fileId }] : [];
  });
}
