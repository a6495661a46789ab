/**
 * The stamp `npm start` decides by whether to rebuild (src/cli/build-stamp.ts): current after a build of
 * the same inputs, stale after any change of content, of a file added, or of the extra settings; not
 * stale when files are only touched.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, writeBuildStamp } from '../../../src/cli/build-stamp.js';

let root: string;
let inputs: string[];
let out: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-build-stamp-'));
  mkdirSync(join(root, 'src', 'skipped'), { recursive: true });
  writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src', 'skipped', 'b.ts'), 'export const b = 1;\n');
  writeFileSync(join(root, 'index.html'), '<!doctype html>\n');
  out = join(root, 'dist');
  mkdirSync(out);
  inputs = [join(root, 'src'), join(root, 'index.html')];
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('build stamp', () => {
  it('is missing before the first build and current after it', () => {
    expect(buildIsCurrent(out, inputs)).toBe(false);
    writeBuildStamp(out, inputs);
    expect(buildIsCurrent(out, inputs)).toBe(true);
  });

  it('goes stale when a file changes or is added, but not when files are only touched', () => {
    writeBuildStamp(out, inputs);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'index.html'), later, later);
    expect(buildIsCurrent(out, inputs)).toBe(true);
    writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(buildIsCurrent(out, inputs)).toBe(false);
    writeBuildStamp(out, inputs);
    writeFileSync(join(root, 'src', 'c.ts'), '');
    expect(buildIsCurrent(out, inputs)).toBe(false);
  });

  it('ignores the skipped folder and follows the extra settings', () => {
    const skip = [join(root, 'src', 'skipped')];
    writeBuildStamp(out, inputs, skip, 'VITE_API_BASE_URL=https://a.example');
    writeFileSync(join(root, 'src', 'skipped', 'b.ts'), 'export const b = 2;\n');
    expect(buildIsCurrent(out, inputs, skip, 'VITE_API_BASE_URL=https://a.example')).toBe(true);
    expect(buildIsCurrent(out, inputs, skip, 'VITE_API_BASE_URL=https://b.example')).toBe(false);
  });
});
