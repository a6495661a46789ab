/** A screen of a run checked and kept: it must not scroll sideways at the phone's width, and it is photographed. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { horizontalOverflow, snap } from './browser.js';

export type Checkpoint = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;

/** The checkpoint of a test file, photographing into test-results/<suite>/. */
export function checkpointFor(suite: string): Checkpoint {
  return async (page, name, options = {}) => {
    expect(await horizontalOverflow(page), `${name} is wider than the phone`).toBe(0);
    await snap(page, suite, name, options);
  };
}
