/**
 * The stamp `npm start` decides by whether to rebuild (src/build/build-stamp.ts): current after a build of
 * the same inputs, stale after any change of content, of a file added, or of the extra settings; not
 * stale when files are only touched. The quick check by sizes and times must never call a changed input
 * current.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIsCurrent, writeBuildStamp } from '../../../src/build/build-stamp.js';

/** Input files the stamp read since the list was last emptied (its own file is not one). */
const inputReads: string[] = [];
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((path: string, ...rest: unknown[]) => {
    if (!String(path).endsWith('.build-stamp')) inputReads.push(String(path));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

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
  // The clock moves on 10 s at a time from here, so every file is older than the stamps' settling time.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
});
afterEach(() => {
  vi.useRealTimers();
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

  it('calls inputs current without reading them when no file was written since the stamp', () => {
    writeBuildStamp(out, inputs);
    inputReads.length = 0;
    expect(buildIsCurrent(out, inputs)).toBe(true);
    expect(inputReads).toEqual([]);
  });

  it('checks a touched file by content once, then is quick again', () => {
    writeBuildStamp(out, inputs);
    const later = new Date(Date.now() - 30_000);
    utimesSync(join(root, 'src', 'a.ts'), later, later);
    vi.setSystemTime(Date.now() + 10_000);
    inputReads.length = 0;
    expect(buildIsCurrent(out, inputs)).toBe(true);
    expect(inputReads.length).toBeGreaterThan(0);
    inputReads.length = 0;
    expect(buildIsCurrent(out, inputs)).toBe(true);
    expect(inputReads).toEqual([]);
  });

  it('goes stale when a file is edited at the same size and its modification time put back', () => {
    const file = join(root, 'src', 'a.ts');
    // A whole second, which the file's times can be set back to exactly.
    const written = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, written, written);
    writeBuildStamp(out, inputs);
    writeFileSync(file, 'export const a = 3;\n');
    utimesSync(file, written, written);
    expect(statSync(file).mtimeMs).toBe(written * 1000);
    vi.setSystemTime(Date.now() + 10_000);
    expect(buildIsCurrent(out, inputs)).toBe(false);
  });

  it('goes stale when a file is deleted', () => {
    writeBuildStamp(out, inputs);
    unlinkSync(join(root, 'index.html'));
    expect(buildIsCurrent(out, inputs)).toBe(false);
  });
});
