import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS, productLabels } from '../../../src/engine/index.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { FALLBACK_TEXTS } from '../../../src/server/i18n/fallback-texts.js';
import { lookupLabel, type LabelTree } from '../../../src/server/i18n/label-files.js';
import { productTexts } from '../../../src/server/i18n/product-texts.js';
import { createTranslator } from '../../../src/server/i18n/translator.js';

const en = JSON.parse(readFileSync('schemas/i18n/en.json', 'utf8')) as LabelTree;

describe('gateway message texts', () => {
  it('the built-in English fallbacks match schemas/i18n/en.json wherever it has the key', () => {
    for (const [key, text] of Object.entries(FALLBACK_TEXTS)) {
      const inFile = lookupLabel(en, key);
      if (inFile !== undefined) expect(inFile, key).toBe(text);
    }
  });

  it('falls back to English, then to the built-in text, and fills labels in the same language', () => {
    const translator = createTranslator(
      { tw: { field: { englishName: '英文姓名' } }, cn: {}, en: { gateway: { validation: '{{field}} is not valid' } } },
      () => undefined,
    );
    expect(translator.t('tw', 'gateway.validation', { field: { labelKeys: ['field.englishName'], fallback: 'englishName' } })).toBe('英文姓名 is not valid');
    expect(translator.t('cn', 'gateway.validation', { field: { labelKeys: ['field.englishName'], fallback: 'englishName' } })).toBe('englishName is not valid');
    expect(translator.t('tw', 'gateway.notFound')).toBe(FALLBACK_TEXTS['gateway.notFound']);
    expect(translator.t('en', 'no.such.key')).toBe('no.such.key');
  });

  it('finds every product\'s own texts, each product\'s made on its first lookup, as all products\' labels hold them', () => {
    const { registry } = loadProductCatalog('schemas');
    const all = productLabels(registry.list());
    const texts = productTexts(registry);
    expect(texts.all()).toEqual(all);
    for (const lang of LANGS) {
      expect(Object.keys(all[lang]).length).toBeGreaterThan(registry.list().length);
      for (const [key, text] of Object.entries(all[lang])) expect(texts.find(lang, key), key).toBe(text);
    }
    expect(texts.find('en', 'product.NOSUCH.title')).toBeUndefined();
    expect(texts.find('en', 'product.')).toBeUndefined();
    expect(texts.find('en', 'gateway.notFound')).toBeUndefined();
    const [first] = registry.list();
    const title = createTranslator({ tw: {}, cn: {}, en: {} }, texts.find).t('en', `product.${first?.definition.code}.title`);
    expect(title).toBe(first?.definition.titles.en);
  });
});
