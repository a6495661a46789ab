import type { Options } from 'browser-image-compression';
import { COMPRESS_ACCURACY, IMAGE_COMPRESS_TARGET_KB, IMAGE_COMPRESS_THRESHOLD_KB } from '../../engine/index.js';

const KB = 1024;

/** The compressor's accuracy (its starting JPEG/WebP quality) within the spec's 0.8-0.99; 0.95 when not a number. */
export function clampAccuracy(accuracy: unknown): number {
  if (typeof accuracy !== 'number' || !Number.isFinite(accuracy)) return COMPRESS_ACCURACY.default;
  return Math.min(COMPRESS_ACCURACY.max, Math.max(COMPRESS_ACCURACY.min, accuracy));
}

/** True for an image the spec says to compress: larger than {@link IMAGE_COMPRESS_THRESHOLD_KB} (4800 KB). */
export function needsCompression(size: number): boolean {
  return size > IMAGE_COMPRESS_THRESHOLD_KB * KB;
}

/**
 * The browser-image-compression options of the spec: a {@link IMAGE_COMPRESS_TARGET_KB} (5000 KB) target and the
 * accuracy as the initial quality. `useWebWorker` is off because the library's worker loads its own script from a
 * CDN, which the storefront's `script-src 'self'` policy forbids (and which would leak the visit to a third party).
 */
export function compressionOptions(accuracy: unknown, onProgress?: (percent: number) => void): Options {
  return {
    maxSizeMB: IMAGE_COMPRESS_TARGET_KB / KB,
    initialQuality: clampAccuracy(accuracy),
    useWebWorker: false,
    ...(onProgress ? { onProgress } : {}),
  };
}

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/**
 * The compressed file under a name whose extension matches what the compressor produced (a HEIC or BMP comes out
 * as JPEG or PNG), so the gateway's magic-byte check, which trusts the extension, agrees with the content.
 */
function renamed(original: File, compressed: Blob): File {
  const extension = EXTENSION_OF_TYPE[compressed.type];
  const dot = original.name.lastIndexOf('.');
  const base = dot > 0 ? original.name.slice(0, dot) : original.name;
  const oldExtension = dot > 0 ? original.name.slice(dot + 1).toLowerCase() : '';
  const sameFamily = extension === oldExtension || (extension === 'jpg' && oldExtension === 'jpeg');
  const name = extension && !sameFamily ? `${base}.${extension}` : original.name;
  return new File([compressed], name, { type: compressed.type || original.type, lastModified: original.lastModified });
}

/**
 * Compresses an image over the threshold towards the target size; smaller images come back untouched. A failure
 * (a format the browser cannot decode, such as HEIC outside Safari) also gives the original back: images have no
 * size limit of their own, so the upload can still go ahead and the gateway has the last word.
 */
export async function compressImage(file: File, accuracy: unknown, onProgress?: (percent: number) => void): Promise<File> {
  if (!needsCompression(file.size)) return file;
  try {
    // Loaded on first use: most orders never compress an image, and the library is the bulk of the upload code.
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, compressionOptions(accuracy, onProgress));
    return renamed(file, compressed);
  } catch {
    return file;
  }
}
