/**
 * Focus after a route change (src/app/shell/use-route-focus.ts, used by the app shell): the new page's main
 * heading gets focus instead of <body>; a page that placed focus itself keeps it; the first page is left alone.
 */
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useRouteFocus } from '../../../src/app/shell/use-route-focus.js';

/** The shell's part that matters here: a nav bar title outside main, and main with the page. */
function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <>
      <header className="app-nav"><h1>Nav title</h1></header>
      <main ref={mainRef}><Outlet /></main>
    </>
  );
}

/** A page that focuses one of its own fields as it mounts. */
function SelfFocusing() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input ref={ref} aria-label="own" data-testid="own-field" />;
}

function renderRoutes() {
  const router = createMemoryRouter([{
    element: <Shell />,
    children: [
      { path: '/', element: <><h1>Home</h1><Link to="/detail" data-testid="to-detail">detail</Link><Link to="/plain">plain</Link><Link to="/own">own</Link></> },
      { path: '/detail', element: <h1 data-testid="detail-heading">Detail</h1> },
      { path: '/plain', element: <p>No heading of its own</p> },
      { path: '/own', element: <SelfFocusing /> },
    ],
  }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a route change', () => {
  it('leaves the first page alone and focuses the next page\'s heading, which Tab then skips', async () => {
    renderRoutes();
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByTestId('to-detail');
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByTestId('detail-heading');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });

  it('falls back to the nav bar title when the page has no heading of its own', async () => {
    const router = renderRoutes();
    await router.navigate('/plain');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nav title'));
  });

  it('keeps the focus a page placed itself', async () => {
    const router = renderRoutes();
    await router.navigate('/own');
    const own = await screen.findByTestId('own-field');
    await waitFor(() => expect(document.activeElement).toBe(own));
  });
});
