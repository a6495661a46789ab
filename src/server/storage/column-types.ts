/**
 * The few column types SQLite and PostgreSQL spell differently. Every migration takes these instead of
 * naming a type one of the two databases lacks ('blob', 'real' as a double, autoincrement ids).
 */
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Expression } from 'kysely';
import { sql } from 'kysely';

/** A column type: a name both databases know, or raw SQL for one of them. */
export type DataTypeExpression = ColumnDataType | Expression<unknown>;

export type StorageDialect = 'sqlite' | 'postgres';

export interface ColumnTypes {
  dialect: StorageDialect;
  /** Binary content (SQLite blob, PostgreSQL bytea). */
  binary: DataTypeExpression;
  /** A double-precision number (money, rates): 'real' is single precision on PostgreSQL. */
  double: DataTypeExpression;
  /** Adds an integer primary key the database numbers itself. */
  addAutoId<T extends string, C extends string>(table: CreateTableBuilder<T, C>, column: string): CreateTableBuilder<T, C>;
}

export function columnTypes(dialect: StorageDialect): ColumnTypes {
  return {
    dialect,
    binary: dialect === 'postgres' ? sql`bytea` : 'blob',
    double: 'double precision',
    addAutoId: (table, column) => (dialect === 'postgres'
      ? table.addColumn(column, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
      : table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement())) as typeof table,
  };
}
