import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { IMAGE_COMPRESS_THRESHOLD_KB, PDF_MAX_BYTES } from '../../../src/engine/index.js';
import type { UploadFile, UploadFileOptions } from '../../../src/ui/widget-services.js';
import { byId, renderWidgetForm } from './support/widget-form.js';

/** The compression library, replaced so the test sees the options the widget passes and returns a small JPEG. */
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: number[], size: number, type = ''): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

const single = {
  type: 'object',
  properties: { licencePic: { title: 'Driving licence', type: 'string', contentMediaType: 'image/*' } },
} as RJSFSchema;

/** An upload service that hands out ids in turn and remembers what it was sent. */
function fakeUploads() {
  const sent: File[] = [];
  const uploadFile = vi.fn<UploadFile>(async (file: File, options?: UploadFileOptions) => {
    sent.push(file);
    options?.onProgress?.(100);
    return { fileId: `file-${String(sent.length).padStart(6, '0')}`, url: `https://files.test/${sent.length}` };
  });
  return { sent, uploadFile };
}

function choose(file: File, id = 'root_licencePic') {
  fireEvent.change(byId(id), { target: { files: [file] } });
}

function uploadMessage(id = 'root_licencePic'): string | null {
  return document.getElementById(`${id}__upload-error`)?.textContent ?? null;
}

describe('the upload widget', () => {
  beforeEach(() => {
    compress.mockReset();
    compress.mockImplementation(async (file: File, options: { onProgress?: (percent: number) => void }) => {
      options.onProgress?.(50);
      return fileOf(file.name, JPEG, 1000, 'image/jpeg');
    });
  });

  it('says "image cannot be empty" for an empty file, in the page language, and sends nothing', async () => {
    const uploads = fakeUploads();
    const { current, t } = await renderWidgetForm({ schema: single, lang: 'tw', services: { uploadFile: uploads.uploadFile } });
    choose(new File([], 'licence.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.empty')));
    expect(t('validation.upload.empty')).toBe('圖片不能為空');
    expect(uploads.uploadFile).not.toHaveBeenCalled();
    expect(current().licencePic).toBeUndefined();
  });

  it('refuses a format it does not take, and a file whose content is not what its name says', async () => {
    const uploads = fakeUploads();
    const { t } = await renderWidgetForm({ schema: single, services: { uploadFile: uploads.uploadFile } });
    choose(fileOf('notes.txt', [0x68, 0x69], 2));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.format')));
    // The refusal is linked to the file input, so a screen reader reads it with the field.
    expect(byId('root_licencePic').getAttribute('aria-describedby')).toContain('root_licencePic__upload-error');
    choose(fileOf('photo.png', JPEG, 2000, 'image/png'));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.format')));
    expect(uploads.uploadFile).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 5,000,000 bytes with the size message', async () => {
    const uploads = fakeUploads();
    const { t } = await renderWidgetForm({ schema: single, services: { uploadFile: uploads.uploadFile } });
    choose(fileOf('policy.pdf', PDF, PDF_MAX_BYTES + 1, 'application/pdf'));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.size')));
    expect(uploads.uploadFile).not.toHaveBeenCalled();
  });

  it('compresses an image over 4800 KB towards 5000 KB with accuracy 0.95 before sending it', async () => {
    const uploads = fakeUploads();
    const { current } = await renderWidgetForm({ schema: single, services: { uploadFile: uploads.uploadFile } });
    const large = fileOf('licence.jpg', JPEG, IMAGE_COMPRESS_THRESHOLD_KB * 1024 + 1, 'image/jpeg');
    choose(large);
    await waitFor(() => expect(current().licencePic).toBe('file-000001'));
    expect(compress).toHaveBeenCalledTimes(1);
    const [given, options] = compress.mock.calls[0] as [File, Record<string, unknown>];
    expect(given).toBe(large);
    expect(options.maxSizeMB).toBeCloseTo(5000 / 1024, 6);
    expect(options.initialQuality).toBe(0.95);
    // The library's worker would load a script from a CDN, which the storefront's CSP forbids.
    expect(options.useWebWorker).toBe(false);
    expect(uploads.sent[0]?.size).toBe(1000);
    expect(uploads.sent[0]?.name).toBe('licence.jpg');
    expect(await screen.findByAltText('licence.jpg')).toBeTruthy();
  });

  it('leaves a small image as it is and clamps the accuracy a product sets to 0.8-0.99', async () => {
    const uploads = fakeUploads();
    await renderWidgetForm({ schema: single, uiSchema: { licencePic: { 'ui:options': { accuracy: 0.5 } } }, services: { uploadFile: uploads.uploadFile } });
    choose(fileOf('small.jpg', JPEG, 2000, 'image/jpeg'));
    await waitFor(() => expect(uploads.uploadFile).toHaveBeenCalledTimes(1));
    expect(compress).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    choose(fileOf('big.jpg', JPEG, IMAGE_COMPRESS_THRESHOLD_KB * 1024 + 1, 'image/jpeg'));
    await waitFor(() => expect(compress).toHaveBeenCalledTimes(1));
    expect((compress.mock.calls[0] as [File, Record<string, unknown>])[1].initialQuality).toBe(0.8);
  });

  it('takes a PDF and shows it as an icon with its name', async () => {
    const uploads = fakeUploads();
    const { current } = await renderWidgetForm({ schema: single, services: { uploadFile: uploads.uploadFile } });
    choose(fileOf('policy.pdf', PDF, 3000, 'application/pdf'));
    await waitFor(() => expect(current().licencePic).toBe('file-000001'));
    const tile = screen.getByTestId('root_licencePic-file-file-000001');
    expect(tile.textContent).toContain('PDF');
    expect(tile.textContent).toContain('policy.pdf');
    expect(compress).not.toHaveBeenCalled();
  });

  it('shows the progress while the file goes up', async () => {
    let finish: (value: { fileId: string }) => void = () => undefined;
    const uploadFile = vi.fn<UploadFile>((_file, options) => {
      options?.onProgress?.(40);
      return new Promise((resolve) => { finish = resolve; });
    });
    const { current } = await renderWidgetForm({ schema: single, services: { uploadFile } });
    choose(fileOf('licence.jpg', JPEG, 2000, 'image/jpeg'));
    const progress = await screen.findByTestId('root_licencePic-progress');
    await waitFor(() => expect(progress.textContent).toContain('Uploading 40%'));
    finish({ fileId: 'file-000009' });
    await waitFor(() => expect(current().licencePic).toBe('file-000009'));
    expect(screen.queryByTestId('root_licencePic-progress')).toBeNull();
  });

  it('says so when the upload fails, and stores nothing', async () => {
    const uploadFile = vi.fn<UploadFile>(() => Promise.reject(new Error('offline')));
    const { current, t } = await renderWidgetForm({ schema: single, services: { uploadFile } });
    choose(fileOf('licence.jpg', JPEG, 2000, 'image/jpeg'));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.failed')));
    expect(current().licencePic).toBeUndefined();
  });

  it('says uploads are unavailable when the app gives no upload service', async () => {
    const { t } = await renderWidgetForm({ schema: single });
    choose(fileOf('licence.jpg', JPEG, 2000, 'image/jpeg'));
    await waitFor(() => expect(uploadMessage()).toBe(t('validation.upload.unavailable')));
  });

  it('shows a file stored earlier (a reopened draft) and removes it on request', async () => {
    const { current } = await renderWidgetForm({
      schema: single,
      formData: { licencePic: 'file-000777' },
      services: { fileUrl: (fileId) => `https://files.test/${fileId}` },
    });
    const tile = screen.getByTestId('root_licencePic-file-file-000777');
    // The preview's image component comes with the first tile that shows one.
    await waitFor(() => expect(tile.querySelector('img')?.getAttribute('src')).toBe('https://files.test/file-000777'));
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(current().licencePic).toBeUndefined());
    expect(screen.queryByTestId('root_licencePic-file-file-000777')).toBeNull();
  });

  it('keeps a list of file ids for an array of files, up to maxItems', async () => {
    const uploads = fakeUploads();
    const schema = {
      type: 'object',
      properties: { identifyPics: { type: 'array', maxItems: 2, items: { type: 'string', contentMediaType: 'image/*' } } },
    } as RJSFSchema;
    const { current, t } = await renderWidgetForm({ schema, services: { uploadFile: uploads.uploadFile } });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [fileOf('a.jpg', JPEG, 100), fileOf('b.png', [0x89, 0x50, 0x4e, 0x47], 100), fileOf('c.jpg', JPEG, 100)] } });
    await waitFor(() => expect(current().identifyPics).toEqual(['file-000001', 'file-000002']));
    await waitFor(() => expect(uploadMessage(input.id)).toBe(t('validation.upload.tooMany', { limit: 2 })));
  });
});
