/**
 * The bundled labels in three parts (src/app/i18n/label-parts.ts): together they are the whole label file
 * of each language (tests/component/first-screen-labels.test.tsx: home gets by on the first part;
 * tests/component/order/order-labels.test.tsx: the order steps on the first and the order part).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/engine/index.js';
import { splitLabels } from '../../../src/build/vite-plugins/label-parts.js';
import { pageLabelParts } from '../../../src/app/i18n/page-labels.js';
import { routeTable } from '../../../src/app/routes/route-table.js';

type Tree = Record<string, unknown>;

/** Every dotted key of a label tree with its text. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]);
}

describe('the bundled labels in three parts', () => {
  it.each(LANGS)('%s: the first screen\'s, the order wizard\'s and the other pages\' parts hold every label once', (lang) => {
    const tree = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Tree;
    const { firstScreen, order, pages } = splitLabels(tree);
    const keysOf = (part: Tree) => new Set(leaves(part).map(([key]) => key));
    const [firstKeys, orderKeys] = [keysOf(firstScreen), keysOf(order)];
    expect(leaves(order).filter(([key]) => firstKeys.has(key))).toEqual([]);
    expect(leaves(pages).filter(([key]) => firstKeys.has(key) || orderKeys.has(key))).toEqual([]);
    expect(new Map([...leaves(firstScreen), ...leaves(order), ...leaves(pages)])).toEqual(new Map(leaves(tree)));
    expect(firstKeys.has('tab.home') && firstKeys.has('gateway.sessionTimedOut') && !firstKeys.has('gateway.notFound')).toBe(true);
    // A key the first screen names alone stays there though its namespace is the order part's.
    expect(firstKeys.has('assist.fromAssumes') && !orderKeys.has('assist.fromAssumes') && orderKeys.has('order.next')).toBe(true);
    expect(orderKeys.has('service.hotlineNumber') && !orderKeys.has('mine.guest') && keysOf(pages).has('gateway.notFound')).toBe(true);
  });

  it('are fetched by page: the order wizard\'s pages the order part alone, every other page both', () => {
    // The route table says which pages are the order wizard's (`orderWizard`): the TPS-like order and the motor order.
    expect(routeTable.filter((entry) => entry.orderWizard).map((entry) => entry.id).sort()).toEqual(['order', 'orderCarProduct']);
    for (const entry of routeTable) expect(pageLabelParts(entry), entry.id).toEqual(entry.orderWizard ? ['order'] : ['order', 'pages']);
  });
});
