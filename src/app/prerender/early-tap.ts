/**
 * A tap on the prerendered first screen, kept for the app. That screen is inert (nothing in it can be tapped before the
 * app runs, docs/decisions/012-prerendered-first-screen.md), yet on a slow phone it shows two seconds or more before the
 * app does, and a customer taps a product card in it: that tap did nothing, and they tapped again and again until the
 * app's own home was there. The launch-view script now notes which control was under the finger (and dims it, so
 * the tap is seen to be taken); the app opens what it opens as soon as it runs: it preloads that page from the start
 * (../shell/page-preload.ts), and its first render draws that page rather than home (./router-settled.ts); a
 * control that does not say what it opens is tapped again in the app's own home once drawn ({@link replayEarlyTap}).
 * A product card also names its page's modules (written by the build): they are fetched at the tap, before the app runs.
 *
 * Runs in the launch-view script too (./launch-view.ts): it must stay small and import nothing of React.
 */
import { preloadModules } from './preload-modules.js';

/** The attribute of <html> that carries the kept tap from the launch-view script to the app, as JSON. */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Marks the control tapped in the prerendered screen (dimmed by ./prerendered-page.ts's style). */
export const EARLY_TAPPED_ATTRIBUTE = 'data-early-tapped';
/** The controls a tap may open something with, in the prerendered screen and in the app alike. */
const CONTROLS = 'a[href], button';
/** The attribute a control that opens a page of the storefront names it with (the product cards). */
export const OPENS_ATTRIBUTE = 'data-opens';
/**
 * The attribute the build writes beside {@link OPENS_ATTRIBUTE} in the prerendered screen: the URLs of the modules that
 * the control's own page needs beyond the app's start and the shared ones below (a product's own chunk),
 * space-separated (src/build/vite-plugins/opened-page-modules.ts).
 */
export const OPENS_MODULES_ATTRIBUTE = 'data-opens-modules';
/**
 * The `<meta>` whose content the build writes once in the prerendered page: the modules every page a card opens
 * needs beyond the app's start (the product page and the loader of a product's chunk), space-separated. Written once,
 * not on every card, the first HTML does not grow with them as the catalogue does.
 */
export const OPENED_PAGE_MODULES_META = 'mo-opened-page-modules';

/** The modules a tap on `control` opens: the shared ones of {@link OPENED_PAGE_MODULES_META}, then its own. */
function openedModules(control: Element): string[] {
  const shared = document.querySelector<HTMLMetaElement>(`meta[name="${OPENED_PAGE_MODULES_META}"]`)?.content ?? '';
  const own = control.getAttribute(OPENS_MODULES_ATTRIBUTE);
  return own === null ? [] : `${shared} ${own}`.split(' ').filter(Boolean);
}

/**
 * The tap kept: the address it was made on, which control (its place among the screen's controls and its text) and
 * the page it opens, if it says.
 */
export interface EarlyTap {
  at: string;
  index: number;
  text: string;
  opens: string | null;
}

const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The control of `screen` whose box holds the point, with its place among the screen's controls. */
function controlAt(screen: Element, x: number, y: number): { control: Element; index: number } | null {
  const controls = [...screen.querySelectorAll(CONTROLS)];
  const index = controls.findIndex((control) => {
    const box = control.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
  return index < 0 ? null : { control: controls[index] as Element, index };
}

/**
 * Keeps the first tap on a control of the prerendered screen `shellSelector` names until the app takes it. Inert
 * content is not hit-tested, so the click reaches the document with #root as its target: the control is found by
 * the tap's position.
 */
export function keepEarlyTaps(shellSelector: string): void {
  const onClick = (event: MouseEvent): void => {
    const screen = document.querySelector(shellSelector);
    if (!screen) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    if (document.documentElement.hasAttribute(EARLY_TAP_ATTRIBUTE)) return;
    const found = controlAt(screen, event.clientX, event.clientY);
    if (!found) return;
    const tap: EarlyTap = { at: window.location.pathname, index: found.index, text: textOf(found.control), opens: found.control.getAttribute(OPENS_ATTRIBUTE) };
    document.documentElement.setAttribute(EARLY_TAP_ATTRIBUTE, JSON.stringify(tap));
    found.control.setAttribute(EARLY_TAPPED_ATTRIBUTE, '');
    // The tapped page's modules are fetched now, while the app's own start is still on the wire: sent only once the
    // app has run, they queued behind the start's module requests on HTTP/1.1's 6 connections (about 1 s on a slow
    // phone, docs/benchmarks.md). The app imports them from the module map when it opens the page.
    void preloadModules(openedModules(found.control));
  };
  document.addEventListener('click', onClick, true);
}

/** The tap kept on the prerendered screen, still waiting for the app, or null. */
export function pendingEarlyTap(): EarlyTap | null {
  const raw = document.documentElement.getAttribute(EARLY_TAP_ATTRIBUTE);
  if (!raw) return null;
  try {
    const tap = JSON.parse(raw) as Partial<EarlyTap> | null;
    return typeof tap?.at === 'string' && typeof tap.index === 'number' && typeof tap.text === 'string'
      ? { at: tap.at, index: tap.index, text: tap.text, opens: typeof tap.opens === 'string' ? tap.opens : null }
      : null;
  } catch {
    return null;
  }
}

/** The kept tap, taken: it is carried out once, by whoever takes it. */
export function takeEarlyTap(): EarlyTap | null {
  const tap = pendingEarlyTap();
  document.documentElement.removeAttribute(EARLY_TAP_ATTRIBUTE);
  return tap;
}

/**
 * Taps, in the app's own screen `root`, the control the customer tapped in the prerendered one: the control at the
 * same place among the screen's controls, provided it reads the same (the app draws the same boxes; a screen that
 * came out otherwise, another page or other texts, is left alone). The kept tap is used once.
 */
export function replayEarlyTap(root: ParentNode): void {
  const tap = takeEarlyTap();
  if (!tap || tap.at !== window.location.pathname) return;
  const control = root.querySelectorAll<HTMLElement>(CONTROLS)[tap.index];
  if (control && textOf(control) === tap.text) control.click();
}
