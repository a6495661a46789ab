/**
 * The label file is laid over the labels i18next already holds (src/app/main.tsx): only its own labels are merged,
 * and what they do not name (bundled labels, product texts, page labels loaded meanwhile) stays.
 */
import { describe, expect, it } from 'vitest';
import { applyServerLabels } from '../../../src/app/i18n/apply-server-labels.js';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import { buildResources, serverLabelsTree } from '../../../src/app/i18n/resources.js';

const bundled = { tab: { home: '首頁', mine: '我的' }, order: { next: '下一步' } };
const productTexts = { tw: { 'product.TPS.title': '旅遊保險' }, cn: {}, en: {} };
const server = {
  labels: { tw: { 'tab.home': '主頁', order: { submit: '提交' } }, en: { 'tab.home': 'Home' } },
  dicts: { tw: { relation: { SELF: '本人' } } },
};

describe('serverLabelsTree', () => {
  it('nests the language\'s dotted labels and puts its dictionaries under dict', () => {
    expect(serverLabelsTree('tw', server)).toEqual({ tab: { home: '主頁' }, order: { submit: '提交' }, dict: { relation: { SELF: '本人' } } });
    expect(serverLabelsTree('cn', server)).toEqual({});
  });

  it('laid over a running i18next gives what the whole tree rebuilt with the server labels gives, and keeps page labels', async () => {
    const i18n = await createI18n('tw', { tw: buildResources('tw', bundled, productTexts) });
    i18n.addResourceBundle('tw', 'translation', { claims: { title: '理賠' } }, true, true);
    i18n.addResourceBundle('tw', 'translation', serverLabelsTree('tw', server), true, true);
    const whole = buildResources('tw', bundled, productTexts, server);
    expect(i18n.getResourceBundle('tw', 'translation')).toEqual({ ...whole, claims: { title: '理賠' } });
    expect([i18n.t('tab.home'), i18n.t('tab.mine'), i18n.t('product.TPS.title'), i18n.t('dict.relation.SELF'), i18n.t('claims.title')])
      .toEqual(['主頁', '我的', '旅遊保險', '本人', '理賠']);
  });

  it('applied in slices, gives the same labels, gives the main thread back between sections, and leaves the file unshared', async () => {
    const i18n = await createI18n('tw', { tw: buildResources('tw', bundled, productTexts) });
    i18n.addResourceBundle('tw', 'translation', { claims: { title: '理賠' } }, true, true);
    let yields = 0;
    let sectionsInBeforeLastYield = 0;
    await applyServerLabels(i18n, 'tw', server, {
      sliceMs: 0,
      yieldNow: async () => {
        yields += 1;
        sectionsInBeforeLastYield = Object.keys(i18n.getResourceBundle('tw', 'translation') as object).length;
      },
    });
    const whole = buildResources('tw', bundled, productTexts, server);
    expect(i18n.getResourceBundle('tw', 'translation')).toEqual({ ...whole, claims: { title: '理賠' } });
    // tab, order and dict: one yield after each section, the first page drawn only after the last.
    expect(yields).toBe(3);
    expect(sectionsInBeforeLastYield).toBe(Object.keys(whole).length + 1);
    expect(server.labels.tw).toEqual({ 'tab.home': '主頁', order: { submit: '提交' } });
  });
});
