import { useEffect, useState } from 'react';
import { LANGS, type Lang } from '../../../engine/index.js';
import type { Translate } from '../../../ui/index.js';
import { createI18n } from '../../../app/i18n/create-i18n.js';
import { buildResources } from '../../../app/i18n/resources.js';
import type { ProductSnapshot } from '../snapshot-types.js';

/**
 * A translate function per language, with the texts a storefront built from these files would show
 * (schemas/i18n, then the products' own texts), each from an i18next instance of its own so the three
 * columns never share a language. Null while they are made.
 */
export function useTexts(texts: ProductSnapshot['texts'] | undefined): Record<Lang, Translate> | null {
  const [translators, setTranslators] = useState<Record<Lang, Translate> | null>(null);
  useEffect(() => {
    if (!texts) return undefined;
    let live = true;
    void Promise.all(LANGS.map(async (lang) => {
      const instance = await createI18n(lang, { [lang]: buildResources(lang, texts.bundled[lang], texts.products) });
      return [lang, instance.t.bind(instance) as unknown as Translate] as const;
    })).then((pairs) => {
      if (live) setTranslators(Object.fromEntries(pairs) as Record<Lang, Translate>);
    });
    return () => {
      live = false;
    };
  }, [texts]);
  return translators;
}
