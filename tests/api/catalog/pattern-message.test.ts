/**
 * GLF's membership number had a `pattern`, and customers who typed it wrong read "The
 * format is not valid". A field may now carry its own message (`x-patternMessage`, an i18n key with texts
 * in tw, cn and en): the gateway answers with it in the caller's language, and the storefront's form shows
 * the same text.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RJSFValidationError } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternMessages } from '../../../src/engine/index.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { createErrorLocalizer } from '../../../src/ui/validation/localize-errors.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the owner edits free-form JSON

const root = mkdtempSync(join(tmpdir(), 'pattern-message-'));
const schemasDir = join(root, 'schemas');
const PATTERN = '^GM-[0-9]{6}$';
const TEXTS = { tw: '會員編號格式為 GM- 加 6 位數字', cn: '会员编号格式为 GM- 加 6 位数字', en: 'The membership number is GM- and 6 digits' } as const;
let session: ClientSession | undefined;

const editJson = (file: string, change: (value: Json) => void): void => {
  const path = join(schemasDir, file);
  const value = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(value);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  editJson('products/TGL/form.schema.json', (form) => {
    form.properties.membershipNo = { title: 'field.membershipNo', type: 'string', pattern: PATTERN, 'x-patternMessage': 'validation.membershipNo', examples: ['GM-123456'] };
  });
  editJson('products/TGL/product.json', (product) => { product.steps[0].fields.push('membershipNo'); });
  for (const lang of ['tw', 'cn', 'en'] as const) {
    editJson(`i18n/${lang}.json`, (texts) => {
      texts.field.membershipNo = 'Membership number';
      texts.validation.membershipNo = TEXTS[lang];
    });
  }
  session = await startClientSession({ schemasDir });
  await session.signIn();
}, 60_000);

afterAll(async () => {
  await session?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a field\'s own pattern message', () => {
  it('is what the gateway answers, in each language', async () => {
    if (!session) throw new Error('no session');
    const params = { params: { product: 'TGL' } };
    const draft = succeeded(await session.client.call('order.create', {}, params), 'order.create');
    for (const lang of ['tw', 'cn', 'en'] as const) {
      session.setLang(lang);
      const saved = await session.client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: { ...draft.formData, planCode: 'BASIC', membershipNo: 'GM-12' } }, params);
      expect(saved).toBe(false);
      expect(session.lastToast()).toBe(TEXTS[lang]);
    }
  });

  it('is what the storefront\'s form shows for the same pattern', () => {
    const composed = loadProductCatalog(schemasDir).composedSchema('TGL');
    const localize = createErrorLocalizer((key) => (key === 'validation.membershipNo' ? TEXTS.en : key), patternMessages(composed));
    const error: RJSFValidationError = { name: 'pattern', property: '.membershipNo', params: { pattern: PATTERN }, stack: '' };
    expect(localize([error], undefined)[0]?.message).toBe(TEXTS.en);
  });
});
