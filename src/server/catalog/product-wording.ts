/**
 * The policy wording of a product: its text in each language, from wording/<lang>.html of the product's
 * folder (product.json `wording` gives its title and version). A product that declares a wording must
 * have all three files (the product check refuses it otherwise), so a customer never meets a wording
 * missing in their language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Localised } from '../../engine/index.js';

/** The wording files of a product folder, by language. */
export function wordingFile(folder: string, lang: string): string {
  return join(folder, 'wording', `${lang}.html`);
}

/**
 * Reads the wording of the product in `folder`, once the product check has found every declared
 * language's file present and not empty (src/engine/products/check). `read` gives a file's text: by default
 * from disk; the catalogue's load passes the bytes it has already read.
 */
export function readProductWording(folder: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): Localised {
  return Object.fromEntries(LANGS.map((lang) => [lang, read(wordingFile(folder, lang)).trim()])) as Localised;
}
