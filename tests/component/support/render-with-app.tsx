import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiClient } from '../../../src/api/index.js';
import { productCatalog, type ProductCatalog } from '../../../src/app/products/load-products.js';
import { ServicesContext } from '../../../src/app/services/app-services.js';

/** An answer, or a function of the payload giving one. */
export type FakeAnswer = unknown | ((payload: Record<string, unknown>) => unknown);

/** Records every call and answers each with what `answers` says (false, a failed call, when it has nothing). */
export function fakeApi(answers: Partial<Record<string, FakeAnswer>> = {}): ApiClient & { calls: { id: string; payload: unknown }[] } {
  const calls: { id: string; payload: unknown }[] = [];
  const answer = (id: string, payload: unknown) => {
    calls.push({ id, payload });
    const given = answers[id];
    const value = typeof given === 'function' ? (given as (p: Record<string, unknown>) => unknown)((payload ?? {}) as Record<string, unknown>) : given;
    return Promise.resolve(id in answers ? value : false);
  };
  return {
    calls,
    // Like the real client (src/api/client.ts), a call without a payload sends an empty one.
    call: ((id: string, payload: unknown = {}) => answer(id, payload)) as ApiClient['call'],
    callEnvelope: ((id: string, payload: unknown = {}) => answer(id, payload)) as ApiClient['callEnvelope'],
    on: () => () => undefined,
  };
}

/**
 * Renders `element` (routed at `pattern`, default the path itself) at `path` inside the app's providers (services, i18n, a memory router).
 * `routes` adds pages a test follows a link to; any other address shows `elsewhere`. `catalog` is the full one unless given.
 */
export function renderWithApp(
  element: ReactElement,
  options: { i18n: I18n; api?: ApiClient; path?: string; pattern?: string; routes?: { path: string; element: ReactElement }[]; catalog?: ProductCatalog },
): RenderResult {
  const router = createMemoryRouter(
    [
      { path: options.pattern ?? (options.path ?? '/').split('?')[0], element },
      ...(options.routes ?? []),
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  return render(
    <ServicesContext.Provider value={{ api: options.api ?? fakeApi(), catalog: options.catalog ?? productCatalog() }}>
      <I18nextProvider i18n={options.i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
}
