/** Request schemas of the claim rows (rows/claims.ts): types, places, apply and submit, records, detail, update and claim images. */
import type { JsonSchema } from '../json-schema.js';
import { cursorPaging, fileId, none, obj, orderId, productCode } from './schema-parts.js';
import { CLAIM_AMOUNT_MAX, CLAIM_LINES, CLAIM_STATUSES, type ClaimInfoField, type claimRows } from '../rows/claims.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

const claimId = { type: 'string', pattern: '^CL-[0-9]{8}-[0-9A-F]{12}$' } as const;
const claimTypeCode = { type: 'string', pattern: '^[A-Z][A-Z_]{2,39}$' } as const;
const docType = { type: 'string', pattern: '^[A-Z][A-Z_]{1,39}$' } as const;
const isoDate = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
/** A field title is the i18n key of its label: a schema refusal names the field in the caller's language. */
const titled = <const S extends JsonSchema>(name: ClaimInfoField, schema: S): S & { title: string } => ({ ...schema, title: `gateway.claims.fields.${name}` });

export const claimSchemas = {
  'claim.getClaimTypes': {
    request: obj({ line: { type: 'string', enum: [...CLAIM_LINES] } }),
    designed: 'Designed (no fields shown). Query { line? }: the claim types of one product line (travel, home, motor, accident), all without it. data: { items: ClaimType[] } in display order, named in the caller\'s language, each with the documents it requires ({ docType, name, required, maxFiles }) and its required info fields.',
  },
  'claim.getClaimLocateList': {
    request: obj({ productCode, claimId }),
    designed: 'Designed (no fields shown). Where an incident can happen: data: { items: { code, name, region }[] }, countries and areas named in the caller\'s language, grouped by region (macao, greaterChina, asia, europe, americas, oceania, other) in display order. With { productCode }, only the places where that product\'s cover applies (product.json claimPlaces; every place when it names none or the catalogue no longer sells the product). With { claimId } (signed in, the caller\'s claim, else V00404), only the places the claim\'s policy covers: the area its order chose (product.json areas[].claimPlaces), else its product version\'s claimPlaces, exactly what saveInfo accepts. A code goes into saveInfo\'s locateCode.',
  },
  'claim.getClaimByCodes': {
    request: none,
    designed: 'Designed (no fields shown). One claim type\'s full definition by its code: data: ClaimType (documents, required info fields). An unknown code is V00404.',
  },
  'claim.apply': {
    request: obj({ b2cOrderId: orderId, incidentDate: titled('incidentDate', isoDate) }, ['b2cOrderId', 'incidentDate']),
    designed: 'Designed (the apply page\'s call is not shown). Starts a claim draft on one of the caller\'s paid policies; the policy must have been in force on the incident date (cover start to end, Macao calendar) and the date cannot be after today. A draft already open on that policy is answered instead of a new one. data: ClaimDetail (status draft).',
  },
  'claim.saveInfo': {
    request: obj({
      claimId,
      claimType: claimTypeCode,
      incidentDate: titled('incidentDate', isoDate),
      locateCode: titled('locateCode', { type: 'string', pattern: '^[A-Z]{2,10}$' }),
      description: titled('description', { type: 'string', minLength: 10, maxLength: 1000 }),
      amount: titled('amount', { type: 'number', minimum: 0, maximum: CLAIM_AMOUNT_MAX }),
      bankName: titled('bankName', { type: 'string', minLength: 2, maxLength: 100 }),
      bankAccount: titled('bankAccount', { type: 'string', pattern: '^[0-9][0-9-]{4,28}[0-9]$' }),
      accountHolder: titled('accountHolder', { type: 'string', minLength: 2, maxLength: 60 }),
    }, ['claimId', 'claimType', 'incidentDate', 'description', 'amount']),
    designed: 'Designed (the info page\'s call is not shown). Stores a draft\'s info: the claim type (one of the policy\'s product line), incident date (policy in force, not after today), place (a getClaimLocateList code where the policy applies: its chosen area\'s product.json areas[].claimPlaces, else the product\'s claimPlaces, else refused naming the place), description (10 to 1000 characters), amount claimed (more than 0, whole cents, at most 1,000,000 in the policy\'s currency) and the payee\'s bank account (bank name, account number of 6 to 30 digits and hyphens, holder). The place and payee may come later: submit names what the claim type still needs. Changing the type drops documents the new type does not take. data: ClaimDetail.',
  },
  'claim.addDocument': {
    request: obj({ claimId, docType, fileId }, ['claimId', 'docType', 'fileId']),
    designed: 'Designed (the documents page\'s call is not shown). Attaches one of the caller\'s uploads (plat.fileUpload) to a document type of the claim\'s type, while the claim is a draft or the insurer asked for more information. Refused: a file that is not the caller\'s, a document type the claim type does not have, more files than the type\'s maxFiles, the same file twice. data: ClaimDetail.',
  },
  'claim.submit': {
    request: obj({ claimId }, ['claimId']),
    designed: 'Designed. Submits a draft: refused (V00400, data { field } or { docType }) naming the first missing required info field, then the first required document type without a file. On success the claim gets its claim number C-<product>-<year>-<6-digit sequence> (e.g. C-TPS-2026-000007) and status submitted, recorded in its status history. data: ClaimDetail.',
  },
  'claim.list': {
    request: obj({
      status: { type: 'string', enum: ['all', ...CLAIM_STATUSES] },
      ...cursorPaging,
    }),
    designed: 'Designed (the records page\'s call is not shown). The caller\'s claims, newest first, optionally of one status. data: { total, items: ClaimSummary[], nextCursor } (CursorPage).',
  },
  'claim.detail': {
    request: obj({ claimId }, ['claimId']),
    designed: 'Designed. One of the caller\'s claims (anyone else\'s is not found): its info, documents and status history. data: ClaimDetail.',
  },
  'claim.updateInfo': {
    request: obj({
      claimId,
      description: titled('description', { type: 'string', minLength: 10, maxLength: 1000 }),
      documents: { type: 'array', minItems: 1, maxItems: 20, items: obj({ docType, fileId }, ['docType', 'fileId']) },
    }, ['claimId']),
    designed: 'Designed. Only while the insurer has asked for more information (status infoRequested): adds documents (checked as addDocument) and/or replaces the description (at least one of the two), then the claim goes back to submitted (status history records it). data: ClaimDetail.',
  },
  'claim.claimImage': {
    request: obj({ id: fileId, type: docType, claimNo: { type: 'string', pattern: '^C-[A-Z]{2,5}-[0-9]{4}-[0-9]{6}$' } }, ['id', 'type', 'claimNo']),
    designed: 'Query { id: the file id, type: its document type, claimNo }: one document image of the caller\'s submitted claim, the file base64 in the envelope like plat.fileDownload. Anything not attached so, or not the caller\'s, is not found. data: StoredFile & { content, docType, claimNo }.',
  },
} satisfies Record<keyof typeof claimRows, EndpointSchemaDef>;
