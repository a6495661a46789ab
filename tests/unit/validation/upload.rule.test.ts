import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkUpload,
  COMPRESS_ACCURACY,
  IMAGE_COMPRESS_TARGET_KB,
  IMAGE_COMPRESS_THRESHOLD_KB,
  PDF_MAX_BYTES,
  UPLOAD_EXTENSIONS,
  type UploadCheck,
  type UploadExtension,
} from '../../../src/engine/validation/index.js';
import { anyString } from './arbitraries.js';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const heif = (brand: string): Uint8Array => bytes(0, 0, 0, 0x18, ...ascii('ftyp'), ...ascii(brand), 0, 0, 0, 0);

const HEADS: Record<UploadExtension, Uint8Array> = {
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe1),
  pdf: bytes(...ascii('%PDF-1.7')),
  bmp: bytes(0x42, 0x4d, 0x36, 0, 0, 0),
  heic: heif('heic'),
  heif: heif('mif1'),
};

const OK: UploadCheck = { ok: true };
const empty: UploadCheck = { ok: false, error: 'empty' };
const format: UploadCheck = { ok: false, error: 'format' };
const size: UploadCheck = { ok: false, error: 'size' };

describe('upload constants', () => {
  it('match the spec', () => {
    expect([...UPLOAD_EXTENSIONS].sort()).toEqual(['bmp', 'heic', 'heif', 'jpeg', 'jpg', 'pdf', 'png']);
    expect(PDF_MAX_BYTES).toBe(5_000_000);
    expect(IMAGE_COMPRESS_THRESHOLD_KB).toBe(4800);
    expect(IMAGE_COMPRESS_TARGET_KB).toBe(5000);
    expect(COMPRESS_ACCURACY).toEqual({ default: 0.95, min: 0.8, max: 0.99 });
  });
});

describe('checkUpload', () => {
  it.each<[string, Parameters<typeof checkUpload>[0], UploadCheck]>([
    ['a png', { name: 'id.png', size: 1000 }, OK],
    ['upper-case extension', { name: 'ID.JPG', size: 1000 }, OK],
    ['mixed-case extension', { name: 'scan.Jpeg', size: 1000 }, OK],
    ['dotted name', { name: 'my.id.card.heic', size: 1000 }, OK],
    ['bmp', { name: 'a.bmp', size: 1 }, OK],
    ['empty image', { name: 'id.png', size: 0 }, empty],
    ['empty file of a wrong format', { name: 'id.exe', size: 0 }, empty],
    ['negative size', { name: 'id.png', size: -1 }, empty],
    ['NaN size', { name: 'id.png', size: Number.NaN }, empty],
    ['gif', { name: 'a.gif', size: 1000 }, format],
    ['webp', { name: 'a.webp', size: 1000 }, format],
    ['no extension', { name: 'png', size: 1000 }, format],
    ['trailing dot', { name: 'a.png.', size: 1000 }, format],
    ['extension only in the middle', { name: 'a.png.exe', size: 1000 }, format],
    ['empty name', { name: '', size: 1000 }, format],
    ['PDF at the limit', { name: 'a.pdf', size: 5_000_000 }, OK],
    ['PDF over the limit', { name: 'a.pdf', size: 5_000_001 }, size],
    ['large image (compressed, not refused)', { name: 'a.jpg', size: 50_000_000 }, OK],
    ['MIME type is not trusted', { name: 'a.png', size: 1000, type: 'application/x-msdownload' }, OK],
  ])('%s', (_, file, expected) => {
    expect(checkUpload(file)).toEqual(expected);
  });

  it.each(UPLOAD_EXTENSIONS)('accepts a .%s whose first bytes match', (extension) => {
    expect(checkUpload({ name: `f.${extension}`, size: 10, head: HEADS[extension] })).toEqual(OK);
  });

  it.each([
    ['png with JPEG bytes', 'a.png', HEADS.jpg],
    ['jpg with PNG bytes', 'a.jpg', HEADS.png],
    ['pdf with PNG bytes', 'a.pdf', HEADS.png],
    ['bmp with PDF bytes', 'a.bmp', HEADS.pdf],
    ['heic with an AVIF brand', 'a.heic', heif('avif')],
    ['heic with an MP4 brand', 'a.heic', heif('isom')],
    ['heic without ftyp', 'a.heic', bytes(0, 0, 0, 0x18, ...ascii('moov'), ...ascii('heic'))],
    ['truncated png signature', 'a.png', bytes(0x89, 0x50, 0x4e)],
    ['truncated heic box', 'a.heic', bytes(0, 0, 0, 0x18, ...ascii('ftyp'), ...ascii('he'))],
    ['empty head', 'a.png', bytes()],
    ['executable renamed', 'a.jpg', bytes(0x4d, 0x5a, 0x90, 0)],
  ])('refuses a %s as a format error', (_, name, head) => {
    expect(checkUpload({ name, size: 10, head })).toEqual(format);
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])('accepts the HEIF brand %s', (brand) => {
    expect(checkUpload({ name: 'a.heif', size: 10, head: heif(brand) })).toEqual(OK);
    expect(checkUpload({ name: 'a.HEIC', size: 10, head: heif(brand) })).toEqual(OK);
  });

  it('checks a PDF size after its content', () => {
    expect(checkUpload({ name: 'a.pdf', size: 6_000_000, head: HEADS.png })).toEqual(format);
    expect(checkUpload({ name: 'a.pdf', size: 6_000_000, head: HEADS.pdf })).toEqual(size);
  });

  const extension = fc.constantFrom(...UPLOAD_EXTENSIONS);
  const baseName = fc.string({ unit: 'grapheme', maxLength: 20 });

  it('accepts any name with an allowed extension in any case, any positive size (PDF up to the limit) and matching bytes', () => {
    fc.assert(fc.property(baseName, extension, fc.boolean(), fc.integer({ min: 1, max: 100_000_000 }), (base, ext, upper, bytesSize) => {
      const file = { name: `${base}.${upper ? ext.toUpperCase() : ext}`, size: ext === 'pdf' ? Math.min(bytesSize, PDF_MAX_BYTES) : bytesSize, head: HEADS[ext] };
      expect(checkUpload(file)).toEqual(OK);
    }));
  });

  it('refuses other extensions, and allowed ones whose bytes belong to another format', () => {
    fc.assert(fc.property(baseName, fc.stringMatching(/^[a-z0-9]{1,5}$/), (base, ext) => {
      fc.pre(!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext));
      expect(checkUpload({ name: `${base}.${ext}`, size: 10 })).toEqual(format);
    }));
    fc.assert(fc.property(extension, extension, (named, actual) => {
      const sameFamily = (e: UploadExtension): string => (e === 'jpeg' ? 'jpg' : e === 'heif' ? 'heic' : e);
      fc.pre(sameFamily(named) !== sameFamily(actual));
      expect(checkUpload({ name: `a.${named}`, size: 10, head: HEADS[actual] })).toEqual(format);
    }));
  });

  it('never throws on arbitrary names, sizes and bytes', () => {
    fc.assert(fc.property(anyString, fc.double(), fc.option(fc.uint8Array({ maxLength: 16 }), { nil: undefined }), (name, fileSize, head) => {
      const result = checkUpload(head === undefined ? { name, size: fileSize } : { name, size: fileSize, head });
      expect(typeof result.ok).toBe('boolean');
    }));
  });
});
