/**
 * The label file's parts kept in the data folder for the next start of the same compiled gateway on the same
 * schemas files. They are made from those files alone (label trees and product texts) by that code, so they
 * are the same bytes every time; made at every start they grew the start with the catalogue (every product's
 * texts merged into each language's tree and written as JSON). A start of another build or on other files, or
 * from source (no build id), makes them again.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../engine/index.js';
import { labelFileTexts, type LabelFileParts, type LabelFileTexts, type LanguagePart } from './label-file-texts.js';

/** The file in the data folder: a JSON header line (what made it, each piece's length), then the pieces one after another. */
export const LABEL_FILE_CACHE = 'label-file-parts.cache';

/** The pieces in the order the file holds them: each language's labels, then its dictionaries. */
const PIECES = LANGS.flatMap((lang) => (['labels', 'dicts'] as const).map((kind) => ({ lang, kind })));

interface CacheHeader {
  madeBy: string;
  lengths: number[];
}

/** The kept parts when the file was written for `madeBy` and is whole; undefined otherwise. */
function keptParts(file: string, madeBy: string): LabelFileParts | undefined {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const headerEnd = content.indexOf('\n');
  if (headerEnd < 0) return undefined;
  let header: CacheHeader;
  try {
    header = JSON.parse(content.slice(0, headerEnd)) as CacheHeader;
  } catch {
    return undefined;
  }
  const { lengths } = header;
  if (header.madeBy !== madeBy || !Array.isArray(lengths) || lengths.length !== PIECES.length) return undefined;
  // A file cut short (a full disk) or changed by hand does not add up: it is made again.
  if (headerEnd + 1 + lengths.reduce((sum, length) => sum + length, 0) !== content.length) return undefined;
  const parts = Object.fromEntries(LANGS.map((lang) => [lang, {} as LanguagePart])) as LabelFileParts;
  let at = headerEnd + 1;
  PIECES.forEach(({ lang, kind }, index) => {
    const length = lengths[index] ?? 0;
    parts[lang][kind] = content.slice(at, at + length);
    at += length;
  });
  return parts;
}

/** Writes the parts for `madeBy` through a file of this process's own, renamed into place: a reader sees the old file or the new one. */
function keepParts(file: string, madeBy: string, parts: LabelFileParts): void {
  const pieces = PIECES.map(({ lang, kind }) => parts[lang][kind]);
  const header: CacheHeader = { madeBy, lengths: pieces.map((piece) => piece.length) };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(header)}\n${pieces.join('')}`);
    renameSync(temporary, file);
  } catch {
    // Keeping them only spares the next start the work: a data folder that cannot take them still serves the parts made now.
    rmSync(temporary, { force: true });
  }
}

/**
 * The label file's texts, from the parts the data folder keeps for `madeBy` (the compiled gateway's build id and the
 * schemas files' digest), else from `make()`'s, kept there for the next start. Without `madeBy` (run from source)
 * the parts are made and not kept.
 */
export function labelFileTextsKept(dataDir: string, madeBy: string | undefined, make: () => LabelFileParts): LabelFileTexts {
  if (madeBy === undefined) return labelFileTexts(make());
  const file = join(dataDir, LABEL_FILE_CACHE);
  const kept = keptParts(file, madeBy);
  if (kept) return labelFileTexts(kept);
  const parts = make();
  keepParts(file, madeBy, parts);
  return labelFileTexts(parts);
}
