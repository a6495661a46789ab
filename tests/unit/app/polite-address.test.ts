/**
 * The storefront addresses its customers as 您 in traditional and simplified Chinese, never 你: a walk
 * through the journeys found both on one screen ("按你填寫的資料計算" beside "您的保單").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every string of a JSON file with its dotted path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const files = [
  ...['tw', 'cn'].map((lang) => join('schemas/i18n', `${lang}.json`)),
  ...readdirSync('schemas/products').flatMap((code) => ['product.json', 'form.schema.json', 'form.ui.json'].map((name) => join('schemas/products', code, name))),
].filter((file) => { try { readFileSync(file); return true; } catch { return false; } });

describe('customers are addressed as 您', () => {
  it('in every Chinese label and product text', () => {
    const familiar = files.flatMap((file) => strings(JSON.parse(readFileSync(file, 'utf8'))).filter(([, text]) => text.includes('你')).map(([path, text]) => `${file} ${path}: ${text}`));
    expect(familiar).toEqual([]);
  });
});
