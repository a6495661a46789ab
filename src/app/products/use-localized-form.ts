import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, localizeSchema, type ProductBundle } from '../../engine/index.js';
import { localizeUiSchema } from '../../ui/index.js';
import { useServices } from '../services/app-services.js';
import { useProductParts } from './use-product-parts.js';

/** A product's whole order form, composed with the shared parts and localised for the current language. */
export interface LocalizedForm {
  composed: RJSFSchema;
  localized: RJSFSchema;
  uiSchema: UiSchema;
  /** i18next's `t` of the current language: a stable function per language, as the memoised helpers need. */
  t: (key: string, params?: Record<string, unknown>) => string;
}

/**
 * The composed and localised schema and uiSchema of `bundle`, stable per product and language; null without a
 * product, and while its form schema, ui schema and rates are loading (./use-product-parts.ts).
 */
export function useLocalizedForm(bundle: ProductBundle | undefined): LocalizedForm | null {
  const { catalog } = useServices();
  const { t } = useTranslation();
  const partsReady = useProductParts(bundle?.definition.code);
  return useMemo(() => {
    if (!bundle || !partsReady) return null;
    const translate = t as unknown as (key: string, params?: Record<string, unknown>) => string;
    const composed = composeFormSchema(bundle, catalog.sharedDefs) as RJSFSchema;
    return {
      composed,
      localized: localizeSchema(composed, translate) as RJSFSchema,
      uiSchema: localizeUiSchema(bundle.uiSchema, translate),
      t: translate,
    };
  }, [bundle, partsReady, catalog, t]);
}
