import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The deep path keeps rjsf's run-time-compiling validator (and with it ajv's compiler) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';

/**
 * Validators generated at build time for a set of root schemas, keyed by each root's `$id`: what the app
 * loads from the `virtual:order-form-validators/<CODE>` module (src/build/vite-plugins/precompiled-validators.ts)
 * and hands to the forms.
 */
export type PrecompiledValidatorTable = Readonly<Record<string, ValidatorFunctions>>;

const created = new WeakMap<PrecompiledValidatorTable, WeakMap<RJSFSchema, ValidatorType>>();

/**
 * The rjsf validator of `rootSchema`, made from code precompiled at build time: nothing is compiled in the
 * browser (no `new Function`, so the storefront works under `script-src 'self'`). `rootSchema` must be the
 * very schema the build compiled (same derivation, titles NOT localised: texts are translated at render
 * time), since a precompiled validator refuses any other. Memoised per (table, schema) object, so rjsf gets
 * the same validator on every render.
 *
 * Throws when the table has nothing for the schema's `$id`.
 */
export function precompiledFormValidator(table: PrecompiledValidatorTable, rootSchema: RJSFSchema): ValidatorType {
  let bySchema = created.get(table);
  if (!bySchema) {
    bySchema = new WeakMap();
    created.set(table, bySchema);
  }
  const hit = bySchema.get(rootSchema);
  if (hit) return hit;
  const id = rootSchema.$id;
  if (typeof id !== 'string' || !table[id]) {
    throw new Error(`No precompiled validator for the schema ${String(id)}: the build precompiles each product's step schemas (src/build/validators/order-form-roots.ts)`);
  }
  const validator = createPrecompiledValidator(table[id], rootSchema);
  bySchema.set(rootSchema, validator);
  return validator;
}
