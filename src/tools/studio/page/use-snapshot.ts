import { useEffect, useState } from 'react';
import type { ProductSnapshot, StudioProductEntry } from '../snapshot-types.js';

const API = '/studio-api';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The manifest's products, or null while they load. */
export function useStudioProducts(): StudioProductEntry[] | null {
  const [products, setProducts] = useState<StudioProductEntry[] | null>(null);
  useEffect(() => {
    void getJson<StudioProductEntry[]>('/products').then(setProducts);
  }, []);
  return products;
}

/** One product read from the files now, or null while it loads (or with no product chosen). */
export function useProductSnapshot(code: string | null): ProductSnapshot | null {
  const [snapshot, setSnapshot] = useState<ProductSnapshot | null>(null);
  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    void getJson<ProductSnapshot>(`/products/${code}`).then((next) => {
      if (live) setSnapshot(next);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return snapshot?.code === code ? snapshot : null;
}
