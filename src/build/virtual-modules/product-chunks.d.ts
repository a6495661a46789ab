/**
 * The virtual module of src/build/vite-plugins/product-chunks.ts, as the app sees it.
 */
declare module 'virtual:product-chunks' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** A product's chunk: its files by name (product, form.schema, form.ui, rates) and its order steps' validator loaders. */
  export interface ProductChunk {
    files: Readonly<Record<string, unknown>>;
    steps: readonly (() => Promise<{ default: Readonly<Record<string, ValidatorFunctions>> }>)[];
  }

  /** Per product code (manifest order), a loader of that product's chunk. */
  const loaders: Readonly<Record<string, () => Promise<ProductChunk>>>;
  export default loaders;
}
