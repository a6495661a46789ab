import { useEffect, useState } from 'react';
import type { PrecompiledValidatorTable } from '../../../ui/index.js';
import type { ProductChunk } from '../../products/product-chunks.js';

/** Each product's step tables loaded so far, merged: one object per set of steps, so a form keeps its validator. */
const merged = new Map<string, { steps: ReadonlySet<number>; table: PrecompiledValidatorTable }>();
const loading = new Map<string, Promise<PrecompiledValidatorTable>>();

const stepKey = (code: string, index: number): string => `${code}/${index}`;

/**
 * The product's chunk (which the order page has fetched for its form): the table of where every product's chunk is
 * comes with the split catalogue, imported here with import() so the order page's own chunk does not carry it
 * (src/app/products/product-chunks.ts).
 */
async function productChunk(code: string): Promise<ProductChunk> {
  const { loadProductChunk } = await import('../../products/product-chunks.js');
  return loadProductChunk(code);
}

/** The module of step `index`'s validators, found through the product's chunk. */
async function stepModule(code: string, index: number): Promise<{ default: PrecompiledValidatorTable }> {
  const loader = (await productChunk(code)).steps[index];
  if (!loader) throw new Error(`The build precompiled no validators for step ${index} of product ${code}`);
  return loader();
}

/** One step's table, loaded once per page load; a failed load is forgotten, so the next attempt tries again. */
function loadStep(code: string, index: number): Promise<PrecompiledValidatorTable> {
  const key = stepKey(code, index);
  let promise = loading.get(key);
  if (!promise) {
    promise = stepModule(code, index).then((module) => {
      const known = merged.get(code);
      const steps = new Set(known?.steps).add(index);
      merged.set(code, { steps, table: { ...known?.table, ...module.default } });
      return module.default;
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the validators of every step of product `code`, each once; a step that fails is left for the step to load
 * and report (./use-later-steps-preload.ts runs it once the order page is idle).
 */
export async function preloadStepValidators(code: string): Promise<void> {
  const chunk = await productChunk(code).catch(() => null);
  await Promise.all((chunk?.steps ?? []).map((_loader, index) => loadStep(code, index).catch(() => undefined)));
}

/** The product's table once it holds every step of `steps`, else null. */
function loadedTable(code: string, steps: readonly number[]): PrecompiledValidatorTable | null {
  const known = merged.get(code);
  return known && steps.every((index) => known.steps.has(index)) ? known.table : null;
}

type Load = { key: string; table: PrecompiledValidatorTable } | { key: string; error: unknown };

/**
 * The precompiled validators of the order steps `steps` (indexes in the product's wizard) of product `code`, each
 * step's a chunk of its own (src/build/vite-plugins/precompiled-validators.ts): the first step's page loads the first
 * step's code only, about a third of the product's (docs/decisions/016-order-route-diet.md). Null while a step's
 * chunk loads; a failed load is thrown to the route's error page.
 */
export function useStepValidators(code: string, steps: readonly number[]): PrecompiledValidatorTable | null {
  const key = `${code}:${steps.join(',')}`;
  const [load, setLoad] = useState<Load | null>(null);
  useEffect(() => {
    if (loadedTable(code, steps)) return undefined;
    let live = true;
    Promise.all(steps.map((index) => loadStep(code, index))).then(
      () => { if (live) setLoad({ key, table: loadedTable(code, steps) ?? {} }); },
      (error: unknown) => { if (live) setLoad({ key, error }); },
    );
    return () => { live = false; };
    // `key` spells `code` and `steps`: a new array of the same steps is the same request.
  }, [key]);
  const ready = loadedTable(code, steps);
  if (ready) return ready;
  if (load?.key === key && 'error' in load) throw load.error;
  return null;
}
