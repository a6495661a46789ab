/**
 * Base and platform services through the storefront's real client: the gateway clock, the date
 * arithmetic of policy terms, the label file and the feature switches, each shown by a value the caller
 * can check (the gateway's own clock, the engine's dates, the label texts, the stored bans); a date
 * query the contract does not allow is refused in the caller's language.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyEndDate } from '../../../src/engine/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';

/** The gateway clock: a fixed instant, moved by the tests. */
let clockMs = Date.parse('2026-03-10T04:05:06.000Z');
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => clockMs });
});
afterAll(async () => {
  await session.stop();
});

describe('the gateway clock and date arithmetic', () => {
  it('order.baseNow answers the gateway clock', async () => {
    const { client } = session;
    expect(await client.call('order.baseNow')).toEqual({ serverTime: clockMs, iso: '2026-03-10T04:05:06.000Z' });
    clockMs += 90_000;
    expect(await client.call('order.baseNow')).toEqual({ serverTime: clockMs, iso: '2026-03-10T04:06:36.000Z' });
  });

  it('order.calculationDate answers the last day of a cover in months or days, and refuses both at once', async () => {
    const { client } = session;
    expect(await client.call('order.calculationDate', { start: '2026-01-31', months: 1 }))
      .toEqual({ start: '2026-01-31', end: policyEndDate('2026-01-31', 1), months: 1, days: null });
    expect(await client.call('order.calculationDate', { start: '2026-03-10', months: 12 })).toMatchObject({ end: '2027-03-09' });
    expect(await client.call('order.calculationDate', { start: '2028-02-28', days: 7 })).toEqual({ start: '2028-02-28', end: '2028-03-05', months: null, days: 7 });

    session.setLang('tw');
    expect(await client.call('order.calculationDate', { start: '2026-03-10', months: 1, days: 7 })).toBe(false);
    expect(session.lastToast()).toMatch(/資料不正確$/);
    expect(await client.call('order.calculationDate', { start: '2026-02-30', months: 1 })).toBe(false);
    expect(session.lastToast()).toMatch(/資料不正確$/);
    session.setLang('en');
  });
});

describe('platform', () => {
  it('plat.i18n answers the label file: every language\'s labels and dictionaries, from schemas/i18n', async () => {
    const text = succeeded(await session.client.call('plat.i18n'), 'plat.i18n');
    // The storefront decodes it twice (docs/spec/storefront-spec.md#4-states-and-transitions, launch step 3).
    const file = JSON.parse(JSON.parse(text) as string) as { SYS_LABEL2: Record<string, Record<string, unknown>>; SYS_DICT2: Record<string, Record<string, unknown>> };
    for (const lang of ['tw', 'cn', 'en'] as const) {
      const source = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as { error: unknown; dict: unknown };
      expect(file.SYS_LABEL2[lang]?.error).toEqual(source.error);
      expect(file.SYS_DICT2[lang]).toEqual(source.dict);
    }
  });

  it('plat.i18n with lang answers that language alone, so a first screen waits for one language', async () => {
    for (const lang of ['tw', 'cn', 'en'] as const) {
      const text = succeeded(await session.client.call('plat.i18n', { lang }), `plat.i18n ${lang}`);
      const file = JSON.parse(JSON.parse(text) as string) as { SYS_LABEL2: Record<string, { error: unknown }>; SYS_DICT2: Record<string, unknown> };
      const source = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as { error: unknown; dict: unknown };
      expect(Object.keys(file.SYS_LABEL2)).toEqual([lang]);
      expect(Object.keys(file.SYS_DICT2)).toEqual([lang]);
      expect(file.SYS_LABEL2[lang]?.error).toEqual(source.error);
      expect(file.SYS_DICT2[lang]).toEqual(source.dict);
    }
  });

  it('plat.i18n refuses a language the storefront does not offer', async () => {
    session.setLang('en');
    // @ts-expect-error -- a language the row's schema refuses, sent on purpose
    expect(await session.client.call('plat.i18n', { lang: 'fr' })).toBe(false);
  });

  it('plat.funcSwitch answers the routes and functions switched off as stored', async () => {
    const { client } = session;
    const before = succeeded(await client.call('plat.funcSwitch'), 'plat.funcSwitch');
    await session.tg.gateway.db.insertInto('feature_bans').values([
      { kind: 'route', value: '/pages/zz-test/index' }, { kind: 'function', value: 'zzTestFunction' },
    ]).execute();
    expect(await client.call('plat.funcSwitch')).toEqual({
      banRoutes: [...before.banRoutes, '/pages/zz-test/index'].sort(),
      banFunctions: [...before.banFunctions, 'zzTestFunction'].sort(),
    });
  });
});
