/**
 * Home's idle preload fetches the code of the pages its cards open, never each product's own data: a phone resting on
 * home would otherwise download every product of the catalogue it lists. The product a customer touches is fetched
 * at the touch.
 */
import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../../src/app/routes/route-table.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { preloadOwnProductWith, usePagePreload } from '../../../src/app/shell/page-preload.js';

function Home() {
  usePagePreload();
  return (
    <div>
      {['THL', 'MTV', 'FHH'].map((code) => <button key={code} type="button" data-opens={paths.product(code)}>{code}</button>)}
    </div>
  );
}

afterEach(() => vi.useRealTimers());

describe("home's idle preload", () => {
  it("loads the product page's code once idle, no product's data, and the touched card's product at the touch", async () => {
    vi.useFakeTimers();
    const productEntry = routeTable.find((entry) => entry.ownProduct);
    if (!productEntry) throw new Error('the route table has no page of one product');
    const pageLoads = vi.spyOn(productEntry, 'load').mockResolvedValue({} as Awaited<ReturnType<typeof productEntry.load>>);
    const fetched: string[] = [];
    preloadOwnProductWith(async (code) => { fetched.push(code); });
    const { getByText } = render(<Home />);

    await vi.advanceTimersByTimeAsync(6_000);
    expect(pageLoads).toHaveBeenCalledTimes(1);
    expect(fetched).toEqual([]);

    fireEvent.pointerDown(getByText('MTV'));
    expect(fetched).toEqual(['MTV']);
  });
});
