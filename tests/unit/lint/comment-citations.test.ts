/**
 * What the code cites, a reader can open: the specification's copy in docs/spec (by heading anchor) or a
 * decision record, never "spec section N" (which copy, which heading?) or "issue N" (an issue tracker the
 * repository does not carry). Every `docs/spec/storefront-spec.md#anchor` cited anywhere must name a
 * heading of that file, and every `docs/decisions/NNN-name.md` must exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SPEC = 'docs/spec/storefront-spec.md';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

const anchors = new Set(readFileSync(SPEC, 'utf8').split('\n')
  .flatMap((line) => /^#{1,6} (.*)/.exec(line)?.slice(1) ?? []).map(anchorOf));

/** Every source and doc file a reader opens, as repository-relative paths. */
function readableFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : readableFiles(path);
    return /\.(tsx?|md|json|css|html|sh)$/.test(entry.name) ? [relative('.', path).split(sep).join('/')] : [];
  });
}

const files = ['src', 'flows', 'tests', 'docs', 'schemas'].flatMap(readableFiles)
  .concat(['README.md', 'eslint.config.js', 'vite.config.ts'])
  .filter((file) => file !== SPEC && !file.endsWith('comment-citations.test.ts'));

/** `file:line: text` for each line of the files matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  return files.flatMap((file) => readFileSync(file, 'utf8').split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])));
}

describe('citations a reader can follow', () => {
  it('no file cites "spec section N" or "issue N"', () => {
    expect(linesMatching(/\bspec(?:ification)? sections? \d|\bissues? #?\d+\b/i)).toEqual([]);
  });

  it('every cited spec anchor names a heading of docs/spec/storefront-spec.md', () => {
    const cited = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/storefront-spec\.md#([\w\-\p{L}]+)/gu)]
      .map((match) => ({ file, anchor: match[1] ?? '' })));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it('every cited decision record exists', () => {
    const cited = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/docs\/decisions\/([\w-]+\.md)/g)]
      .map((match) => `docs/decisions/${match[1] ?? ''}`));
    expect(cited.filter((path) => !existsSync(path))).toEqual([]);
  });
});
