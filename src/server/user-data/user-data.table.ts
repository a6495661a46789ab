/** The user-data tables: their kysely types and their migration (portable: see ../column-types.ts). */
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/** A user's relative: the insurant person fields, one row per person, owned by one user. */
export interface RelativesTable {
  relative_id: string;
  user_id: string;
  relation: string;
  english_name: string;
  chinese_name: string | null;
  portuguese_name: string | null;
  gender: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** IDCARD_MO, IDCARD_HK or IDCARD_CN. */
  id_type: string;
  id_number: string;
  /** 853, 852 or 86; null with phone when no phone was given. */
  phone_code: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

/** A car a user keeps on file; one plate per user. */
export interface UserCarsTable {
  car_id: string;
  user_id: string;
  /** The normalised Macao plate. */
  car_code: string;
  car_brand: string;
  car_model: string;
  car_year: number;
  car_type2: string | null;
  car_type3: string | null;
  motor_size: number | null;
  car_size: number | null;
  motor_code: string | null;
  car_body_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface FaqCategoriesTable {
  code: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  sort_order: number;
}

export interface FaqQuestionsTable {
  question_id: string;
  category_code: string;
  question_tw: string;
  question_cn: string;
  question_en: string;
  answer_tw: string;
  answer_cn: string;
  answer_en: string;
  sort_order: number;
}

export interface SuggestionsTable {
  suggestion_id: string;
  user_id: string;
  content: string;
  contact: string | null;
  /** JSON array of the attached file ids (the user's own uploads). */
  file_ids: string;
  created_at: string;
}

/** A business (corporate) insurance enquiry a user sent from the business page, for the business team. */
export interface BusinessEnquiriesTable {
  enquiry_id: string;
  user_id: string;
  company: string;
  contact_name: string;
  /** 853, 852 or 86. */
  phone_code: string;
  phone: string;
  message: string;
  created_at: string;
}

export interface AgreementsTable {
  agreement_id: string;
  /** terms, privacy or product. */
  category: string;
  product_code: string | null;
  version: string;
  effective_date: string;
  title_tw: string;
  title_cn: string;
  title_en: string;
  /** Simple HTML per language. */
  content_tw: string;
  content_cn: string;
  content_en: string;
  sort_order: number;
}

export interface OccupationsTable {
  code: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  category_tw: string;
  category_cn: string;
  category_en: string;
  /** Accident risk class 1-4. */
  occupation_class: number;
  sort_order: number;
}

/** One node of the address area tree; roots have parent_code ''. */
export interface AreaNodesTable {
  code: string;
  parent_code: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
  sort_order: number;
}

/** What a car model code fills in the car form, keyed by the car model list's code. */
export interface CarModelSpecsTable {
  model_code: string;
  brand_code: string;
  body_type: string;
  fuel_type: string;
  engine_size: number;
  seats: number;
}

export interface UserDataTables {
  relatives: RelativesTable;
  user_cars: UserCarsTable;
  faq_categories: FaqCategoriesTable;
  faq_questions: FaqQuestionsTable;
  suggestions: SuggestionsTable;
  business_enquiries: BusinessEnquiriesTable;
  agreements: AgreementsTable;
  occupations: OccupationsTable;
  area_nodes: AreaNodesTable;
  car_model_specs: CarModelSpecsTable;
}

/** Idempotent: creates what is missing. */
export async function migrateUserData(db: GatewayDb, _types: ColumnTypes): Promise<void> {
  await db.schema.createTable('relatives').ifNotExists()
    .addColumn('relative_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('english_name', 'text', (c) => c.notNull())
    .addColumn('chinese_name', 'text')
    .addColumn('portuguese_name', 'text')
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('phone_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('relatives_user').ifNotExists().on('relatives').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('user_cars').ifNotExists()
    .addColumn('car_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('car_code', 'text', (c) => c.notNull())
    .addColumn('car_brand', 'text', (c) => c.notNull())
    .addColumn('car_model', 'text', (c) => c.notNull())
    .addColumn('car_year', 'integer', (c) => c.notNull())
    .addColumn('car_type2', 'text')
    .addColumn('car_type3', 'text')
    .addColumn('motor_size', 'integer')
    .addColumn('car_size', 'integer')
    .addColumn('motor_code', 'text')
    .addColumn('car_body_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_cars_plate', ['user_id', 'car_code'])
    .execute();

  await db.schema.createTable('faq_categories').ifNotExists()
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('faq_questions').ifNotExists()
    .addColumn('question_id', 'text', (c) => c.primaryKey())
    .addColumn('category_code', 'text', (c) => c.notNull().references('faq_categories.code'))
    .addColumn('question_tw', 'text', (c) => c.notNull())
    .addColumn('question_cn', 'text', (c) => c.notNull())
    .addColumn('question_en', 'text', (c) => c.notNull())
    .addColumn('answer_tw', 'text', (c) => c.notNull())
    .addColumn('answer_cn', 'text', (c) => c.notNull())
    .addColumn('answer_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('suggestions').ifNotExists()
    .addColumn('suggestion_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suggestions_user').ifNotExists().on('suggestions').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('business_enquiries').ifNotExists()
    .addColumn('enquiry_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('business_enquiries_user').ifNotExists().on('business_enquiries').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('agreements').ifNotExists()
    .addColumn('agreement_id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('product_code', 'text')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('title_tw', 'text', (c) => c.notNull())
    .addColumn('title_cn', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('content_tw', 'text', (c) => c.notNull())
    .addColumn('content_cn', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('occupations').ifNotExists()
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('category_tw', 'text', (c) => c.notNull())
    .addColumn('category_cn', 'text', (c) => c.notNull())
    .addColumn('category_en', 'text', (c) => c.notNull())
    .addColumn('occupation_class', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('area_nodes').ifNotExists()
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text', (c) => c.notNull())
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('car_model_specs').ifNotExists()
    .addColumn('model_code', 'text', (c) => c.primaryKey())
    .addColumn('brand_code', 'text', (c) => c.notNull())
    .addColumn('body_type', 'text', (c) => c.notNull())
    .addColumn('fuel_type', 'text', (c) => c.notNull())
    .addColumn('engine_size', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .execute();
}
