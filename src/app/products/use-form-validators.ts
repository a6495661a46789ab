import { useEffect, useState } from 'react';
import loaders from 'virtual:order-form-validators';
import type { PrecompiledValidatorTable } from '../../ui/index.js';

const loading = new Map<string, Promise<PrecompiledValidatorTable>>();
const loaded = new Map<string, PrecompiledValidatorTable>();

/**
 * The validators the build precompiled for a product's order form (one per wizard step schema; see
 * src/build/vite-plugins/precompiled-validators.ts), loaded once per page load as a chunk of their own so a
 * page carries only its product's. A failed load is forgotten, so the next attempt tries again.
 */
export function loadFormValidators(code: string): Promise<PrecompiledValidatorTable> {
  let promise = loading.get(code);
  if (!promise) {
    const loader = loaders[code];
    if (!loader) return Promise.reject(new Error(`The build precompiled no validators for product ${code}`));
    promise = loader().then((module) => {
      loaded.set(code, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(code));
    loading.set(code, promise);
  }
  return promise;
}

type Load = { code: string; table: PrecompiledValidatorTable } | { code: string; error: unknown };

/**
 * {@link loadFormValidators} for a component: null while the chunk loads (or without a product); a load
 * that fails is thrown to the route's error page.
 */
export function useFormValidators(code: string | undefined): PrecompiledValidatorTable | null {
  const [load, setLoad] = useState<Load | null>(() => {
    const table = code ? loaded.get(code) : undefined;
    return code && table ? { code, table } : null;
  });
  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    loadFormValidators(code).then(
      (table) => { if (live) setLoad({ code, table }); },
      (error: unknown) => { if (live) setLoad({ code, error }); },
    );
    return () => { live = false; };
  }, [code]);
  if (!code || !load || load.code !== code) return null;
  if ('error' in load) throw load.error;
  return load.table;
}
