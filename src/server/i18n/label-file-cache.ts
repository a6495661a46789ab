/**
 * The label file's texts kept in the data folder for the next start of the same compiled gateway on the same
 * schemas files. Its texts are made from those files alone (label trees and product texts) by that code, so they
 * are the same bytes every time; made at every start they grew the start with the catalogue (every product's
 * texts merged into each language's tree and written as JSON). A start of another build or on other files, or
 * from source (no build id), makes them again.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../engine/index.js';
import type { LabelFileTexts } from './label-file-texts.js';

/** The file in the data folder: a JSON header line (what made it, each text's length), then the texts one after another. */
export const LABEL_FILE_CACHE = 'label-file-texts.cache';

/** The texts in the order the file holds them. */
const PARTS = ['all', ...LANGS] as const;

interface CacheHeader {
  madeBy: string;
  lengths: number[];
}

/** The kept texts when the file was written for `madeBy` and is whole; undefined otherwise. */
function keptTexts(file: string, madeBy: string): LabelFileTexts | undefined {
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
  if (header.madeBy !== madeBy || !Array.isArray(lengths) || lengths.length !== PARTS.length) return undefined;
  // A file cut short (a full disk) or changed by hand does not add up: it is made again.
  if (headerEnd + 1 + lengths.reduce((sum, length) => sum + length, 0) !== content.length) return undefined;
  const texts: Partial<LabelFileTexts> = {};
  let at = headerEnd + 1;
  PARTS.forEach((part, index) => {
    const length = lengths[index] ?? 0;
    texts[part] = content.slice(at, at + length);
    at += length;
  });
  return texts as LabelFileTexts;
}

/** Writes the texts for `madeBy` through a file of this process's own, renamed into place: a reader sees the old file or the new one. */
function keepTexts(file: string, madeBy: string, texts: LabelFileTexts): void {
  const header: CacheHeader = { madeBy, lengths: PARTS.map((part) => texts[part].length) };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(header)}\n${PARTS.map((part) => texts[part]).join('')}`);
    renameSync(temporary, file);
  } catch {
    // Keeping them only spares the next start the work: a data folder that cannot take them still serves the texts made now.
    rmSync(temporary, { force: true });
  }
}

/**
 * The label file's texts: those the data folder keeps for `madeBy` (the compiled gateway's build id and the schemas
 * files' digest), else `make()`'s, kept there for the next start. Without `madeBy` (run from source) they are made
 * and not kept.
 */
export function labelFileTextsKept(dataDir: string, madeBy: string | undefined, make: () => LabelFileTexts): LabelFileTexts {
  if (madeBy === undefined) return make();
  const file = join(dataDir, LABEL_FILE_CACHE);
  const kept = keptTexts(file, madeBy);
  if (kept) return kept;
  const texts = make();
  keepTexts(file, madeBy, texts);
  return texts;
}
