/** Request schemas of the user data rows (rows/user-data.ts): relatives and cars (checked with the storefront's own shared person, identity-document and phone schemas), suggestions, FAQ, agreements and the order forms' look-ups. */
import personSchema from '../../../schemas/shared/person.json';
import identityDocumentSchema from '../../../schemas/shared/identity-document.json';
import phoneSchema from '../../../schemas/shared/phone.json';
import type { JsonSchema, TypedSchema } from '../json-schema.js';
import { areaCode, declared, fileId, listCode, none, obj, paging, phone } from './schema-parts.js';
import type { IdentityDocument, MobilePhoneNo, RelativeFields, userDataRows } from '../rows/user-data.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

// --- Schema parts ----------------------------------------------------------------------------------

/** A relative's id, as newId answers it. */
const relativeId = { type: 'string', pattern: '^R[0-9A-F]{16}$' } as const;
const carId = { type: 'string', pattern: '^C[0-9A-F]{16}$' } as const;
const category = { type: 'string', pattern: '^[A-Z_]{1,20}$' } as const;
const keyword = { type: 'string', maxLength: 40 } as const;
const limit = { type: 'integer', minimum: 1, maximum: 50 } as const;
const agreementId = { type: 'string', pattern: '^[A-Z0-9_]{1,40}$' } as const;
/** A text of a business enquiry: 1 to `maxLength` characters, not only spaces. */
const enquiryText = (maxLength: number): TypedSchema<string> => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });

/** A shared object schema closed to other keys: its conditional number keys declared up front, bounded. */
function closed(schema: JsonSchema, keys: string[], maxLength: number): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const key of keys) properties[key] = { type: 'string', maxLength };
  return { ...schema, properties, additionalProperties: false };
}

const personProperties = personSchema.properties as Record<string, JsonSchema>;

/** The relative fields: the shared person schema with its identity document and phone, and a relation. */
const relativeFields = {
  englishName: declared<RelativeFields['englishName']>({ ...personProperties.englishName, maxLength: 60 }),
  chineseName: declared<string>({ ...personProperties.chineseName, maxLength: 30 }),
  portugueseName: declared<string>({ ...personProperties.portugueseName, maxLength: 60 }),
  gender: declared<RelativeFields['gender']>(personProperties.gender as JsonSchema),
  dob: declared<RelativeFields['dob']>({ ...personProperties.dob, maxLength: 10 }),
  identifyNo: declared<IdentityDocument>(closed(identityDocumentSchema, ['IDCARD_MO', 'IDCARD_HK', 'IDCARD_CN'], 20)),
  relation: { title: 'field.relation', type: 'string', enum: ['SPOUSE', 'CHILD', 'PARENT', 'OTHER'] },
  mobilePhoneNo: declared<MobilePhoneNo>(closed(phoneSchema, ['853', '852', '86'], 11)),
} as const;
/**
 * The fields a relative must have: the shared person schema's `required` and the relation, written out because
 * a JSON import reaches the compiler as string[] (tests/unit/contract/request-types.test.ts compares the two).
 */
const relativeRequired = ['englishName', 'gender', 'identifyNo', 'dob', 'relation'] as const;

/** The car fields a user keeps: plate, brand and model codes, year, and what the car form asks besides. */
const carFields = {
  carCode: { title: 'field.carCode', type: 'string', pattern: '^[A-Za-z0-9 -]{1,20}$' },
  carBrand: { title: 'field.carBrand', ...listCode },
  carModel: { title: 'field.carModel', type: 'string', pattern: '^[A-Z0-9_-]{1,40}$' },
  carYear: { title: 'field.carYear', type: 'integer', minimum: 1980, maximum: 2100 },
  carType2: { title: 'field.carType2', type: 'string', enum: ['SALOON', 'HATCHBACK', 'SUV', 'MPV', 'COUPE', 'CONVERTIBLE', 'WAGON'] },
  carType3: { title: 'field.carType3', type: 'string', enum: ['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'] },
  motorSize: { title: 'field.motorSize', type: 'integer', minimum: 0, maximum: 8000 },
  carSize: { title: 'field.carSize', type: 'integer', minimum: 2, maximum: 9 },
  motorCode: { title: 'field.motorCode', type: 'string', pattern: '^[A-Za-z0-9-]{4,30}$' },
  carBodyCode: { title: 'field.carBodyCode', type: 'string', pattern: '^[A-Za-z0-9-]{6,30}$' },
} as const;

export const userDataSchemas = {
  'plat.questionQuery': {
    request: obj({ category, keyword }),
    designed: 'The FAQ. Query: category (one category\'s questions), keyword (part of a question or answer, any case). data: { categories: { code, name, count }[] (every category, count of its questions), items: { id, category, question, answer }[] } in the caller\'s language, in display order. The answer is plain text.',
  },
  'user.carList': {
    request: none,
    designed: 'The caller\'s cars, newest first. data: { items: UserCar[] }: plate, brand and model codes with their names in the caller\'s language, year, and the optional body type, fuel, engine size, seats, engine and chassis numbers.',
  },
  'user.carSave': {
    request: obj({ carId, ...carFields }, ['carCode', 'carBrand', 'carModel', 'carYear']),
    designed: 'Designed path (the spec lists only the car list, but users manage their cars). Without carId: adds a car (at most 10); with carId: replaces that car of the caller\'s (another user\'s is not found). The plate is normalised by normalizePlate (src/engine/validation; not a Macao plate is V00400 naming the plate); brand and model must be codes of the car lists (the model of that brand). One plate per user: a second car with the same plate is 409. data: UserCar.',
  },
  'user.carDelete': {
    request: obj({ carId }, ['carId']),
    designed: 'Designed path. Removes one of the caller\'s cars (another user\'s is not found). data: { deleted: true }.',
  },
  'user.newRelativeId': {
    request: none,
    designed: 'A fresh relative id (R + 16 hex digits) for the add form. data: { relativeId }. addRelative with that id is retry-safe: adding it again answers the stored relative.',
  },
  'user.selectRelative': {
    request: none,
    designed: 'The caller\'s relatives in the order added. data: { items: Relative[] }.',
  },
  'user.selectRelativeAndSelf': {
    request: none,
    designed: 'The people the caller may insure: data: { self: SelfPerson, relatives: Relative[] }. self has the person fields of the caller\'s authentication (real-name) info when given, otherwise only mobilePhoneNo (authenticated false).',
  },
  'user.addRelative': {
    request: obj({ relativeId, ...relativeFields }, relativeRequired),
    designed: 'Payload: the insurant person fields (englishName, chineseName, portugueseName, gender, dob, identifyNo { identificationType, IDCARD_MO|IDCARD_HK|IDCARD_CN }, mobilePhoneNo { code, 853|852|86 } optional) plus relation (SPOUSE, CHILD, PARENT, OTHER), checked by the shared person, identity-document and phone schemas; dob not after today. relativeId from newId (optional: the gateway makes one); an id the caller already used answers that relative, an id of another user is 409. At most 20 relatives; the same document twice is 409. data: Relative.',
  },
  'user.setRelative': {
    request: obj({ relativeId, ...relativeFields }, ['relativeId', ...relativeRequired]),
    designed: 'Replaces the fields of one of the caller\'s relatives (another user\'s is not found), checked as in addRelative. data: Relative.',
  },
  'user.delRelative': {
    request: obj({ relativeId }, ['relativeId']),
    designed: 'Removes one of the caller\'s relatives (another user\'s is not found). data: { deleted: true }.',
  },
  'user.selectRelativeById': {
    request: obj({ relativeId }, ['relativeId']),
    designed: 'One of the caller\'s relatives (another user\'s is not found). data: Relative.',
  },
  'plat.addSuggest': {
    request: obj({
      content: { title: 'gateway.userData.label.suggestion', type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' },
      contact: { title: 'gateway.userData.label.contact', type: 'string', maxLength: 100 },
      fileIds: { type: 'array', maxItems: 5, uniqueItems: true, items: fileId },
    }, ['content']),
    designed: 'A suggestion or complaint: content 1-500 characters (not only spaces), an optional contact (phone or mail), optional fileIds of the caller\'s own uploads (another user\'s file is refused). Stored for the service team. data: { suggestionId, createdAt }.',
  },
  'plat.addBusinessEnquiry': {
    request: obj({ company: enquiryText(100), contactName: enquiryText(40), areaCode, phone, message: enquiryText(400) }, ['company', 'contactName', 'areaCode', 'phone', 'message']),
    designed: 'Not in the spec (docs/spec/storefront-spec.md#7-the-calls-it-makes names no call for the business page\'s enquiry): the caller\'s business (corporate) insurance enquiry, stored for the business team. company 1-100, contactName 1-40 (a Chinese or English name, else V00400), message 1-400 characters, none only spaces; the phone is checked for its areaCode like every row taking both. data: BusinessEnquiry.',
  },
  'plat.selectBusinessEnquiry': {
    request: obj(paging),
    designed: 'Not in the spec: the caller\'s own business enquiries, newest first (another user\'s are never listed). data: { total, items: BusinessEnquiry[] }.',
  },
  'plat.getAgreementNames': {
    request: obj({ category: { type: 'string', enum: ['terms', 'privacy', 'product'] }, productCode: { type: 'string', pattern: '^[A-Z]{2,5}$' } }),
    designed: 'The agreements a page links to, without their text. Payload: category and productCode narrow the list. data: { items: AgreementSummary[] } ({ agreementId, category, productCode, title, version, effectiveDate }), title in the caller\'s language.',
  },
  'plat.getAgreementById': {
    request: obj({ agreementId }, ['agreementId']),
    designed: 'One agreement with its text in the caller\'s language. data: Agreement: the summary plus content, simple HTML (p, h3, ol, ul, li, strong, em, br) written by the insurer; the storefront sanitises it again before showing it. An unknown id is not found.',
  },
  'plat.getAgreement': {
    request: none,
    designed: 'The same agreement by path id (a link the storefront can open directly). data: Agreement.',
  },
  'adapter.queryOccupationList': {
    request: obj({
      keyword,
      code: { type: 'string', pattern: '^[A-Z0-9]{3,12}$' },
      occupationClass: { type: 'integer', minimum: 1, maximum: 4 },
      limit,
    }),
    designed: 'Occupations for accident products with their risk class 1 (office) to 4 (hazardous manual work). Payload: keyword (part of the code or a name in any language, any case), code (that one occupation, to label a saved value), occupationClass (only that class), limit (default 20). data: { total, items: { code, name, category, occupationClass }[] }.',
  },
  'adapter.areaTree': {
    request: obj({ code: listCode }),
    designed: 'The address area tree: Macao (its parishes and Cotai), Hong Kong (regions, then districts), Guangdong (prefecture-level cities). Query: code answers that node\'s subtree only (unknown: not found). data: { items: { code, name, children }[] } in the caller\'s language, in display order.',
  },
  'product.searchModelCode': {
    request: obj({ keyword: { type: 'string', minLength: 1, maxLength: 40 }, brandCode: listCode, limit }, ['keyword']),
    designed: 'Car model codes by keyword (part of the model code, the model name or the brand name in any language, any case), optionally of one brand; limit default 20. The codes are those of the car model list (adapter.carModelList). data: { total, items: { modelCode, brandCode, brand, model, bodyType, fuelType, engineSize, seats }[] }: bodyType and fuelType are the carType2 and carType3 codes, engineSize the motorSize in cc, seats the carSize.',
  },
} satisfies Record<keyof typeof userDataRows, EndpointSchemaDef>;
