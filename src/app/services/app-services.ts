import { createContext, useContext } from 'react';
import type { ApiClient } from '../../api/index.js';
import type { ProductCatalog } from '../products/load-products.js';

/** What pages need from the composition root: the signed API client and the product catalogue. */
export interface AppServices {
  api: ApiClient;
  catalog: ProductCatalog;
}

/** Provided once by main.tsx (and by tests with fakes). */
export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws outside the provider, which is a wiring mistake. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext.Provider>');
  return services;
}
