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
 * language's file present and not empty (src/engine/products/check).
 */
export function readProductWording(folder: string): Localised {
  return Object.fromEntries(LANGS.map((lang) => [lang, readFileSync(wordingFile(folder, lang), 'utf8').trim()])) as Localised;
}
