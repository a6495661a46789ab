/**
 * The MTV and FHH forms name only texts and widgets that exist: every i18n key their composed schemas,
 * ui schemas, declaration items and rating labels use has a text in tw, cn and en (the label files or
 * the products' own labels), and every `ui:widget` / `ui:field` is one the mobile theme registers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  composeFormSchema, FIELD_NAMES, I18N_KEY, LANGS, productLabels, WIDGET_NAMES, type JsonSchema, type Lang,
} from '../../../src/engine/index.js';
import { loadBundle, sharedDefs } from './product-fixture.js';

const CODES = ['MTV', 'FHH'] as const;
/** rjsf's own widgets the products use by name. */
const RJSF_WIDGETS = ['hidden', 'textarea', 'radio', 'select', 'checkbox', 'text'];

function labelTree(lang: Lang): Record<string, unknown> {
  return JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Record<string, unknown>;
}

function lookup(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every string anywhere in `value` that looks like an i18n key, found under the given property names. */
function keysUnder(value: unknown, names: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysUnder(item, names, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value)) {
      if (names.has(name) && typeof child === 'string' && I18N_KEY.test(child)) found.add(child);
      keysUnder(child, names, found);
    }
  }
  return found;
}

function uiNames(ui: unknown, key: 'ui:widget' | 'ui:field', found: string[] = []): string[] {
  if (typeof ui !== 'object' || ui === null) return found;
  for (const [name, child] of Object.entries(ui)) {
    if (name === key && typeof child === 'string') found.push(child);
    else uiNames(child, key, found);
  }
  return found;
}

describe('MTV and FHH form texts and widgets', () => {
  const bundles = CODES.map(loadBundle);
  const products = productLabels(bundles);

  it.each(CODES)('%s: every text key has a text in tw, cn and en', (code) => {
    const bundle = bundles[CODES.indexOf(code)]!;
    const composed = composeFormSchema(bundle, sharedDefs);
    const keys = new Set([
      ...keysUnder(composed, new Set(['title', 'description', 'problem', 'label', 'noticeTitle'])),
      ...keysUnder(bundle.uiSchema, new Set(['ui:help', 'ui:title', 'ui:description'])),
      ...keysUnder(bundle.rates, new Set(['label'])),
    ]);
    expect(keys.size).toBeGreaterThan(20);
    for (const lang of LANGS) {
      const tree = labelTree(lang);
      const missing = [...keys].filter((key) => products[lang][key] === undefined && typeof lookup(tree, key) !== 'string');
      expect(missing, `${code} ${lang}`).toEqual([]);
    }
  });

  it.each(CODES)('%s: names only registered widgets and fields', (code) => {
    const { uiSchema } = bundles[CODES.indexOf(code)]!;
    const widgets: string[] = [...Object.values(WIDGET_NAMES), ...RJSF_WIDGETS];
    const fields: string[] = Object.values(FIELD_NAMES);
    expect(uiNames(uiSchema, 'ui:widget').filter((name) => !widgets.includes(name))).toEqual([]);
    expect(uiNames(uiSchema, 'ui:field').filter((name) => !fields.includes(name))).toEqual([]);
  });

  it('gives list-backed fields a gateway source and file fields the upload widget', () => {
    const ui = (code: string) => loadBundle(code).uiSchema as Record<string, Record<string, JsonSchema>>;
    expect(ui('MTV').carInfo?.carModel).toMatchObject({ 'ui:options': { source: 'carModel', dependsOn: 'carInfo.carBrand' } });
    expect(ui('MTV').carInfo?.registrationImage).toMatchObject({ 'ui:widget': 'upload' });
    expect(ui('FHH').propertyInfo?.blockCode).toMatchObject({ 'ui:options': { source: 'blockCode', remoteSearch: true } });
  });
});
