import type { Lang } from '../../engine/index.js';

/** Per-language label resources, flat (`a.b.c`) or nested. */
export type LabelSet = Partial<Record<Lang, Record<string, unknown>>>;

/** What the label file said (docs/spec/storefront-spec.md#launch step 3). */
export type LabelFile =
  | { kind: 'forbidden'; text: string }
  | { kind: 'labels'; labels: LabelSet; dicts: LabelSet }
  | { kind: 'unreadable' };

/** The marker the gateway puts in the label file's text when the caller is not allowed in. */
export const FORBIDDEN_MARKER = 'is Forbidden';

function parseMaybeTwice(text: string): unknown {
  const once: unknown = JSON.parse(text);
  return typeof once === 'string' ? JSON.parse(once) : once;
}

function asLabelSet(value: unknown): LabelSet {
  if (typeof value !== 'object' || value === null) return {};
  const out: LabelSet = {};
  for (const lang of ['tw', 'cn', 'en'] as const) {
    const entry = (value as Record<string, unknown>)[lang];
    if (typeof entry === 'object' && entry !== null) out[lang] = entry as Record<string, unknown>;
  }
  return out;
}

/**
 * Reads the label file: "is Forbidden" anywhere in the text means the forbidden page; otherwise the text is
 * JSON decoded twice (a JSON string holding JSON) into SYS_LABEL2 (labels) and SYS_DICT2 (dictionaries),
 * each `{ tw, cn, en }`. A file that does not decode is reported, and the bundled labels are used.
 */
export function parseLabelFile(text: string): LabelFile {
  if (text.includes(FORBIDDEN_MARKER)) return { kind: 'forbidden', text };
  try {
    const decoded = parseMaybeTwice(text) as Record<string, unknown> | null;
    if (typeof decoded !== 'object' || decoded === null) return { kind: 'unreadable' };
    return { kind: 'labels', labels: asLabelSet(decoded.SYS_LABEL2), dicts: asLabelSet(decoded.SYS_DICT2) };
  } catch {
    return { kind: 'unreadable' };
  }
}
