/**
 * No product asks rjsf to render its texts as markdown: the storefront build shows such texts as written, without
 * a markdown parser (docs/decisions/014-no-markdown-parser-and-lazy-overlays.md). A product that needs markdown fails here, which is the moment to bring
 * the parser back for it (and the decision record says how).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCHEMAS_DIR = 'schemas';

/** rjsf's ui options that switch markdown rendering on, bare or as `ui:` keys. */
const MARKDOWN_OPTIONS = /^(ui:)?enableMarkdownIn(Description|Help)$/;

/** The path of every key in `value` that switches markdown on. */
function markdownSwitches(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => markdownSwitches(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(MARKDOWN_OPTIONS.test(key) && inner !== false ? [`${path}.${key}`] : []),
    ...markdownSwitches(inner, `${path}.${key}`),
  ]);
}

describe('product texts', () => {
  it('never ask for markdown in any schema or ui schema of the catalogue', () => {
    const files = readdirSync(SCHEMAS_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(18);
    const found = files.flatMap((file) => markdownSwitches(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')), file));
    expect(found).toEqual([]);
  });

  it('would notice one that did', () => {
    expect(markdownSwitches({ insured: { 'ui:enableMarkdownInDescription': true } }, 'form.ui.json')).toEqual(['form.ui.json.insured.ui:enableMarkdownInDescription']);
    expect(markdownSwitches({ 'ui:globalOptions': { enableMarkdownInHelp: true } }, 'form.ui.json')).toEqual(['form.ui.json.ui:globalOptions.enableMarkdownInHelp']);
  });
});
