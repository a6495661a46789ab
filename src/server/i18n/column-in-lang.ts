/** Rows store their texts per language in `<base>_tw`, `<base>_cn` and `<base>_en` columns; this picks one. */
import type { Lang } from '../../engine/index.js';

/** The `<base>_<lang>` column of a row with per-language texts. */
export function inLang<B extends string>(row: Record<`${B}_${Lang}`, string>, base: B, lang: Lang): string {
  return row[`${base}_${lang}`];
}

/** The row's name in the caller's language. */
export function nameIn(row: Record<`name_${Lang}`, string>, lang: Lang): string {
  return inLang(row, 'name', lang);
}
