/**
 * Keyboard and screen-reader access to antd-mobile's overlays, kept in one place instead of in every page that
 * opens one. antd-mobile 5 renders its popups, dialogs, pickers and toasts into document.body and manages no
 * focus: focus stays on the page behind a dialog, Tab walks out of it, closing it leaves focus on <body>, the
 * picker header buttons and clickable list items are anchors without href and the tab bar's items are divs (all
 * unreachable by Tab), and toasts are not announced. This watches the document and fixes all four for every overlay, whoever opened it.
 */

/** An antd-mobile overlay's root: Popup (bottom sheets, pickers, action sheets) and CenterPopup (Dialog, Modal). */
const OVERLAY = '.adm-popup, .adm-center-popup';

/**
 * antd-mobile's clickable elements that Tab cannot reach: anchors without href (picker header buttons, popup close
 * icons, clickable list items) and the nav bar's back arrow (a div).
 */
const PRESSABLE = 'a[role="button"]:not([href]), a.adm-list-item.adm-plain-anchor:not([href]), .adm-nav-bar-back';

/** What Tab can reach inside an overlay. */
const TABBABLE = [
  'button:not([disabled])', 'a[href]', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** antd-mobile's toast text. */
const TOAST = '.adm-toast-main';

interface OpenOverlay {
  element: HTMLElement;
  /** What had focus when the overlay opened; focus goes back there when it closes. */
  opener: HTMLElement | null;
}

/** In the document and not hidden by itself or an ancestor (antd-mobile hides a closed overlay with display: none). */
/** How long Escape keeps looking for an overlay's close control that is not rendered yet: 10 x 50 ms. */
const ESCAPE_RETRIES = 10;
const ESCAPE_RETRY_MS = 50;

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  const view = element.ownerDocument.defaultView;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden) return false;
    const style = view ? view.getComputedStyle(node) : node.style;
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** The overlay's own controls, in order, without the mask behind it. */
function tabbables(overlay: HTMLElement): HTMLElement[] {
  return [...overlay.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !element.closest('.adm-mask') && isShown(element) && element.closest('[aria-hidden="true"]') === null);
}

/** Makes antd-mobile's pressable elements reachable by Tab and announced as buttons. */
function makeReachable(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`:is(${PRESSABLE}):not([tabindex])`)) {
    element.tabIndex = 0;
    if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  }
}

/** A polite live region (visually hidden) that repeats each toast's text, so screen readers announce it. */
function createAnnouncer(doc: Document): HTMLElement {
  const region = doc.createElement('div');
  region.className = 'mo-visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('role', 'status');
  region.dataset.testid = 'announcer';
  doc.body.appendChild(region);
  return region;
}

/**
 * Installs the overlay focus handling on the document and returns how to remove it:
 * - an overlay that opens gets focus (its chosen option, or its first control) and keeps it: Tab and Shift+Tab cycle inside it, and
 *   Escape closes it when tapping outside would (its mask's close button);
 * - when it closes, focus goes back to the control that opened it;
 * - antd-mobile's anchor buttons and clickable list items can be reached with Tab and pressed with
 *   Enter or Space;
 * - each toast's text is repeated in a polite live region.
 */
export function installKeyboardAccess(doc: Document = document): () => void {
  const open: OpenOverlay[] = [];
  const announcer = createAnnouncer(doc);
  const announced = new WeakSet<Element>();

  const sync = () => {
    makeReachable(doc.body);
    for (const toast of doc.querySelectorAll<HTMLElement>(TOAST)) {
      if (announced.has(toast)) continue;
      announced.add(toast);
      announcer.textContent = toast.textContent ?? '';
    }
    // Closed overlays first, topmost first: focus goes back to what opened each.
    for (let index = open.length - 1; index >= 0; index -= 1) {
      const entry = open[index];
      if (!entry || isShown(entry.element)) continue;
      open.splice(index, 1);
      const active = doc.activeElement;
      const focusLost = active === null || active === doc.body || !active.isConnected || entry.element.contains(active);
      if (focusLost && entry.opener && entry.opener.isConnected && isShown(entry.opener)) entry.opener.focus();
    }
    for (const element of doc.querySelectorAll<HTMLElement>(OVERLAY)) {
      if (!isShown(element) || open.some((entry) => entry.element === element)) continue;
      const active = doc.activeElement;
      open.push({ element, opener: active instanceof HTMLElement && active !== doc.body ? active : null });
      // The chosen option of a choice sheet, else the first control.
      const controls = tabbables(element);
      if (!(active && element.contains(active))) (controls.find((control) => control.getAttribute('aria-checked') === 'true') ?? controls[0])?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if ((event.key === 'Enter' || event.key === ' ') && target?.matches(PRESSABLE)) {
      event.preventDefault();
      target.click();
      return;
    }
    const top = open[open.length - 1]?.element;
    if (!top) return;
    if (event.key === 'Escape') {
      // An overlay pressed Escape on just as it opens may not have its mask yet: look again for a moment.
      const pressClose = (triesLeft: number): void => {
        const close = top.querySelector<HTMLElement>('.adm-mask-aria-button');
        if (close) close.click();
        else if (triesLeft > 0 && top.isConnected) setTimeout(() => pressClose(triesLeft - 1), ESCAPE_RETRY_MS);
      };
      if (top.querySelector('.adm-mask-aria-button')) event.preventDefault();
      pressClose(ESCAPE_RETRIES);
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = tabbables(top);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = doc.activeElement;
    if (!active || !top.contains(active)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const observer = new MutationObserver(sync);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
  doc.addEventListener('keydown', onKeyDown, true);
  sync();
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKeyDown, true);
    announcer.remove();
  };
}
