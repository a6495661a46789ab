/**
 * The first HTML a phone gets: `/` asked for the way a browser asks (brotli and gzip accepted), measured
 * on the wire as the gateway sends it and as gzip -9 of its text (the same figure however it is served),
 * and whether it shows the home screen's catalogue before any script runs (a prerendered shell) or only a
 * placeholder that waits for the JS.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { gzipSize } from './figures.js';

export interface FirstHtml {
  /** gzip -9 of the document's text. */
  gzipBytes: number;
  /** The document's text. */
  rawBytes: number;
  /** Bytes on the wire, and the content-encoding they came in (`identity` when none). */
  wireBytes: number;
  encoding: string;
  /** The document's text. */
  text: string;
}

/** How many of `titles` (the catalogue's product titles in the page's language) the markup `html` shows. */
export function titlesShown(html: string, titles: readonly string[]): number {
  return titles.filter((title) => html.includes(title)).length;
}

/** GETs `${origin}/` with a browser's Accept-Encoding and weighs it. */
export function firstHtml(origin: string): Promise<FirstHtml> {
  return new Promise((resolve, reject) => {
    const asked = request(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const text = (encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
        resolve({ gzipBytes: gzipSize(text), rawBytes: Buffer.byteLength(text), wireBytes: wire.length, encoding, text });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}
