import { useState } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { withTheme } from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customFormats, type Lang } from '../../../../src/engine/index.js';
import { createErrorLocalizer, mobileTheme, type Translate } from '../../../../src/ui/index.js';
import type { WidgetServices } from '../../../../src/ui/widget-services.js';
import { testI18n } from '../../support/test-i18n.js';

const ThemedForm = withTheme(mobileTheme);

/**
 * ajv compiled in the test (jsdom has no CSP), with the storefront's formats: the widgets are tested against
 * ad-hoc schemas, which the product's precompiled validators do not hold.
 */
const validator = customizeValidator({ customFormats });

/** Defaults of shared parts are filled in, a const never becomes a default: as in the order wizard. */
const DEFAULTS = { allOf: 'populateDefaults', constAsDefaults: 'never' } as const;

export interface WidgetFormOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Record<string, unknown>;
  lang?: Lang;
  services?: WidgetServices;
}

/**
 * One mobile-theme form around the widget under test, validated on blur with the storefront's localised
 * messages (as the wizard's step form does) and given `translate` and the widget services in its formContext.
 * `current()` is the form data after the last change; `replace(data)` gives the form new data from outside, as
 * the wizard does when it fills a block from the user's saved details. Resolves once every field shows (the theme's
 * lazily loaded ones included).
 */
export async function renderWidgetForm({ schema, uiSchema = {}, formData = {}, lang = 'en', services = {} }: WidgetFormOptions) {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as Translate;
  const transformErrors = createErrorLocalizer(t);
  const formContext = { translate: t, textVersion: 1, ...services };
  let latest: Record<string, unknown> = formData;
  let setFromOutside: (data: Record<string, unknown>) => void = () => undefined;
  function Harness() {
    const [data, setData] = useState(formData);
    setFromOutside = setData;
    return (
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        liveValidate="onBlur"
        noHtml5Validate
        showErrorList={false}
        transformErrors={transformErrors}
        experimental_defaultFormStateBehavior={DEFAULTS}
        formContext={formContext}
        onChange={(event) => {
          latest = (event.formData ?? {}) as Record<string, unknown>;
          setData(latest);
        }}
      />
    );
  }
  const view = render(<Harness />);
  // The fields and widgets only some steps draw load on first use (src/ui/controls/lazy-theme-part.tsx): wait until they show.
  await waitFor(() => {
    if (view.container.querySelector('form [aria-busy="true"]')) throw new Error('a theme part is still loading');
  }, { timeout: 10_000 });
  const replace = (data: Record<string, unknown>) => act(() => {
    latest = data;
    setFromOutside(data);
  });
  return { ...view, t, current: () => latest, replace };
}

/** The input (or other element) with this id; throws when it is missing. */
export function byId<T extends HTMLElement = HTMLInputElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element as T;
}

/** The text of a field's message block (`<id>__error`), or null when it shows none. */
export function errorText(id: string): string | null {
  return document.getElementById(`${id}__error`)?.textContent ?? null;
}
