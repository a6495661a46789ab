/** What backup and restore tell an operator whose gateway keeps its tables in PostgreSQL. */
export const POSTGRES_BACKUP_POINTER =
  'on PostgreSQL (DATABASE_URL) back the database up with pg_dump and restore it with pg_restore, and copy the data folder (DATA_DIR) for the keys: see docs/operating.md, "Backups"';
