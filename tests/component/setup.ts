/**
 * jsdom set-up for the component tests: unmount after each test, and the browser APIs antd-mobile and
 * rjsf touch that jsdom lacks (matchMedia, ResizeObserver, scrollIntoView).
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { connectAntdMobileToReact19 } from '../../src/app/shell/antd-react19.js';

connectAntdMobileToReact19();

afterEach(() => {
  cleanup();
  localStorage.clear();
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
