/**
 * What the gateway makes of an uploaded file, decided from its bytes and never from what the client
 * says (the declared type is ignored, the name only chooses the rules of docs/spec/storefront-spec.md#upload):
 * - the name is cleaned ({@link cleanFileName}) before anything else, so a path or control characters
 *   never reach the database or a download's file name;
 * - the spec's rules ({@link checkUpload}: empty, extension, first bytes against the extension, PDF size)
 *   and the store's ceiling {@link UPLOAD_MAX_BYTES};
 * - the stored content type comes from the magic bytes: `%PDF-`, or the format `image-size` reads from the
 *   header (png, jpeg, bmp, heic/heif); anything else, or an image whose header gives no size, is refused;
 * - an image over {@link MAX_IMAGE_PIXELS} is refused from its header, without decoding it: a small file
 *   can declare 20000 x 20000 pixels and exhaust the memory of whatever decodes it later (a pixel flood).
 *
 * Every path that stores or reuses an upload goes through {@link inspectUpload}.
 */
import { imageSize } from 'image-size';
import { UPLOAD_MAX_BYTES } from '../../contract/index.js';
import { checkUpload, type UploadError } from '../../engine/index.js';

/** Largest image accepted, in pixels (width x height): 40 megapixels, above any phone camera's photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Longest stored file name in characters, extension included. */
export const MAX_FILE_NAME_LENGTH = 100;

/** The content types an upload is stored with. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'image/heic', 'image/heif', 'application/pdf'] as const;

/** A stored upload's content type. */
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Why an upload is refused: the spec's three ({@link UploadError}) or `pixels` (over {@link MAX_IMAGE_PIXELS}). */
export type UploadRefusal = UploadError | 'pixels';

/** i18n keys of the upload refusals. */
export const UPLOAD_MESSAGES: Readonly<Record<UploadRefusal, string>> = {
  empty: 'gateway.upload.empty',
  format: 'gateway.upload.format',
  size: 'gateway.upload.size',
  pixels: 'gateway.upload.pixels',
};

/** An upload that passed: what to store. */
export interface InspectedUpload {
  /** The cleaned file name. */
  name: string;
  /** From the bytes. */
  type: UploadContentType;
  /** Pixel size from the header (images only). */
  width?: number;
  height?: number;
}

/** The result of {@link inspectUpload}. */
export type UploadInspection = { ok: true; file: InspectedUpload } | { ok: false; error: UploadRefusal };

/** The first bytes checkUpload compares with the extension's signature. */
const HEAD_BYTES = 16;
const PDF_SIGNATURE = '%PDF-';

/** image-size's format names (the major brand for HEIF files) -> the stored type. */
const IMAGE_TYPES: Readonly<Record<string, UploadContentType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  heic: 'image/heic',
  heix: 'image/heic',
  hevc: 'image/heic',
  hevx: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
};

/** The stored types each accepted extension may hold (checkUpload has matched its first bytes already). */
const TYPES_BY_EXTENSION: Readonly<Record<string, readonly UploadContentType[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  bmp: ['image/bmp'],
  heic: ['image/heic', 'image/heif'],
  heif: ['image/heic', 'image/heif'],
  pdf: ['application/pdf'],
};

/**
 * Code point ranges removed from names: control characters (C0, DEL, C1; NUL included) and the
 * bidirectional marks and overrides that can make "gpj.exe" display as "exe.jpg".
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [[0x00, 0x1f], [0x7f, 0x9f], [0x200e, 0x200f], [0x202a, 0x202e], [0x2066, 0x2069]];

function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Characters that mean something to a file system or a Content-Disposition header. */
const RESERVED = /[<>:"|?*;]/g;

/** At most `max` characters of `text`, never splitting a surrogate pair. */
function firstChars(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/**
 * A file name safe to store and hand back: only the last segment of a path (`../../x.png` -> `x.png`),
 * no control or bidi characters (NUL included), no reserved characters, no runs of dots or leading and
 * trailing dots and spaces, at most {@link MAX_FILE_NAME_LENGTH} characters with the extension kept;
 * `file` when nothing is left of the base name.
 */
export function cleanFileName(name: string): string {
  const last = Array.from(name).filter((char) => !isInvisible(char)).join('').split(/[/\\]/).pop() ?? '';
  const tidy = last.replace(RESERVED, '_').replace(/\.{2,}/g, '.').replace(/\s+/g, ' ').replace(/[\s.]+$/, '');
  const dot = tidy.lastIndexOf('.');
  const extension = dot < 0 ? '' : firstChars(tidy.slice(dot + 1), 10);
  // `..png` keeps its extension: the base name is what may end up empty.
  const base = (dot < 0 ? tidy : tidy.slice(0, dot)).replace(/^[\s.]+|[\s.]+$/g, '') || 'file';
  const room = MAX_FILE_NAME_LENGTH - (extension ? extension.length + 1 : 0);
  return extension ? `${firstChars(base, room)}.${extension}` : firstChars(base, room);
}

/** The image's format and pixel size from its header, or null when image-size cannot read one. */
function imageHeader(bytes: Uint8Array): { type: UploadContentType | null; width: number; height: number } | null {
  try {
    // image-size reads through a DataView over the whole underlying ArrayBuffer: a small Buffer shares
    // Node's pool, so a short header would be read on into other data. An exact copy makes reading past
    // the end throw (a truncated header) instead.
    const size = imageSize(new Uint8Array(bytes));
    return { type: IMAGE_TYPES[size.type ?? ''] ?? null, width: size.width, height: size.height };
  } catch {
    return null;
  }
}

function startsWithPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') === PDF_SIGNATURE;
}

/** Checks an upload's name and bytes; see the module comment for the order of the checks. */
export function inspectUpload(givenName: string, bytes: Uint8Array): UploadInspection {
  const name = cleanFileName(givenName);
  const check = checkUpload({ name, size: bytes.length, head: bytes.subarray(0, HEAD_BYTES) });
  if (!check.ok) return check;
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, error: 'size' };
  const allowed = TYPES_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? [];

  if (startsWithPdf(bytes)) {
    return allowed.includes('application/pdf') ? { ok: true, file: { name, type: 'application/pdf' } } : { ok: false, error: 'format' };
  }
  const header = imageHeader(bytes);
  if (!header || header.type === null || !allowed.includes(header.type)) return { ok: false, error: 'format' };
  const { type, width, height } = header;
  if (!(Number.isSafeInteger(width) && Number.isSafeInteger(height) && width > 0 && height > 0)) return { ok: false, error: 'format' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, error: 'pixels' };
  return { ok: true, file: { name, type, width, height } };
}
