/**
 * The virtual modules of src/build/vite-plugins/precompiled-validators.ts, as the app sees them.
 */
declare module 'virtual:order-form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** Per product code (manifest order), a loader of that product's precompiled validator table. */
  const loaders: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, ValidatorFunctions>> }>>>;
  export default loaders;
}
