/**
 * The first `bytes` bytes of a file, for the magic-byte check of checkUpload. Uses FileReader, which every
 * mobile browser (and jsdom) has, rather than Blob.arrayBuffer, which older WebViews lack.
 */
export function readFileHead(file: Blob, bytes = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      // Not `instanceof ArrayBuffer`: the buffer may come from another realm (a WebView bridge, jsdom).
      resolve(result !== null && typeof result === 'object' ? new Uint8Array(result) : new Uint8Array());
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}
