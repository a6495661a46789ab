/**
 * A JSON schema (draft 2020-12 subset) as plain data, and the type of the values a schema accepts as the type
 * checker sees it. Types only: nothing here reaches the storefront's bundle (decision 011).
 */

/** A JSON schema as plain data; kept loose on purpose so schema files type-check. */
export type JsonSchema = { [keyword: string]: unknown };

/** The key of the phantom property a {@link TypedSchema} carries; it exists for the type checker only. */
declare const acceptedType: unique symbol;

/**
 * A JSON schema that also says, to the type checker only, the type of the values it accepts: the helpers of
 * src/contract/schemas/schema-parts.ts build these (as TypeBox does), so a row's request type is read from
 * the very schema the gateway validates with. The property is never set at run time.
 */
export type TypedSchema<T> = JsonSchema & { readonly [acceptedType]?: () => T };

/** The JSON `type` names and the TypeScript type of the values each accepts. */
interface JsonTypes {
  string: string;
  integer: number;
  number: number;
  boolean: boolean;
  null: null;
  object: Record<string, unknown>;
  array: unknown[];
}

/**
 * A literal schema's accepted type: its `enum` or `const` when it has one, any of its `anyOf`, an array of its
 * `items`, else its `type` name(s). Object schemas with properties are built with `obj` (schema-parts.ts).
 */
type LiteralStatic<S> =
  S extends { readonly enum: readonly (infer E)[] } ? E
    : S extends { readonly const: infer C } ? C
      : S extends { readonly anyOf: readonly (infer A)[] } ? Static<A>
        : S extends { readonly type: 'array'; readonly items: infer I } ? Static<I>[]
          : S extends { readonly type: infer N extends keyof JsonTypes } ? JsonTypes[N]
            : S extends { readonly type: readonly (infer N extends keyof JsonTypes)[] } ? JsonTypes[N]
              : unknown;

/**
 * The type of the values schema `S` accepts: what a {@link TypedSchema} declares, otherwise read from a literal
 * schema (`{ type: 'string', enum: ['M', 'F'] }` accepts `'M' | 'F'`). A schema typed only as {@link JsonSchema}
 * accepts `unknown`, which the contract's coverage check refuses for a row's request.
 */
export type Static<S> = S extends unknown
  ? typeof acceptedType extends keyof S
    ? S extends { readonly [acceptedType]?: () => infer T } ? T : never
    : LiteralStatic<S>
  : never;

/** Flattens an intersection so editors and compiler messages show one object type. */
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The type an object schema with these properties accepts: the `Required` keys present, the others optional. */
export type ObjectStatic<P, Required extends PropertyKey> = Flatten<
  { -readonly [K in keyof P as K extends Required ? K : never]: Static<P[K]> }
  & { -readonly [K in keyof P as K extends Required ? never : K]?: Static<P[K]> }
>;
