/**
 * The storefront carries the contract's methods and paths but none of its request schemas
 * (docs/decisions/011-lean-client-labels-and-contract.md): the gateway validates payloads, the client only needs
 * where to send them. The test follows every static and dynamic import the storefront's entry
 * (src/app/main.tsx) can reach, loads each contract module among them and looks for a JSON schema in what it
 * exports. Before the split, src/contract/endpoints.ts exported every row's request schema beside its path, and
 * the entry chunk carried them all (~41 KB). A whole `import type` or `export type ... from` is not followed:
 * the compiler erases it (verbatimModuleSyntax), which is how the request types (src/contract/requests.ts) read
 * the schemas without bundling them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/index.js';
import { endpointSchemas } from '../../../src/contract/schemas/index.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = join(ROOT, 'src/app/main.tsx');

/** The file a relative import names: `./x.js` is written for `./x.ts` or `./x.tsx`. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = specifier.endsWith('.js')
    ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]
    : [base, `${base}.ts`, `${base}.tsx`];
  for (const candidate of candidates) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The modules a file loads once compiled: its imports and re-exports that are not wholly type-only, and its `import()`s. */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every source file of ours the entry can load, statically or through `import()`. */
function reachableFiles(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (!/\.tsx?$/.test(file)) continue;
    for (const fileName of loadedSpecifiers(file)) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** A JSON schema as the contract writes them: a type and what constrains it. */
function isJsonSchema(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return 'type' in record && ('properties' in record || 'pattern' in record || 'enum' in record || 'maxLength' in record);
}

/** Whether a JSON schema lies anywhere inside `value`. */
function holdsSchema(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  return isJsonSchema(value) || Object.values(value).some((inner) => holdsSchema(inner, seen));
}

describe('the storefront bundle and the contract', () => {
  const reached = reachableFiles(ENTRY);
  const contractModules = [...reached].filter((file) => relative(ROOT, file).startsWith('src/contract/')).sort();

  it('reaches the endpoint table (methods and paths) from the entry', () => {
    expect(contractModules.map((file) => relative(ROOT, file))).toContain('src/contract/endpoints.ts');
  });

  it('reaches no module that exports a request schema', async () => {
    const carrying: string[] = [];
    for (const file of contractModules) {
      const exported: Record<string, unknown> = await import(file);
      if (Object.values(exported).some((value) => holdsSchema(value))) carrying.push(relative(ROOT, file));
    }
    expect(carrying).toEqual([]);
  });

  it('keeps one request schema for every row of the endpoint table, and none for a row it lacks', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
    // The check above would pass vacuously if the schemas did not look like schemas to it.
    expect(Object.values(endpointSchemas).every(({ request }) => isJsonSchema(request))).toBe(true);
  });
});
