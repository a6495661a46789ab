/**
 * File contents for uploads in the api tests and the soak benchmark, built from their format rather than stored as blobs: a real PNG of any
 * small size, the header of a PNG of any size (what a pixel flood sends: a few bytes declaring a huge
 * picture) and a small PDF. The gateway reads an image's type and size from its header
 * (src/server/files/inspect-upload.ts), so an upload fixture must be a readable image.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The IHDR chunk of an 8-bit RGBA picture of width x height. */
function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8);
  return chunk('IHDR', data);
}

/**
 * Signature, IHDR and IEND of a width x height PNG without its pixel data: a few dozen bytes whatever
 * the size it declares.
 */
export function pngHeader(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, header(width, height), chunk('IEND', Buffer.alloc(0))]);
}

/** A complete, decodable transparent PNG of width x height (keep it small: the pixels are really there). */
export function pngImage(width: number, height: number): Buffer {
  // Each row: filter byte 0 and four zero bytes per pixel.
  const pixels = deflateSync(Buffer.alloc((1 + width * 4) * height));
  return Buffer.concat([PNG_SIGNATURE, header(width, height), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A 1 x 1 PNG: the picture most upload tests send. */
export const TEST_PNG = pngImage(1, 1);

/** A minimal PDF (header and trailer): what the gateway recognises as a PDF from its first bytes. */
export const TEST_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * The start of a baseline JPEG of width x height (at most 65535 each): SOI, a JFIF APP0 segment and the
 * SOF0 frame header that states the size; no scan data follows.
 */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0]);
}
