/** A JSON schema (draft 2020-12 subset) as plain data; kept loose on purpose so schema files type-check. */
export type JsonSchema = { [keyword: string]: unknown };
