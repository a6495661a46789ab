/**
 * A product is data (ARCHITECTURE.md): what differs between products lives in its folder under
 * schemas/products, so no TypeScript names a product code. This walks every .ts/.tsx under src and flows
 * and fails on a string literal that is exactly a code of the manifest. Comments and longer strings
 * (an address like '/api/product/THLM/format', a test title) are not code paths that pick a product.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('schemas/products/manifest.json', 'utf8')) as { products: string[] };

/**
 * Where a product code may stand, and why: the demo seed (each gateway domain's `<domain>.seed.ts` and the
 * demo data) writes sample rows of named products, and the web benchmark measures the same reference
 * screens run after run so its figures compare.
 */
const ALLOWED = [
  'src/server/storage/seed-demo-data.ts',
  'src/cli/bench-web/measured-pages.ts',
];

/** A gateway domain's seed file: `src/server/<domain>/<domain>.seed.ts`. */
const DOMAIN_SEED = /^src\/server\/[a-z-]+\/[a-z-]+\.seed\.ts$/;

/** Every .ts/.tsx file under `dir`, as paths relative to the repository with forward slashes. */
function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative('.', path).split(sep).join('/')] : [];
  });
}

/** The string literals of `source` that are exactly one of `codes`, as `line: 'CODE'`. */
function productCodeLiterals(fileName: string, source: string, codes: ReadonlySet<string>): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.has(node.text)) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: '${node.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no TypeScript names a product code', () => {
  const codes = new Set(manifest.products);

  it('finds a code as a quoted or template literal, and nothing in comments or longer strings', () => {
    const source = "// MTV in a comment\nconst a = 'MTV';\nconst b = `TPS`;\nconst c = '/api/product/THLM/format';\nconst d = \"FHH\";\n";
    expect(productCodeLiterals('sample.ts', source, codes)).toEqual(["2: 'MTV'", "3: 'TPS'", "5: 'FHH'"]);
  });

  it('holds for every file under src and flows outside the demo seed and the benchmark\'s reference screens', () => {
    const offenders = [...typeScriptFiles('src'), ...typeScriptFiles('flows')]
      .filter((file) => !DOMAIN_SEED.test(file) && !ALLOWED.some((allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed))))
      .flatMap((file) => productCodeLiterals(file, readFileSync(file, 'utf8'), codes).map((hit) => `${file}:${hit}`));
    expect(offenders, 'move what differs between products into its product.json (see schemas/meta/product.schema.json)').toEqual([]);
  });
});
