/**
 * What the build writes into the prerendered page for a card tapped before the app runs: each card names only its
 * product's own chunk, and the modules every product page shares are named once, so the first HTML does not grow
 * by the product page's whole module list with every product of the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { OPENED_PAGE_MODULES_META, OPENS_MODULES_ATTRIBUTE } from '../../../src/app/prerender/early-tap.js';
import { withOpenedPageModules } from '../../../src/build/vite-plugins/opened-page-modules.js';

const SHARED = ['/assets/product-page-1.js', '/assets/split-catalog-2.js', '/assets/use-products-3.js'];
const CARDS = ['A', 'B', 'C'].map((code) => `<a href="/pages/product/${code}" data-opens="/pages/product/${code}">${code}</a>`).join('');
const PAGE = `<html><head><title>t</title></head><body><div id="root">${CARDS}<a href="/pages/my">mine</a></div></body></html>`;
const MODULES = {
  shared: SHARED,
  own: new Map(['A', 'B', 'C'].map((code) => [`/pages/product/${code}`, [`/assets/product-${code}.js`]])),
};

describe('the modules a prerendered card opens', () => {
  it('names each product\'s own chunk on its card and the shared ones once in the head', () => {
    const html = withOpenedPageModules(PAGE, MODULES);
    for (const code of ['A', 'B', 'C']) {
      expect(html).toContain(`data-opens="/pages/product/${code}" ${OPENS_MODULES_ATTRIBUTE}="/assets/product-${code}.js"`);
    }
    expect(html.split(SHARED[0]!).length - 1).toBe(1);
    expect(html).toContain(`<meta name="${OPENED_PAGE_MODULES_META}" content="${SHARED.join(' ')}"></head>`);
    expect(html).toContain('<a href="/pages/my">mine</a>');
  });

  it('grows by one file name a product, not by the product page\'s modules', () => {
    const many = (count: number): string => {
      const codes = Array.from({ length: count }, (_, index) => `P${index}`);
      const page = `<html><head></head><body>${codes.map((code) => `<a data-opens="/pages/product/${code}">${code}</a>`).join('')}</body></html>`;
      const html = withOpenedPageModules(page, { shared: SHARED, own: new Map(codes.map((code) => [`/pages/product/${code}`, [`/assets/product-${code}.js`]])) });
      return html;
    };
    const perProduct = (many(20).length - many(10).length) / 10;
    const cardAlone = '<a data-opens="/pages/product/P10">P10</a>'.length + ` ${OPENS_MODULES_ATTRIBUTE}="/assets/product-P10.js"`.length;
    expect(perProduct).toBeLessThanOrEqual(cardAlone);
  });
});
