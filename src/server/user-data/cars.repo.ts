/**
 * Queries on `user_cars` (the cars a user keeps on file, one plate per user) and `car_model_specs`
 * (what a model code fills in the car form), the latter read with the model and brand names of the
 * car lists in `reference_items`.
 */
import type { Insertable, Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import type { CarModelSpecsTable, UserCarsTable } from './user-data.table.js';

export type UserCarRow = Selectable<UserCarsTable>;
export type CarChanges = Omit<UserCarRow, 'car_id' | 'user_id' | 'created_at'>;

/** A model code's spec with the model's and its brand's names in every language. */
export interface CarModelSpecRow extends Selectable<CarModelSpecsTable> {
  model_name: string;
  brand_tw: string;
  brand_cn: string;
  brand_en: string;
}

/** The user's cars, newest first. */
export async function listUserCars(db: GatewayDb, userId: string): Promise<UserCarRow[]> {
  return db.selectFrom('user_cars').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('car_id', 'desc').execute();
}

/** The user's car with this id: another user's is not found. */
export async function findUserCar(db: GatewayDb, userId: string, carId: string): Promise<UserCarRow | undefined> {
  return db.selectFrom('user_cars').selectAll().where('user_id', '=', userId).where('car_id', '=', carId).executeTakeFirst();
}

/** The user's car with this (normalised) plate, if any. */
export async function findUserCarByPlate(db: GatewayDb, userId: string, carCode: string): Promise<UserCarRow | undefined> {
  return db.selectFrom('user_cars').selectAll().where('user_id', '=', userId).where('car_code', '=', carCode).executeTakeFirst();
}

export async function countUserCars(db: GatewayDb, userId: string): Promise<number> {
  const row = await db.selectFrom('user_cars').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCar(db: GatewayDb, row: Insertable<UserCarsTable>): Promise<void> {
  await db.insertInto('user_cars').values(row).execute();
}

/** Replaces the fields of the user's car; false when the user has no car with this id. */
export async function updateUserCar(db: GatewayDb, userId: string, carId: string, changes: CarChanges): Promise<boolean> {
  const result = await db.updateTable('user_cars').set(changes).where('user_id', '=', userId).where('car_id', '=', carId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the user's car; false when the user has no car with this id. */
export async function deleteUserCar(db: GatewayDb, userId: string, carId: string): Promise<boolean> {
  const result = await db.deleteFrom('user_cars').where('user_id', '=', userId).where('car_id', '=', carId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Stores the model specs, replacing those already there. */
export async function upsertCarModelSpecs(db: GatewayDb, rows: Insertable<CarModelSpecsTable>[]): Promise<void> {
  for (const row of rows) {
    await db.insertInto('car_model_specs').values(row)
      .onConflict((oc) => oc.column('model_code').doUpdateSet({
        brand_code: row.brand_code, body_type: row.body_type, fuel_type: row.fuel_type, engine_size: row.engine_size, seats: row.seats,
      }))
      .execute();
  }
}

/** Every model spec whose model and brand are in the car lists, in the lists' display order (optionally of one brand). */
export async function listCarModelSpecs(db: GatewayDb, brandCode?: string): Promise<CarModelSpecRow[]> {
  let query = db.selectFrom('car_model_specs as s')
    .innerJoin('reference_items as m', (join) => join.onRef('m.code', '=', 's.model_code').onRef('m.parent_code', '=', 's.brand_code').on('m.list', '=', 'carModel'))
    .innerJoin('reference_items as b', (join) => join.onRef('b.code', '=', 's.brand_code').on('b.parent_code', '=', '').on('b.list', '=', 'carBrand'))
    .selectAll('s')
    .select(['m.name_en as model_name', 'b.name_tw as brand_tw', 'b.name_cn as brand_cn', 'b.name_en as brand_en']);
  if (brandCode !== undefined) query = query.where('s.brand_code', '=', brandCode);
  return query.orderBy('b.sort_order').orderBy('m.sort_order').orderBy('s.model_code').execute();
}
