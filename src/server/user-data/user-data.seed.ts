/**
 * Seed data of the user-data domain: idempotent, run on every start after the core seeds. Reference
 * data (FAQ, agreements, occupations, area tree, car model specs) in both modes, with texts brought up
 * to date; the demo user's two relatives and car only in demo mode, once (fixed ids, never overwritten).
 */
import { AGREEMENTS } from './agreements.list.js';
import { productWordingAgreements } from './agreements.products.js';
import { upsertAgreements } from './agreements.repo.js';
import { AREA_TREE, type AreaEntry } from './area-tree.list.js';
import { upsertAreaNodes } from './area-tree.repo.js';
import { CAR_MODEL_SPECS } from './cars.model-specs.js';
import { upsertCarModelSpecs } from './cars.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { OCCUPATION_GROUPS } from './occupations.list.js';
import { upsertOccupations } from './occupations.repo.js';
import { FAQ_CATEGORIES, FAQ_QUESTIONS } from './questions.list.js';
import { upsertFaq } from './questions.repo.js';
import { CAR_BRANDS, modelCode } from '../catalog/reference-lists.js';
import type { SeedContext } from '../storage/seed-context.js';

async function seedFaq(db: GatewayDb): Promise<void> {
  await upsertFaq(
    db,
    FAQ_CATEGORIES.map((category, index) => ({
      code: category.code, name_tw: category.names.tw, name_cn: category.names.cn, name_en: category.names.en, sort_order: index,
    })),
    FAQ_QUESTIONS.map((entry, index) => ({
      question_id: entry.id, category_code: entry.category,
      question_tw: entry.question.tw, question_cn: entry.question.cn, question_en: entry.question.en,
      answer_tw: entry.answer.tw, answer_cn: entry.answer.cn, answer_en: entry.answer.en, sort_order: index,
    })),
  );
}

/** The agreements of no product, then each product's policy wording from its data. */
async function seedAgreements(db: GatewayDb, seed: SeedContext): Promise<void> {
  const entries = [...AGREEMENTS, ...productWordingAgreements(seed.registry, seed.wordings)];
  await upsertAgreements(db, entries.map((entry, index) => ({
    agreement_id: entry.id, category: entry.category, product_code: entry.productCode, version: entry.version,
    effective_date: entry.effectiveDate, title_tw: entry.title.tw, title_cn: entry.title.cn, title_en: entry.title.en,
    content_tw: entry.content.tw, content_cn: entry.content.cn, content_en: entry.content.en, sort_order: index,
  })));
}

async function seedOccupations(db: GatewayDb): Promise<void> {
  const rows = OCCUPATION_GROUPS.flatMap((group) => group.occupations.map((occupation) => ({
    code: occupation.code, name_tw: occupation.names.tw, name_cn: occupation.names.cn, name_en: occupation.names.en,
    category_tw: group.names.tw, category_cn: group.names.cn, category_en: group.names.en, occupation_class: occupation.occupationClass,
  })));
  await upsertOccupations(db, rows.map((row, index) => ({ ...row, sort_order: index })));
}

async function seedAreaTree(db: GatewayDb): Promise<void> {
  const rows: Parameters<typeof upsertAreaNodes>[1] = [];
  const add = (entries: readonly AreaEntry[], parentCode: string): void => entries.forEach((entry, index) => {
    rows.push({ code: entry.code, parent_code: parentCode, name_tw: entry.names.tw, name_cn: entry.names.cn, name_en: entry.names.en, sort_order: index });
    add(entry.children ?? [], entry.code);
  });
  add(AREA_TREE, '');
  await upsertAreaNodes(db, rows);
}

/** Specs of the models of the car lists; a list model without a spec is a data error caught here at start. */
async function seedCarModelSpecs(db: GatewayDb): Promise<void> {
  const rows = CAR_BRANDS.flatMap((brand) => brand.models.map((model) => {
    const spec = CAR_MODEL_SPECS[brand.code]?.[model];
    if (!spec) throw new Error(`car model specs: no spec for ${brand.code} ${model}`);
    const [bodyType, fuelType, engineSize, seats] = spec;
    return { model_code: modelCode(brand.code, model), brand_code: brand.code, body_type: bodyType, fuel_type: fuelType, engine_size: engineSize, seats };
  }));
  await upsertCarModelSpecs(db, rows);
}

/** The demo user's spouse and child, and their car: fixed ids, inserted once. */
async function seedDemoUserData(db: GatewayDb, userId: string, at: string): Promise<void> {
  const relative = { user_id: userId, portuguese_name: null, created_at: at, updated_at: at };
  await db.insertInto('relatives').values([
    {
      ...relative, relative_id: 'R00000000000DE001', relation: 'SPOUSE', english_name: 'WONG MEI LING', chinese_name: '黃美玲', gender: 'F',
      dob: '1990-03-08', id_type: 'IDCARD_MO', id_number: '5215311(2)', phone_code: '853', phone: '66234567',
    },
    {
      ...relative, relative_id: 'R00000000000DE002', relation: 'CHILD', english_name: 'CHAN HOI YAN', chinese_name: '陳凱欣', gender: 'F',
      dob: '2016-09-21', id_type: 'IDCARD_MO', id_number: '1608422(6)', phone_code: null, phone: null,
    },
  ]).onConflict((oc) => oc.column('relative_id').doNothing()).execute();
  await db.insertInto('user_cars').values({
    car_id: 'C00000000000DE001', user_id: userId, car_code: 'MK-12-34', car_brand: 'TOYOTA', car_model: modelCode('TOYOTA', 'Alphard'),
    car_year: 2021, car_type2: 'MPV', car_type3: 'HYBRID', motor_size: 2487, car_size: 7, motor_code: null, car_body_code: null,
    created_at: at, updated_at: at,
  }).onConflict((oc) => oc.column('car_id').doNothing()).execute();
}

export async function seedUserData(seed: SeedContext): Promise<void> {
  await seed.db.transaction().execute(async (trx) => {
    await seedFaq(trx);
    await seedAgreements(trx, seed);
    await seedOccupations(trx);
    await seedAreaTree(trx);
    await seedCarModelSpecs(trx);
    if (seed.demo) await seedDemoUserData(trx, seed.demoUserId, seed.now.toISOString());
  });
}
