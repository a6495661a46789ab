/**
 * What an upload control does with a chosen file before sending it: the engine's checks (extension, first bytes,
 * PDF size) and the image compressor. Loaded with the first file chosen (./upload-control.tsx), so a step showing an
 * empty upload tile does not load them (docs/decisions/016-order-route-diet.md).
 */
import { checkUpload, type UploadCheck } from '../../engine/index.js';
import { readFileHead } from './read-file-head.js';

export { compressImage, needsCompression } from './compress-image.js';

/** checkUpload's verdict on `file`, its first bytes read for the magic-byte check (none when they cannot be read). */
export async function checkFile(file: File): Promise<UploadCheck> {
  const head = await readFileHead(file).catch(() => new Uint8Array());
  return checkUpload({ name: file.name, size: file.size, type: file.type, head });
}
