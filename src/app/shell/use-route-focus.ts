import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Focuses an element that is not a control (a heading, main) as a place to start reading: it gets
 * tabIndex -1 so script can focus it while Tab still skips it.
 */
export function focusLandmark(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/**
 * A ref for an element that takes focus when it mounts (with {@link focusLandmark}): the heading of a screen that
 * replaces another inside a page (a wizard step, the quote, an order's outcome), so reading starts there instead
 * of on <body> where the button that led here, now gone, left focus.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  // A layout effect: focus moves in the same commit that draws the element. A passive effect runs later, and a tap
  // that comes first (Next tapped again at once, refused for errors) would have its field in error lose focus to it.
  useLayoutEffect(() => {
    if (enabled && ref.current) focusLandmark(ref.current);
  }, [enabled]);
  return ref;
}

/** The page's main heading: the first h1 of main, else the nav bar's title, else main itself. */
function pageHeading(main: HTMLElement): HTMLElement {
  return main.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('.app-nav h1') ?? main;
}

/**
 * After a route change (a new path, not a new query), focus goes to the new page's main heading, so keyboard and
 * screen-reader users start at the top of the page instead of on <body> where the unmounted link left them.
 * A page that placed focus itself while mounting (the order wizard's step heading) keeps it. The first page of a
 * visit is left alone: the browser starts at the top of the document anyway.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && main.contains(active)) return;
    focusLandmark(pageHeading(main));
  }, [pathname, mainRef]);
}
