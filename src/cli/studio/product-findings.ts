/**
 * The findings the studio shows for one product: what keeps the gateway from loading the catalogue, as the
 * gateway's loader words it, each with its file. Problems of other products are left out (the picker shows
 * them when that product is chosen); problems of shared files concern every product and are kept.
 */
import type { StudioFinding } from '../../studio/snapshot-types.js';

/** `products/TPS/rates.json: plan X ...` -> the file and the rest. */
const FILE_PREFIX = /^((?:products|shared|meta|i18n)\/[^:]+?\.json|products\/[A-Za-z0-9_]+\/[^:]+):\s*(.*)$/s;

/** The loader's problems about `code` (or about files every product shares) as findings. */
export function productFindings(_schemasDir: string, code: string, problems: readonly string[]): StudioFinding[] {
  return problems.flatMap((problem): StudioFinding[] => {
    const match = FILE_PREFIX.exec(problem);
    const file = match?.[1];
    if (file?.startsWith('products/') && !file.startsWith(`products/${code}/`) && file !== 'products/manifest.json') return [];
    return [{ severity: 'error', file: file ? `schemas/${file}` : 'schemas/', message: match?.[2] ?? problem }];
  });
}
