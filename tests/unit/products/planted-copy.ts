/**
 * A copy of schemas/ with one mistake planted by editing a file's text, as a product owner would, for the
 * tests that read the product check's findings back. Copies are removed after the test file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh copy of schemas/, removed after the test file; returns its path. */
export function copiedSchemas(): string {
  const root = mkdtempSync(join(tmpdir(), 'products-check-'));
  copies.push(root);
  const schemasDir = join(root, 'schemas');
  cpSync('schemas', schemasDir, { recursive: true });
  return schemasDir;
}

/** A fresh copy of schemas/ with `from` replaced by `to` in one file (which must contain `from` once). */
export function plant(file: string, from: string, to: string): { schemasDir: string; path: string; text: string } {
  const schemasDir = copiedSchemas();
  const path = join(schemasDir, file);
  const original = readFileSync(path, 'utf8');
  expect(original.split(from)).toHaveLength(2);
  const text = original.replace(from, to);
  writeFileSync(path, text);
  return { schemasDir, path, text };
}

/** The 1-based line of the first occurrence of `needle`. */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  expect(at).toBeGreaterThanOrEqual(0);
  return text.slice(0, at).split('\n').length;
}
