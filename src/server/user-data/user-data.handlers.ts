/**
 * Handlers of the user-data rows: the caller's relatives and cars (each owned by one user: another
 * user's id is not found), suggestions, the FAQ, agreements, and the look-ups of the order forms
 * (occupations, the area tree, car model codes). Texts come in the caller's language. A relative's
 * names, identity document and phone were checked by the row's schema (the storefront's shared person
 * schemas with the formats of src/engine/validation); a plate is normalised by the engine's rule.
 */
import { randomBytes } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import type {
  Agreement, AgreementSummary, AreaNode, CarModelCode, IdentificationType, MobilePhoneNo, Occupation, OccupationClass, PhoneCode,
  Relative, RelativeFields, SelfPerson, UserCar,
} from '../../contract/rows/user-data.js';
import type { userDataRows } from '../../contract/rows/user-data.js';
import { checkName, normalizePlate, type Lang } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField, notFound } from '../gateway-error.js';
import { findProfile, type AccountProfileRow } from '../account/account-profiles.repo.js';
import { findAgreement, listAgreements, type AgreementRow } from './agreements.repo.js';
import { listAreaNodes, type AreaNodeRow } from './area-tree.repo.js';
import {
  countUserCars, deleteUserCar, findUserCar, findUserCarByPlate, insertCar, listCarModelSpecs, listUserCars, updateUserCar,
  type CarChanges, type UserCarRow,
} from './cars.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { userHasFile } from './files.repo.js';
import { findOccupation, listOccupations, type OccupationRow } from './occupations.repo.js';
import { listFaqCategories, listFaqQuestions } from './questions.repo.js';
import { findReferenceItem, type ReferenceItemRow } from '../catalog/reference-items.repo.js';
import {
  countUserRelatives, deleteUserRelative, findRelative, findUserRelative, findUserRelativeByDocument, insertRelative,
  listUserRelatives, updateUserRelative, type RelativeChanges, type RelativeRow,
} from './relatives.repo.js';
import { insertSuggestion } from './suggestions.repo.js';
import type { UserRow } from '../account/users.repo.js';
import { businessEnquiryHandlers } from './business-enquiries.handlers.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';
import { inLang } from '../i18n/column-in-lang.js';

/** Relatives one user may keep. */
export const MAX_RELATIVES = 20;
/** Cars one user may keep. */
export const MAX_CARS = 10;
/** Items a search answers when the caller names no limit. */
export const DEFAULT_SEARCH_LIMIT = 20;

/** i18n keys of this domain's refusals. */
export const USER_DATA_MESSAGES = {
  relativeLimit: 'gateway.userData.relativeLimit',
  relativeDuplicate: 'gateway.userData.relativeDuplicate',
  relativeIdTaken: 'gateway.userData.relativeIdTaken',
  carLimit: 'gateway.userData.carLimit',
  carPlateTaken: 'gateway.userData.carPlateTaken',
  fileMissing: 'gateway.userData.fileMissing',
} as const;

/** `prefix` + 16 random upper-case hex digits: the relative and car ids of the contract. */
function newId(prefix: 'R' | 'C'): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** Case-insensitive: does any of the texts contain the keyword ('' matches everything). */
function matches(keyword: string, texts: readonly (string | null)[]): boolean {
  const needle = keyword.trim().toLowerCase();
  return needle === '' || texts.some((text) => text !== null && text.toLowerCase().includes(needle));
}

function conflict(messageKey: string, params: Record<string, string | number> = {}): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, messageKey, params);
}

// --- Relatives ---------------------------------------------------------------------------------------

function phoneOf(code: string, phone: string): MobilePhoneNo {
  return { code: code as PhoneCode, [code]: phone };
}

function relativeView(row: RelativeRow): Relative {
  const idType = row.id_type as IdentificationType;
  return {
    relativeId: row.relative_id,
    englishName: row.english_name,
    ...(row.chinese_name === null ? {} : { chineseName: row.chinese_name }),
    ...(row.portuguese_name === null ? {} : { portugueseName: row.portuguese_name }),
    gender: row.gender as Relative['gender'],
    dob: row.dob,
    identifyNo: { identificationType: idType, [idType]: row.id_number },
    relation: row.relation as Relative['relation'],
    ...(row.phone_code === null || row.phone === null ? {} : { mobilePhoneNo: phoneOf(row.phone_code, row.phone) }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns of a relative's fields: only the document number and phone under the chosen type and code. */
function relativeColumns(fields: RelativeFields, at: string): RelativeChanges {
  const { identificationType } = fields.identifyNo;
  const phone = fields.mobilePhoneNo;
  return {
    relation: fields.relation,
    english_name: fields.englishName,
    chinese_name: fields.chineseName ?? null,
    portuguese_name: fields.portugueseName ?? null,
    gender: fields.gender,
    dob: fields.dob,
    id_type: identificationType,
    id_number: fields.identifyNo[identificationType] ?? '',
    phone_code: phone ? phone.code : null,
    phone: phone ? (phone[phone.code] ?? null) : null,
    updated_at: at,
  };
}

/**
 * The user as an insurant: with the person fields of their real-name authentication (the name and
 * document they authenticated with, plus the personal details they set) once authenticated, otherwise
 * only the phone they signed in with.
 */
function selfPerson(user: UserRow, profile: AccountProfileRow | undefined): SelfPerson {
  const mobilePhoneNo = phoneOf(user.area_code, user.phone);
  // What the profile says it is for ("用於預填投保資料"): its name, gender, birth date and address, typed there
  // or not; the identity document only from the real-name authentication, which also settles the name.
  const authenticated = Boolean(profile?.authenticated_at && profile.id_type && profile.id_number && profile.auth_name);
  const zhAuthName = authenticated && profile?.auth_name ? checkName(profile.auth_name, 'zh') : false;
  const englishName = authenticated && !zhAuthName ? profile?.auth_name : profile?.name_en;
  const chineseName = zhAuthName ? profile?.auth_name : profile?.name_zh;
  const idType = `IDCARD_${profile?.id_type ?? ''}` as IdentificationType;
  return {
    relation: 'SELF',
    ...(englishName ? { englishName } : {}),
    ...(chineseName ? { chineseName } : {}),
    ...(profile?.gender ? { gender: profile.gender } : {}),
    ...(profile?.birthday ? { dob: profile.birthday } : {}),
    ...(authenticated && profile?.id_number ? { identifyNo: { identificationType: idType, [idType]: profile.id_number } } : {}),
    ...(profile?.address ? { address: profile.address } : {}),
    mobilePhoneNo,
    authenticated,
  };
}

// --- Cars --------------------------------------------------------------------------------------------

/** The fields a car save sends: plate, brand, model and year, and optionally what the car form asks besides. */
type CarFields = Pick<UserCar, 'carCode' | 'carBrand' | 'carModel' | 'carYear'>
  & Partial<Record<'carType2' | 'carType3' | 'motorCode' | 'carBodyCode', string> & Record<'motorSize' | 'carSize', number>>;

function carView(row: UserCarRow, brand: ReferenceItemRow | undefined, model: ReferenceItemRow | undefined, lang: Lang): UserCar {
  return {
    carId: row.car_id, carCode: row.car_code, carBrand: row.car_brand, brandName: brand ? inLang(brand, 'name', lang) : row.car_brand,
    carModel: row.car_model, modelName: model ? inLang(model, 'name', lang) : row.car_model, carYear: row.car_year,
    carType2: row.car_type2, carType3: row.car_type3, motorSize: row.motor_size, carSize: row.car_size,
    motorCode: row.motor_code, carBodyCode: row.car_body_code, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/** A car with its brand's and model's names. */
async function namedCar(db: GatewayDb, row: UserCarRow, lang: Lang): Promise<UserCar> {
  const [brand, model] = await Promise.all([
    findReferenceItem(db, 'carBrand', row.car_brand),
    findReferenceItem(db, 'carModel', row.car_model, row.car_brand),
  ]);
  return carView(row, brand, model, lang);
}

/** The car columns of a save: the plate normalised, brand and model codes of the car lists. */
async function carColumns(db: GatewayDb, fields: CarFields, at: string): Promise<CarChanges> {
  const plate = normalizePlate(fields.carCode);
  if (plate === null) throw invalidField({ path: 'carCode', name: 'carCode', labelKey: 'field.carCode', keyword: 'format' });
  if (!(await findReferenceItem(db, 'carBrand', fields.carBrand))) {
    throw invalidField({ path: 'carBrand', name: 'carBrand', labelKey: 'field.carBrand', keyword: 'enum' });
  }
  if (!(await findReferenceItem(db, 'carModel', fields.carModel, fields.carBrand))) {
    throw invalidField({ path: 'carModel', name: 'carModel', labelKey: 'field.carModel', keyword: 'enum' });
  }
  return {
    car_code: plate, car_brand: fields.carBrand, car_model: fields.carModel, car_year: fields.carYear,
    car_type2: fields.carType2 ?? null, car_type3: fields.carType3 ?? null, motor_size: fields.motorSize ?? null,
    car_size: fields.carSize ?? null, motor_code: fields.motorCode ?? null, car_body_code: fields.carBodyCode ?? null, updated_at: at,
  };
}

// --- Reference views ---------------------------------------------------------------------------------

function agreementSummary(row: AgreementRow, lang: Lang): AgreementSummary {
  return {
    agreementId: row.agreement_id, category: row.category as AgreementSummary['category'], productCode: row.product_code,
    title: inLang(row, 'title', lang), version: row.version, effectiveDate: row.effective_date,
  };
}

function agreementView(row: AgreementRow | undefined, lang: Lang): Agreement {
  if (!row) throw notFound();
  return { ...agreementSummary(row, lang), content: inLang(row, 'content', lang) };
}

function occupationView(row: OccupationRow, lang: Lang): Occupation {
  return {
    code: row.code, name: inLang(row, 'name', lang), category: inLang(row, 'category', lang),
    occupationClass: row.occupation_class as OccupationClass,
  };
}

/** The nodes as trees under `rootCode` ('' for the whole forest), each level in display order. */
function areaForest(rows: readonly AreaNodeRow[], rootCode: string, lang: Lang): AreaNode[] {
  const children = (parent: string): AreaNode[] => rows.filter((row) => row.parent_code === parent)
    .map((row) => ({ code: row.code, name: inLang(row, 'name', lang), children: children(row.code) }));
  if (rootCode === '') return children('');
  const root = rows.find((row) => row.code === rootCode);
  if (!root) throw notFound();
  return [{ code: root.code, name: inLang(root, 'name', lang), children: children(root.code) }];
}

// --- Handlers ----------------------------------------------------------------------------------------

export function userDataHandlers(context: GatewayContext): HandlersFor<typeof userDataRows> {
  const { db, now } = context;

  /** dob may not be after today (Macao time). */
  const assertBorn = (dob: string): void => {
    if (dob > macaoToday(now())) throw invalidField({ path: 'dob', name: 'dob', labelKey: 'field.dob', keyword: 'maximum' });
  };

  /** One document per person: another of the caller's relatives holding it is a conflict. */
  const assertDocumentFree = async (userId: string, columns: { id_type: string; id_number: string }, relativeId: string): Promise<void> => {
    const holder = await findUserRelativeByDocument(db, userId, columns.id_type, columns.id_number);
    if (holder && holder.relative_id !== relativeId) throw conflict(USER_DATA_MESSAGES.relativeDuplicate);
  };

  return {
    'plat.questionQuery': async ({ payload, lang }) => {
      const { category, keyword = '' } = payload;
      const [categories, questions] = await Promise.all([listFaqCategories(db), listFaqQuestions(db)]);
      const items = questions
        .filter((row) => category === undefined || row.category_code === category)
        .map((row) => ({ id: row.question_id, category: row.category_code, question: inLang(row, 'question', lang), answer: inLang(row, 'answer', lang) }))
        .filter((item) => matches(keyword, [item.question, item.answer]));
      return {
        categories: categories.map((row) => ({
          code: row.code, name: inLang(row, 'name', lang), count: questions.filter((question) => question.category_code === row.code).length,
        })),
        items,
      };
    },

    'user.carList': async (call) => {
      const rows = await listUserCars(db, callUser(call).user_id);
      return { items: await Promise.all(rows.map((row) => namedCar(db, row, call.lang))) };
    },

    'user.carSave': async (call) => {
      const userId = callUser(call).user_id;
      const { carId, ...fields } = call.payload;
      const at = now().toISOString();
      const columns = await carColumns(db, fields, at);
      const samePlate = await findUserCarByPlate(db, userId, columns.car_code);
      if (samePlate && samePlate.car_id !== carId) throw conflict(USER_DATA_MESSAGES.carPlateTaken, { plate: columns.car_code });
      let id = carId;
      if (id === undefined) {
        if ((await countUserCars(db, userId)) >= MAX_CARS) throw conflict(USER_DATA_MESSAGES.carLimit, { max: MAX_CARS });
        id = newId('C');
        await insertCar(db, { car_id: id, user_id: userId, ...columns, created_at: at });
      } else if (!(await updateUserCar(db, userId, id, columns))) {
        throw notFound();
      }
      const saved = await findUserCar(db, userId, id);
      if (!saved) throw notFound();
      return namedCar(db, saved, call.lang);
    },

    'user.carDelete': async (call) => {
      if (!(await deleteUserCar(db, callUser(call).user_id, call.payload.carId))) throw notFound();
      return { deleted: true };
    },

    'user.newRelativeId': async () => ({ relativeId: newId('R') }),

    'user.selectRelative': async (call) => ({ items: (await listUserRelatives(db, callUser(call).user_id)).map(relativeView) }),

    'user.selectRelativeAndSelf': async (call) => {
      const user = callUser(call);
      const [profile, relatives] = await Promise.all([findProfile(db, user.user_id), listUserRelatives(db, user.user_id)]);
      return { self: selfPerson(user, profile), relatives: relatives.map(relativeView) };
    },

    'user.addRelative': async (call) => {
      const userId = callUser(call).user_id;
      const { relativeId = newId('R'), ...fields } = call.payload;
      const existing = await findRelative(db, relativeId);
      // The id is the add's idempotency key: a retry answers what the first call stored.
      if (existing) {
        if (existing.user_id !== userId) throw conflict(USER_DATA_MESSAGES.relativeIdTaken);
        return relativeView(existing);
      }
      assertBorn(fields.dob);
      const at = now().toISOString();
      const columns = relativeColumns(fields, at);
      await assertDocumentFree(userId, columns, relativeId);
      if ((await countUserRelatives(db, userId)) >= MAX_RELATIVES) throw conflict(USER_DATA_MESSAGES.relativeLimit, { max: MAX_RELATIVES });
      await insertRelative(db, { relative_id: relativeId, user_id: userId, ...columns, created_at: at });
      const stored = await findUserRelative(db, userId, relativeId);
      if (!stored) throw notFound();
      return relativeView(stored);
    },

    'user.setRelative': async (call) => {
      const userId = callUser(call).user_id;
      const { relativeId, ...fields } = call.payload;
      if (!(await findUserRelative(db, userId, relativeId))) throw notFound();
      assertBorn(fields.dob);
      const columns = relativeColumns(fields, now().toISOString());
      await assertDocumentFree(userId, columns, relativeId);
      await updateUserRelative(db, userId, relativeId, columns);
      const stored = await findUserRelative(db, userId, relativeId);
      if (!stored) throw notFound();
      return relativeView(stored);
    },

    'user.delRelative': async (call) => {
      if (!(await deleteUserRelative(db, callUser(call).user_id, call.payload.relativeId))) throw notFound();
      return { deleted: true };
    },

    'user.selectRelativeById': async (call) => {
      const row = await findUserRelative(db, callUser(call).user_id, call.payload.relativeId);
      if (!row) throw notFound();
      return relativeView(row);
    },

    'plat.addSuggest': async (call) => {
      const userId = callUser(call).user_id;
      const { content, contact, fileIds = [] } = call.payload;
      for (const fileId of fileIds) {
        if (!(await userHasFile(db, userId, fileId))) throw new GatewayError(400, TIP_CODES.badRequest, USER_DATA_MESSAGES.fileMissing, {}, 'E', { fileId });
      }
      const at = now();
      const suggestionId = `SG-${macaoToday(at).replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
      await insertSuggestion(db, {
        suggestion_id: suggestionId, user_id: userId, content: content.trim(), contact: contact?.trim() || null,
        file_ids: JSON.stringify(fileIds), created_at: at.toISOString(),
      });
      return { suggestionId, createdAt: at.toISOString() };
    },

    ...businessEnquiryHandlers(context),

    'plat.getAgreementNames': async ({ payload, lang }) => ({
      items: (await listAgreements(db, payload)).map((row) => agreementSummary(row, lang)),
    }),
    'plat.getAgreementById': async ({ payload, lang }) => agreementView(await findAgreement(db, payload.agreementId), lang),
    'plat.getAgreement': async ({ params, lang }) => agreementView(await findAgreement(db, params.id ?? ''), lang),

    'adapter.queryOccupationList': async ({ payload, lang }) => {
      const { keyword = '', code, occupationClass, limit = DEFAULT_SEARCH_LIMIT } = payload;
      if (code !== undefined) {
        const row = await findOccupation(db, code);
        return { total: row ? 1 : 0, items: row ? [occupationView(row, lang)] : [] };
      }
      const found = (await listOccupations(db, occupationClass)).filter((row) => matches(keyword, [row.code, row.name_tw, row.name_cn, row.name_en]));
      return { total: found.length, items: found.slice(0, limit).map((row) => occupationView(row, lang)) };
    },

    'adapter.areaTree': async ({ payload, lang }) => ({
      items: areaForest(await listAreaNodes(db), payload.code ?? '', lang),
    }),

    'product.searchModelCode': async ({ payload, lang }) => {
      const { keyword, brandCode, limit = DEFAULT_SEARCH_LIMIT } = payload;
      const found = (await listCarModelSpecs(db, brandCode))
        .filter((row) => matches(keyword, [row.model_code, row.model_name, row.brand_tw, row.brand_cn, row.brand_en]));
      const items: CarModelCode[] = found.slice(0, limit).map((row) => ({
        modelCode: row.model_code, brandCode: row.brand_code, brand: inLang(row, 'brand', lang), model: row.model_name,
        bodyType: row.body_type, fuelType: row.fuel_type, engineSize: row.engine_size, seats: row.seats,
      }));
      return { total: found.length, items };
    },
  };
}
