/**
 * The policy wording of a product: its text in each language, from wording/<lang>.html of the product's
 * folder (product.json `wording` gives its title and version). A product that declares a wording must
 * have all three files, so a customer never meets a wording missing in their language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Localised } from '../../engine/index.js';

/** The wording files of a product folder, by language. */
export function wordingFile(folder: string, lang: string): string {
  return join(folder, 'wording', `${lang}.html`);
}

/** Reads the wording of the product in `folder`; each missing or empty file is added to `problems` (labelled with `label`). */
export function readProductWording(folder: string, label: string, problems: string[]): Localised | undefined {
  const before = problems.length;
  const texts = Object.fromEntries(LANGS.map((lang) => {
    const file = wordingFile(folder, lang);
    const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    if (text === '') {
      problems.push(`${label}/wording/${lang}.html: product.json declares a policy wording, but this file is ${existsSync(file) ? 'empty' : 'missing'}`);
    }
    return [lang, text];
  })) as Localised;
  return problems.length > before ? undefined : texts;
}
