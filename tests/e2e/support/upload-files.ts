/**
 * Files a browser test hands to an upload field: a 1x1 PNG that really is one, and a file named .png whose
 * bytes are not a PNG (the upload rules check the content against the extension, so it must be refused).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { field } from './form-fields.js';
import { expectText, UI_TIMEOUT_MS } from './page-checks.js';

/** A valid 1x1 transparent PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Text bytes under a .png name: the extension says image, the content says otherwise. */
export const FAKE_PNG = Buffer.from('this is not a picture, only text pretending to be one');

/** Chooses a file for the upload field `id` as the file picker would. */
export async function chooseFile(page: Page, id: string, name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
  await field(page, id).setInputFiles({ name, mimeType, buffer });
}

/** Waits for the upload field's own message (a file refused before it is sent). */
export async function expectUploadRefused(page: Page, id: string, message: string): Promise<void> {
  await expectText(page.locator(`[id="${id}__upload-error"]`), message);
  expect(await page.locator(`[data-testid^="${id}-file-"]`).count()).toBe(0);
}

/** Waits until the upload field holds exactly one stored file and shows no message; returns its file id. */
export async function expectUploaded(page: Page, id: string): Promise<string> {
  const item = page.locator(`[data-testid^="${id}-file-"]`);
  await item.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await item.count()).toBe(1);
  await page.locator(`[id="${id}__upload-error"]`).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  return ((await item.getAttribute('data-testid')) ?? '').slice(`${id}-file-`.length);
}
