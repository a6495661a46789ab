/**
 * Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build,
 * once, at build time, so the gateway (@fastify/static `preCompressed`) or any static host serves them
 * by Accept-Encoding without compressing per request (README, "Hosting the storefront on a static host
 * or CDN"). Brotli runs at its highest quality, which is too slow per request but paid once here.
 * Files under 1 KB, and copies that would not be smaller than their file, are not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { compressBytes, CONTENT_CODINGS, MIN_COMPRESSIBLE_BYTES, type ContentCoding } from '../../server/http/text-compression.js';

/** Extensions of the text files the build can hold (a binary format is compressed already). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml', '.webmanifest'];

/** The file name suffix of each coding, the one @fastify/static and static hosts look for. */
export const CODING_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/** What precompressing a folder wrote: bytes of the text files, and of the copies in each coding. */
export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  /** Per coding, the bytes a client accepting it downloads: the copy where written, else the file. */
  servedBytes: Record<ContentCoding, number>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` (recursively); answers what it wrote. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, servedBytes: { br: 0, gzip: 0 } };
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.includes(extname(file).toLowerCase()));
  await Promise.all(files.map(async (file) => {
    const bytes = await readFile(file);
    summary.files += 1;
    summary.rawBytes += bytes.length;
    for (const coding of CONTENT_CODINGS) {
      const compressed = bytes.length < MIN_COMPRESSIBLE_BYTES ? null : await compressBytes(bytes, coding);
      if (compressed) await writeFile(`${file}${CODING_SUFFIX[coding]}`, compressed);
      summary.servedBytes[coding] += (compressed ?? bytes).length;
    }
  }));
  return summary;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The plugin; register it in vite.config.ts. It runs after every other plugin has finished writing
 * (closeBundle, order post), so a page another plugin rewrites is compressed as finally written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'mo-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr || config.build.write === false) return;
        const outDir = resolve(config.root, config.build.outDir);
        // A failed build leaves no folder to compress; its own error is the one to report.
        if (!(await stat(outDir).catch(() => null))?.isDirectory()) return;
        const summary = await precompressDir(outDir);
        config.logger.info(
          `precompressed ${summary.files} text files: ${kb(summary.rawBytes)} raw, ${kb(summary.servedBytes.gzip)} gzip, ${kb(summary.servedBytes.br)} brotli`,
        );
      },
    },
  };
}
