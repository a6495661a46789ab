/** Queries on `files`: uploads (identity pictures, declaration photos, vehicle papers), owned by the uploader. */
import type { Selectable } from 'kysely';
import type { FilesTable, GatewayDb } from '../storage/database.js';

export type FileRow = Selectable<FilesTable>;

/** Stores an upload. */
export async function insertFile(db: GatewayDb, file: FileRow): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

/** The user's file with this id, content included, if any: someone else's file is not found. */
export async function findUserFile(db: GatewayDb, userId: string, fileId: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('file_id', '=', fileId).where('user_id', '=', userId).executeTakeFirst();
}

/** A file by id whoever owns it, content included: for a request that carries its own authorisation (a signed link). */
export async function findFileById(db: GatewayDb, fileId: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

/** The user's files without their content, newest first. */
export async function listUserFiles(db: GatewayDb, userId: string): Promise<Omit<FileRow, 'content' | 'sha256'>[]> {
  return db.selectFrom('files').select(['file_id', 'user_id', 'name', 'type', 'size', 'created_at'])
    .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('file_id').execute();
}

/** Whether the user has a file with this id (without reading its content). */
export async function userHasFile(db: GatewayDb, userId: string, fileId: string): Promise<boolean> {
  const row = await db.selectFrom('files').select('file_id').where('file_id', '=', fileId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
