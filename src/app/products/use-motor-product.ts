import type { ProductBundle } from '../../engine/index.js';
import { useProduct } from './use-products.js';

/** The motor product of a car route's `:code` (any case), or undefined for a code that is not a motor product on sale. */
export function useMotorProduct(code: string | undefined): ProductBundle | undefined {
  const bundle = useProduct(code);
  return bundle?.definition.line === 'motor' ? bundle : undefined;
}
