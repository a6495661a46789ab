/**
 * A product page reads only its own product (the route's `ownProduct`), so its preload (at the touch of a card, at idle,
 * or for a tap on the prerendered home) fetches that product beside the page's chunk: the page then draws whole at the
 * tap instead of fetching its product after it.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/app/routes/route-paths.js';
import { preloadOwnProductWith, preloadPage } from '../../../src/app/shell/page-preload.js';

describe('preloading a product page', () => {
  it('fetches the product its address names, once per product, and none for a page of every product', () => {
    const fetched: string[] = [];
    preloadOwnProductWith(async (code) => { fetched.push(code); });
    preloadPage(paths.product('TPS'));
    preloadPage(paths.product('TPS'));
    preloadPage(paths.product('MTV'));
    preloadPage(paths.plansDetail('TPS'));
    expect(fetched).toEqual(['TPS', 'MTV']);
  });
});
