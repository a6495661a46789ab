/**
 * No module of src or flows reaches itself through its imports, type-only imports included. eslint's
 * import-x/no-cycle skips `import type`, so a circle of types alone (the storage's database.ts and every
 * table file once imported each other) passed the lint while a reader still had to hold both files in mind
 * to follow either. This reads every import as written, resolved as tsc resolves it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'flows'];
const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, jsx: ts.JsxEmit.ReactJSX };

/** Every .ts/.tsx file under `dir`, as absolute paths. */
function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return /\.tsx?$/.test(entry.name) ? [resolve(path)] : [];
  });
}

/** The project files `file` imports (value, type-only and dynamic imports, and re-exports). */
function importsOf(file: string, project: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && project.has(resolve(resolved)) ? [resolve(resolved)] : [];
  });
}

/** The import circles of `graph`: each strongly connected group of two or more files, or a file importing itself (Tarjan). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const shown = (file: string): string => relative('.', file).split(sep).join('/');

describe('no import circles in src and flows, type-only imports included', () => {
  it('finds a circle made of type-only imports alone', () => {
    const graph = new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']], ['c.ts', ['a.ts']]]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('holds for every module', () => {
    const files = ROOTS.flatMap(typeScriptFiles);
    const project = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, project)]));
    expect(circles(graph).map((group) => group.map(shown))).toEqual([]);
  });
});
