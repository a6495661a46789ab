/**
 * A language switched to while the full product catalogue is still loading (home draws cards only): the product
 * texts are taken when the language's labels arrive, so a catalogue that loaded meanwhile is in them.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import { loadLanguage } from '../../../src/app/i18n/load-language.js';

describe('loadLanguage', () => {
  it('takes the products\' texts as they are when the language\'s label file arrives', async () => {
    const i18n = await createI18n('tw', { tw: { tab: { home: '首頁' } } });
    let arrive: (text: string) => void = () => undefined;
    const api = { call: () => new Promise<string>((resolve) => { arrive = resolve; }) };
    let texts: Record<'tw' | 'cn' | 'en', Record<string, string>> = { tw: {}, cn: {}, en: { 'product.TPS.title': 'Travel' } };
    const loading = loadLanguage('en', { api: api as never, i18n, productTexts: () => texts });
    // The full catalogue loads while the label file is on its way: its plan titles join the texts.
    texts = { ...texts, en: { ...texts.en, 'product.TPS.plans.A.title': 'Plan A' } };
    await new Promise((resolve) => setTimeout(resolve, 0));
    arrive('');
    expect(await loading).toBe(true);
    expect(i18n.getResource('en', 'translation', 'product.TPS.plans.A.title')).toBe('Plan A');
  });
});
