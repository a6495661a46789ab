/**
 * jsdom set-up for the component tests: unmount after each test, and the browser APIs antd-mobile and
 * rjsf touch that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView).
 */
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import * as reactDomClient from 'react-dom/client';
import { connectAntdMobileToReact19 } from '../../src/app/shell/antd-react19.js';
import { loadProductCards } from '../../src/app/products/product-cards.js';

await connectAntdMobileToReact19(reactDomClient);
// The app awaits the product cards' chunk before its first render (src/app/main.tsx); so do the components here.
await loadProductCards();
// antd-mobile's popups and dialogs open and close with springs driven by animation frames, which jsdom
// runs on timers: on a loaded machine a close could outlast the wait. The tests are about what opens, what
// closes and where focus goes, so the springs are skipped, as the app does under prefers-reduced-motion.
reduceMotion();

// findBy*/waitFor wait for behaviour, not for speed: on a loaded 2-core CI machine a first render with the
// schema and validators can take longer than Testing Library's 1 s default.
// A wizard's first render also transforms its route's modules on first import: 8 s was seen with the machine at load 16.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Toasts and dialogs render into their own React roots; let that work finish before jsdom is torn down,
// or React's scheduler runs after `window` is gone ("window is not defined").
afterAll(async () => {
  Toast.clear();
  Dialog.clear();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}
