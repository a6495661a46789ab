/**
 * Every text a product's form shows a customer is a translated text: each `title` and `description` of every
 * product's composed form schema (shared parts included) and each `ui:title`, `ui:description`, `ui:help` and
 * `ui:placeholder` of its ui schema is an i18n key with a text in tw, cn and en, or a literal with no words in
 * it (like "+853"). Notes for developers belong in `$comment`, which no form renders.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeFormSchema, I18N_KEY, LANGS, productLabels, type Lang } from '../../../src/engine/index.js';
import { loadBundle, manifestCodes, sharedDefs } from './product-fixture.js';

const SCHEMA_TEXTS = new Set(['title', 'description']);
const UI_TEXTS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);
/** A literal that holds a word (two letters or more of any script) is prose a customer would read untranslated. */
const WORDS = /[\p{L}]{2,}/u;

function labelTree(lang: Lang): Record<string, unknown> {
  return JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Record<string, unknown>;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every string held under one of `names` anywhere in `value`, with where it stands. */
function textsUnder(value: unknown, names: ReadonlySet<string>, path: string, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((item, index) => textsUnder(item, names, `${path}[${index}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value)) {
      // `properties` maps field names to schemas, so a field called "title" is a schema, not a text.
      if (names.has(name) && typeof child === 'string' && !path.endsWith('.properties')) found.push([`${path}.${name}`, child]);
      textsUnder(child, names, `${path}.${name}`, found);
    }
  }
  return found;
}

describe('customer-facing texts of every product form', () => {
  const bundles = manifestCodes.map(loadBundle);
  const products = productLabels(bundles);
  const trees = Object.fromEntries(LANGS.map((lang) => [lang, labelTree(lang)])) as Record<Lang, Record<string, unknown>>;

  it.each(manifestCodes)('%s: shows only translated texts or wordless literals', (code) => {
    const bundle = bundles[manifestCodes.indexOf(code)]!;
    const texts = [
      ...textsUnder(composeFormSchema(bundle, sharedDefs), SCHEMA_TEXTS, 'form'),
      ...textsUnder(bundle.uiSchema, UI_TEXTS, 'ui'),
    ];
    expect(texts.length).toBeGreaterThan(0);
    const prose = texts.filter(([, text]) => !I18N_KEY.test(text) && WORDS.test(text));
    expect(prose.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
    for (const lang of LANGS) {
      const untranslated = texts.filter(([, text]) => I18N_KEY.test(text) && products[lang][text] === undefined && typeof lookup(trees[lang], text) !== 'string');
      expect(untranslated.map(([where, text]) => `${where}: ${text}`), lang).toEqual([]);
    }
  });
});
