/**
 * Contract rows: the user's own data (relatives, cars, a suggestion), what every visitor may read (FAQ
 * questions, agreements), and the look-ups the order forms use (occupations, the area tree, car model
 * codes). A relative's fields are the spec's insurant person fields, checked with the storefront's own
 * shared schemas (schemas/shared: the name, identity-document and phone formats of src/engine/validation).
 */
import personSchema from '../../../schemas/shared/person.json';
import identityDocumentSchema from '../../../schemas/shared/identity-document.json';
import phoneSchema from '../../../schemas/shared/phone.json';
import type { EndpointDef } from '../endpoint-def.js';
import type { JsonSchema } from '../json-schema.js';
import type { ReferenceItem } from '../entities.js';
import { areaCode, fileId, listCode, none, obj, phone } from './schema-parts.js';

// --- Entities --------------------------------------------------------------------------------------

export type IdentificationType = 'IDCARD_MO' | 'IDCARD_HK' | 'IDCARD_CN';

/** An identity document as the order forms hold it: the type and the number under the type's key. */
export interface IdentityDocument {
  identificationType: IdentificationType;
  IDCARD_MO?: string;
  IDCARD_HK?: string;
  IDCARD_CN?: string;
}

export type PhoneCode = '853' | '852' | '86';

/** A business (corporate) insurance enquiry as its sender sees it; `enquiryId` is the reference they quote. */
export interface BusinessEnquiry {
  enquiryId: string;
  company: string;
  contactName: string;
  /** The phone with its area code, `+853 66123456`. */
  phone: string;
  message: string;
  /** ISO instant. */
  createdAt: string;
}

/** A phone as the order forms hold it: the area code and the number under the code's key. */
export interface MobilePhoneNo {
  code: PhoneCode;
  '853'?: string;
  '852'?: string;
  '86'?: string;
}

/** How a relative is related to the user (the `dict.relation` codes other than SELF). */
export type RelativeRelation = 'SPOUSE' | 'CHILD' | 'PARENT' | 'OTHER';

/** The fields a user enters for a relative: the insurant person fields of spec section 3. */
export interface RelativeFields {
  englishName: string;
  chineseName?: string;
  portugueseName?: string;
  gender: 'M' | 'F';
  /** YYYY-MM-DD. */
  dob: string;
  identifyNo: IdentityDocument;
  relation: RelativeRelation;
  mobilePhoneNo?: MobilePhoneNo;
}

export interface Relative extends RelativeFields {
  relativeId: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The user as an insurant: the person fields from the user's authentication (real-name) info when
 * the user gave it, otherwise only the phone they signed in with.
 */
export interface SelfPerson extends Partial<Omit<RelativeFields, 'relation' | 'mobilePhoneNo'>> {
  relation: 'SELF';
  mobilePhoneNo: MobilePhoneNo;
  authenticated: boolean;
}

/** A car the user keeps on file (carInfo fields of the car order draft). */
export interface UserCar {
  carId: string;
  /** The normalised Macao plate (AB-12-34, EX-1234). */
  carCode: string;
  carBrand: string;
  brandName: string;
  carModel: string;
  modelName: string;
  carYear: number;
  carType2: string | null;
  carType3: string | null;
  motorSize: number | null;
  carSize: number | null;
  motorCode: string | null;
  carBodyCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FaqQuestion {
  id: string;
  category: string;
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
}

export interface AgreementSummary {
  agreementId: string;
  category: 'terms' | 'privacy' | 'product';
  /** The product the clauses are of, for category product. */
  productCode: string | null;
  title: string;
  version: string;
  effectiveDate: string;
}

export interface Agreement extends AgreementSummary {
  /** Simple HTML (p, h3, ol, ul, li, strong, em, br): trusted at the source, sanitised again on display. */
  content: string;
}

export type OccupationClass = 1 | 2 | 3 | 4;

export interface Occupation {
  code: string;
  name: string;
  /** The occupation's group (office, trade, transport...), named in the caller's language. */
  category: string;
  /** Accident risk class: 1 lowest, 4 highest. */
  occupationClass: OccupationClass;
}

export interface AreaNode {
  code: string;
  name: string;
  children: AreaNode[];
}

/** A car model code with what the car form fills from it (carType2, carType3, motorSize, carSize). */
export interface CarModelCode {
  /** The model's code in the car model list: what carInfo.carModel stores. */
  modelCode: string;
  brandCode: string;
  brand: string;
  model: string;
  bodyType: string;
  fuelType: string;
  /** Engine size in cc; 0 for an electric car. */
  engineSize: number;
  seats: number;
}

// --- Schema parts ----------------------------------------------------------------------------------

/** A relative's id, as newId answers it. */
const relativeId: JsonSchema = { type: 'string', pattern: '^R[0-9A-F]{16}$' };
const carId: JsonSchema = { type: 'string', pattern: '^C[0-9A-F]{16}$' };
const category: JsonSchema = { type: 'string', pattern: '^[A-Z_]{1,20}$' };
const keyword: JsonSchema = { type: 'string', maxLength: 40 };
const limit: JsonSchema = { type: 'integer', minimum: 1, maximum: 50 };
const agreementId: JsonSchema = { type: 'string', pattern: '^[A-Z0-9_]{1,40}$' };
const pageNo: JsonSchema = { type: 'integer', minimum: 1, maximum: 1000 };
const pageSize: JsonSchema = { type: 'integer', minimum: 1, maximum: 50 };
/** A text of a business enquiry: 1 to `maxLength` characters, not only spaces. */
const enquiryText = (maxLength: number): JsonSchema => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });

/** A shared object schema closed to other keys: its conditional number keys declared up front, bounded. */
function closed(schema: JsonSchema, keys: string[], maxLength: number): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const key of keys) properties[key] = { type: 'string', maxLength };
  return { ...schema, properties, additionalProperties: false };
}

const personProperties = personSchema.properties as Record<string, JsonSchema>;

/** The relative fields: the shared person schema with its identity document and phone, and a relation. */
const relativeFields: Record<string, JsonSchema> = {
  englishName: { ...personProperties.englishName, maxLength: 60 },
  chineseName: { ...personProperties.chineseName, maxLength: 30 },
  portugueseName: { ...personProperties.portugueseName, maxLength: 60 },
  gender: personProperties.gender as JsonSchema,
  dob: { ...personProperties.dob, maxLength: 10 },
  identifyNo: closed(identityDocumentSchema, ['IDCARD_MO', 'IDCARD_HK', 'IDCARD_CN'], 20),
  relation: { title: 'field.relation', type: 'string', enum: ['SPOUSE', 'CHILD', 'PARENT', 'OTHER'] },
  mobilePhoneNo: closed(phoneSchema, ['853', '852', '86'], 11),
};
const relativeRequired = [...personSchema.required, 'relation'];

/** The car fields a user keeps: plate, brand and model codes, year, and what the car form asks besides. */
const carFields: Record<string, JsonSchema> = {
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
};

// --- Rows ------------------------------------------------------------------------------------------

export const userDataRows = {
  'plat.questionQuery': {
    method: 'GET', path: '/api/plat/question/query', access: 'anonymous',
    request: obj({ category, keyword }),
    designed: 'The FAQ. Query: category (one category\'s questions), keyword (part of a question or answer, any case). data: { categories: { code, name, count }[] (every category, count of its questions), items: { id, category, question, answer }[] } in the caller\'s language, in display order. The answer is plain text.',
  },

  'user.carList': {
    method: 'GET', path: '/api/user/car/list', access: 'session', request: none,
    designed: 'The caller\'s cars, newest first. data: { items: UserCar[] }: plate, brand and model codes with their names in the caller\'s language, year, and the optional body type, fuel, engine size, seats, engine and chassis numbers.',
  },
  'user.carSave': {
    method: 'POST', path: '/api/user/car/save', access: 'session',
    request: obj({ carId, ...carFields }, ['carCode', 'carBrand', 'carModel', 'carYear']),
    designed: 'Designed path (the spec lists only the car list, but users manage their cars). Without carId: adds a car (at most 10); with carId: replaces that car of the caller\'s (another user\'s is not found). The plate is normalised by normalizePlate (src/engine/validation; not a Macao plate is V00400 naming the plate); brand and model must be codes of the car lists (the model of that brand). One plate per user: a second car with the same plate is 409. data: UserCar.',
  },
  'user.carDelete': {
    method: 'POST', path: '/api/user/car/delete', access: 'session',
    request: obj({ carId }, ['carId']),
    designed: 'Designed path. Removes one of the caller\'s cars (another user\'s is not found). data: { deleted: true }.',
  },

  'user.newRelativeId': {
    method: 'GET', path: '/api/user/family/newId', access: 'session', request: none,
    designed: 'A fresh relative id (R + 16 hex digits) for the add form. data: { relativeId }. addRelative with that id is retry-safe: adding it again answers the stored relative.',
  },
  'user.selectRelative': {
    method: 'GET', path: '/api/user/family/selectRelative', access: 'session', request: none,
    designed: 'The caller\'s relatives in the order added. data: { items: Relative[] }.',
  },
  'user.selectRelativeAndSelf': {
    method: 'POST', path: '/api/user/family/selectRelativeAndSelf', access: 'session', request: none,
    designed: 'The people the caller may insure: data: { self: SelfPerson, relatives: Relative[] }. self has the person fields of the caller\'s authentication (real-name) info when given, otherwise only mobilePhoneNo (authenticated false).',
  },
  'user.addRelative': {
    method: 'POST', path: '/api/user/family/addRelative', access: 'session',
    request: obj({ relativeId, ...relativeFields }, relativeRequired),
    designed: 'Payload: the insurant person fields (englishName, chineseName, portugueseName, gender, dob, identifyNo { identificationType, IDCARD_MO|IDCARD_HK|IDCARD_CN }, mobilePhoneNo { code, 853|852|86 } optional) plus relation (SPOUSE, CHILD, PARENT, OTHER), checked by the shared person, identity-document and phone schemas; dob not after today. relativeId from newId (optional: the gateway makes one); an id the caller already used answers that relative, an id of another user is 409. At most 20 relatives; the same document twice is 409. data: Relative.',
  },
  'user.setRelative': {
    method: 'POST', path: '/api/user/family/setRelative', access: 'session',
    request: obj({ relativeId, ...relativeFields }, ['relativeId', ...relativeRequired]),
    designed: 'Replaces the fields of one of the caller\'s relatives (another user\'s is not found), checked as in addRelative. data: Relative.',
  },
  'user.delRelative': {
    method: 'POST', path: '/api/user/family/delRelative', access: 'session',
    request: obj({ relativeId }, ['relativeId']),
    designed: 'Removes one of the caller\'s relatives (another user\'s is not found). data: { deleted: true }.',
  },
  'user.selectRelativeById': {
    method: 'POST', path: '/api/user/family/selectRelativeById', access: 'session',
    request: obj({ relativeId }, ['relativeId']),
    designed: 'One of the caller\'s relatives (another user\'s is not found). data: Relative.',
  },

  'plat.addSuggest': {
    method: 'POST', path: '/api/plat/suggest/addSuggest', access: 'session',
    request: obj({
      content: { title: 'gateway.userData.label.suggestion', type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' },
      contact: { title: 'gateway.userData.label.contact', type: 'string', maxLength: 100 },
      fileIds: { type: 'array', maxItems: 5, uniqueItems: true, items: fileId },
    }, ['content']),
    designed: 'A suggestion or complaint: content 1-500 characters (not only spaces), an optional contact (phone or mail), optional fileIds of the caller\'s own uploads (another user\'s file is refused). Stored for the service team. data: { suggestionId, createdAt }.',
  },
  'plat.addBusinessEnquiry': {
    method: 'POST', path: '/api/plat/business/addEnquiry', access: 'session',
    request: obj({ company: enquiryText(100), contactName: enquiryText(40), areaCode, phone, message: enquiryText(400) }, ['company', 'contactName', 'areaCode', 'phone', 'message']),
    designed: 'Not in the spec (section 7 names no call for the business page\'s enquiry): the caller\'s business (corporate) insurance enquiry, stored for the business team. company 1-100, contactName 1-40 (a Chinese or English name, else V00400), message 1-400 characters, none only spaces; the phone is checked for its areaCode like every row taking both. data: BusinessEnquiry.',
  },
  'plat.selectBusinessEnquiry': {
    method: 'POST', path: '/api/plat/business/selectEnquiry', access: 'session', request: obj({ page: pageNo, pageSize }),
    designed: 'Not in the spec: the caller\'s own business enquiries, newest first (another user\'s are never listed). data: { total, items: BusinessEnquiry[] }.',
  },

  'plat.getAgreementNames': {
    method: 'POST', path: '/api/plat/custom/getAgreementNames', access: 'anonymous',
    request: obj({ category: { type: 'string', enum: ['terms', 'privacy', 'product'] }, productCode: { type: 'string', pattern: '^[A-Z]{2,5}$' } }),
    designed: 'The agreements a page links to, without their text. Payload: category and productCode narrow the list. data: { items: AgreementSummary[] } ({ agreementId, category, productCode, title, version, effectiveDate }), title in the caller\'s language.',
  },
  'plat.getAgreementById': {
    method: 'POST', path: '/api/plat/custom/getAgreementById', access: 'anonymous',
    request: obj({ agreementId }, ['agreementId']),
    designed: 'One agreement with its text in the caller\'s language. data: Agreement: the summary plus content, simple HTML (p, h3, ol, ul, li, strong, em, br) written by the insurer; the storefront sanitises it again before showing it. An unknown id is not found.',
  },
  'plat.getAgreement': {
    method: 'GET', path: '/api/plat/agreement/getAgreement/{id}', access: 'anonymous', request: none,
    designed: 'The same agreement by path id (a link the storefront can open directly). data: Agreement.',
  },

  'adapter.queryOccupationList': {
    method: 'POST', path: '/api/adapter/occupation/queryOccupationList', access: 'anonymous',
    request: obj({
      keyword,
      code: { type: 'string', pattern: '^[A-Z0-9]{3,12}$' },
      occupationClass: { type: 'integer', minimum: 1, maximum: 4 },
      limit,
    }),
    designed: 'Occupations for accident products with their risk class 1 (office) to 4 (hazardous manual work). Payload: keyword (part of the code or a name in any language, any case), code (that one occupation, to label a saved value), occupationClass (only that class), limit (default 20). data: { total, items: { code, name, category, occupationClass }[] }.',
  },
  'adapter.areaTree': {
    method: 'GET', path: '/api/adapter/ggtreecode/area', access: 'anonymous',
    request: obj({ code: listCode }),
    designed: 'The address area tree: Macao (its parishes and Cotai), Hong Kong (regions, then districts), Guangdong (prefecture-level cities). Query: code answers that node\'s subtree only (unknown: not found). data: { items: { code, name, children }[] } in the caller\'s language, in display order.',
  },
  'product.searchModelCode': {
    method: 'POST', path: '/api/product/car/searchModelCode', access: 'anonymous',
    request: obj({ keyword: { type: 'string', minLength: 1, maxLength: 40 }, brandCode: listCode, limit }, ['keyword']),
    designed: 'Car model codes by keyword (part of the model code, the model name or the brand name in any language, any case), optionally of one brand; limit default 20. The codes are those of the car model list (adapter.carModelList). data: { total, items: { modelCode, brandCode, brand, model, bodyType, fuelType, engineSize, seats }[] }: bodyType and fuelType are the carType2 and carType3 codes, engineSize the motorSize in cc, seats the carSize.',
  },
} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of userDataRows answers with. */
export interface UserDataData {
  'plat.questionQuery': { categories: (ReferenceItem & { count: number })[]; items: FaqQuestion[] };
  'user.carList': { items: UserCar[] };
  'user.carSave': UserCar;
  'user.carDelete': { deleted: true };
  'user.newRelativeId': { relativeId: string };
  'user.selectRelative': { items: Relative[] };
  'user.selectRelativeAndSelf': { self: SelfPerson; relatives: Relative[] };
  'user.addRelative': Relative;
  'user.setRelative': Relative;
  'user.delRelative': { deleted: true };
  'user.selectRelativeById': Relative;
  'plat.addSuggest': { suggestionId: string; createdAt: string };
  'plat.addBusinessEnquiry': BusinessEnquiry;
  'plat.selectBusinessEnquiry': { total: number; items: BusinessEnquiry[] };
  'plat.getAgreementNames': { items: AgreementSummary[] };
  'plat.getAgreementById': Agreement;
  'plat.getAgreement': Agreement;
  'adapter.queryOccupationList': { total: number; items: Occupation[] };
  'adapter.areaTree': { items: AreaNode[] };
  'product.searchModelCode': { total: number; items: CarModelCode[] };
}
