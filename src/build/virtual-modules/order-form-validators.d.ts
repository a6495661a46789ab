/**
 * The virtual modules of src/build/vite-plugins/precompiled-validators.ts, as the app sees them.
 */
declare module 'virtual:order-form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Per product code (manifest order), a loader of that product's precompiled validator table. */
  const loaders: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, ValidatorFunctions>> }>>>;
  export default loaders;
}

declare module 'virtual:order-form-validators/steps' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Per product code, a loader of each wizard step's validator table (the product's table, one step at a time). */
  const stepLoaders: Readonly<Record<string, readonly (() => Promise<{ default: Readonly<Record<string, ValidatorFunctions>> }>)[]>>;
  export default stepLoaders;
}
