/**
 * The database handle a table file's migration takes. A migration is written against the tables as they are
 * when it runs, not against the gateway's current kysely types (kysely's own advice for migrations), and
 * taking it untyped keeps each domain's `<domain>.table.ts` free of ./database.ts, which composes those
 * files' table types: with the typed handle, every table file and database.ts imported each other.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: a migration names its tables itself
export type MigrationDb = Kysely<any>;
