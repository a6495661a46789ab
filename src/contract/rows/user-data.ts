/**
 * Contract rows: the user's own data (relatives, cars, a suggestion), what every visitor may read (FAQ
 * questions, agreements), and the look-ups the order forms use (occupations, the area tree, car model
 * codes). A relative's fields are the spec's insurant person fields, checked with the storefront's own
 * shared schemas (schemas/shared: the name, identity-document and phone formats of src/engine/validation).
 */
import type { EndpointDef } from '../endpoint-def.js';
import type { ReferenceItem } from '../entities.js';

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

/** The fields a user enters for a relative: the insurant person fields of docs/spec/storefront-spec.md#3-entities-and-their-fields. */
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
 * The user as an insurant and policy holder: the phone they signed in with, the name, gender, birth date and
 * address of their profile (the real-name authentication's name when they gave one), and the identity document
 * only from that authentication.
 */
export interface SelfPerson extends Partial<Omit<RelativeFields, 'relation' | 'mobilePhoneNo'>> {
  relation: 'SELF';
  mobilePhoneNo: MobilePhoneNo;
  /** The profile's address, for the holder's address. */
  address?: string;
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

// --- Rows ------------------------------------------------------------------------------------------

export const userDataRows = {
  'plat.questionQuery': { method: 'GET', path: '/api/plat/question/query', access: 'anonymous' },
  'user.carList': { method: 'GET', path: '/api/user/car/list', access: 'session' },
  'user.carSave': { method: 'POST', path: '/api/user/car/save', access: 'session' },
  'user.carDelete': { method: 'POST', path: '/api/user/car/delete', access: 'session' },
  'user.newRelativeId': { method: 'GET', path: '/api/user/family/newId', access: 'session' },
  'user.selectRelative': { method: 'GET', path: '/api/user/family/selectRelative', access: 'session' },
  'user.selectRelativeAndSelf': { method: 'POST', path: '/api/user/family/selectRelativeAndSelf', access: 'session' },
  'user.addRelative': { method: 'POST', path: '/api/user/family/addRelative', access: 'session', replayable: true },
  'user.setRelative': { method: 'POST', path: '/api/user/family/setRelative', access: 'session', replayable: true },
  'user.delRelative': { method: 'POST', path: '/api/user/family/delRelative', access: 'session' },
  'user.selectRelativeById': { method: 'POST', path: '/api/user/family/selectRelativeById', access: 'session' },
  'plat.addSuggest': { method: 'POST', path: '/api/plat/suggest/addSuggest', access: 'session' },
  'plat.addBusinessEnquiry': { method: 'POST', path: '/api/plat/business/addEnquiry', access: 'session' },
  'plat.selectBusinessEnquiry': { method: 'POST', path: '/api/plat/business/selectEnquiry', access: 'session' },
  'plat.getAgreementNames': { method: 'POST', path: '/api/plat/custom/getAgreementNames', access: 'anonymous' },
  'plat.getAgreementById': { method: 'POST', path: '/api/plat/custom/getAgreementById', access: 'anonymous' },
  'plat.getAgreement': { method: 'GET', path: '/api/plat/agreement/getAgreement/{id}', access: 'anonymous' },
  'adapter.queryOccupationList': { method: 'POST', path: '/api/adapter/occupation/queryOccupationList', access: 'anonymous' },
  'adapter.areaTree': { method: 'GET', path: '/api/adapter/ggtreecode/area', access: 'anonymous' },
  'product.searchModelCode': { method: 'POST', path: '/api/product/car/searchModelCode', access: 'anonymous' },
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
