/** The product check warns about an area of cover that does not say which countries and regions it covers. */
import { describe, expect, it } from 'vitest';
import { checkProducts } from '../../../src/engine/products/check/index.js';
import { lineOf, plant } from './planted-copy.js';

describe('npm run products:check: areas a customer cannot tell apart', () => {
  it('warns at an area without "covers", naming the area and what to add', () => {
    const from = '{"code": "Area2", "covers": {"tw": "與區域一相同，另保途經美國的轉機或停留（最多 72 小時）", "cn": "与区域一相同，另保途经美国的转机或停留（最多 72 小时）", "en": "As Area 1, and a transit or stopover in the United States of up to 72 hours on the way is covered too"}}';
    const { schemasDir, path, text } = plant('products/TPS/product.json', from, '{"code": "Area2"}');
    expect(checkProducts(schemasDir, ['TPS']).findings).toEqual([
      expect.objectContaining({
        severity: 'warning', file: path, line: lineOf(text, '{"code": "Area2"}'), path: 'areas.7',
        message: 'area "Area2" does not say what it covers: add "covers" with the countries and regions in tw, cn and en, which the customer reads where the area is chosen',
      }),
    ]);
  });
});
