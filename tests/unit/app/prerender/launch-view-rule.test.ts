/**
 * Who sees the prerendered home before the app runs (src/app/prerender/launch-view-rule.ts): only a phone on the
 * plain web, at the home or its alias, with no language or the default one chosen; everyone else the splash.
 */
import { describe, expect, it } from 'vitest';
import { chooseLaunchView, storedLangOf, type Visitor } from '../../../../src/app/prerender/launch-view-rule.js';
import type { DetectedChannel } from '../../../../src/engine/index.js';

const NOTHING_OFF = { tabs: [], functions: [], products: [] };
const PHONE_WEB: DetectedChannel = { channel: 'web', mobile: true, disables: NOTHING_OFF };
const PRERENDERED = { paths: ['/', '/pages/home/index'], lang: 'tw', channel: 'web' };

function visitor(overrides: Partial<Visitor>): Visitor {
  return { path: '/', storedLang: null, channel: PHONE_WEB, ...overrides };
}

describe('chooseLaunchView', () => {
  it('shows the prerendered home to a phone on the web at the home or its alias, with no or the default language chosen', () => {
    expect(chooseLaunchView(visitor({}), PRERENDERED)).toBe('prerendered');
    expect(chooseLaunchView(visitor({ path: '/pages/home/index', storedLang: 'tw' }), PRERENDERED)).toBe('prerendered');
  });

  it('shows the splash on any other page, in another language, in an in-app channel and on a desktop', () => {
    expect(chooseLaunchView(visitor({ path: '/pages/product/TPS/index' }), PRERENDERED)).toBe('splash');
    expect(chooseLaunchView(visitor({ storedLang: 'en' }), PRERENDERED)).toBe('splash');
    expect(chooseLaunchView(visitor({ channel: { channel: 'bank', mobile: true, disables: { ...NOTHING_OFF, products: ['THL'] } } }), PRERENDERED)).toBe('splash');
    expect(chooseLaunchView(visitor({ channel: { ...PHONE_WEB, mobile: false } }), PRERENDERED)).toBe('splash');
  });
});

describe('storedLangOf', () => {
  it('reads the language store\'s persisted value, and nothing from an absent or broken one', () => {
    expect(storedLangOf(JSON.stringify({ state: { lang: 'cn' }, version: 0 }))).toBe('cn');
    expect(storedLangOf(null)).toBeNull();
    expect(storedLangOf('{not json')).toBeNull();
    expect(storedLangOf('null')).toBeNull();
    expect(storedLangOf(JSON.stringify({ state: {} }))).toBeNull();
  });
});
