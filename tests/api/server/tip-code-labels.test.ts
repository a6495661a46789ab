/**
 * Every message the gateway can answer with has its own text in tw, cn and en: each key is found in the
 * gateway's source by tests/api/support/gateway-message-keys.ts (every GatewayError's key and every
 * `gateway.` text, followed through constants, tables, parameters and returns), plus the products' own
 * rule messages, and looked up the way the gateway looks it up (label files, then product labels).
 * A key without a label would answer in English (or as the key itself) to a tw or cn caller.
 */
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES, LANGS } from '../../../src/engine/index.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { readLabelFiles } from '../../../src/server/i18n/label-files.js';
import { productTexts } from '../../../src/server/i18n/product-texts.js';
import { createTranslator } from '../../../src/server/i18n/translator.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { gatewayMessageKeys } from '../support/gateway-message-keys.js';

const catalog = loadProductCatalog('schemas');
const translator = createTranslator(readLabelFiles('schemas'), productTexts(catalog.registry).find);

describe('labels of the gateway\'s messages', () => {
  it('every key the gateway can answer with has a tw, cn and en text, and tw and cn are not the English one', () => {
    // The database file name is the one `gateway.` string that is no message.
    const { keys, unresolved } = gatewayMessageKeys('src/server', { notKeys: [DATABASE_FILE] });

    // The only key the source cannot tell: a product rule's message, which comes from the product data.
    expect([...new Set(unresolved.map((site) => `${site.at.replace(/:\d+$/, '')} ${site.text}`))])
      .toEqual(['src/server/validation/form-validator.ts violation.messageKey']);
    const ruleKeys = [
      ...Object.values(DATE_RANGE_MESSAGES),
      ...catalog.registry.list().flatMap((bundle) => bundle.definition.rules.flatMap((rule) => (rule.message ? [rule.message] : []))),
    ];
    for (const key of ruleKeys) if (!keys.has(key)) keys.set(key, { at: 'product rules', text: key });

    // The walk found the refusals it must (guards against a scan that finds nothing).
    for (const key of ['gateway.clockSkew', 'gateway.upload.pixels', 'gateway.claims.notPolicy', 'gateway.engagement.coupon.expired', 'gateway.account.password.rules']) {
      expect(keys.has(key), key).toBe(true);
    }

    const problems: string[] = [];
    for (const [key, site] of keys) {
      for (const lang of LANGS) {
        const text = translator.t(lang, key);
        if (!translator.has(lang, key) || text.trim() === '' || text === key) problems.push(`${key} (${site.at}): no ${lang} label`);
      }
      for (const lang of ['tw', 'cn'] as const) {
        if (translator.has(lang, key) && translator.t(lang, key) === translator.t('en', key)) problems.push(`${key} (${site.at}): the ${lang} label is the English text`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
