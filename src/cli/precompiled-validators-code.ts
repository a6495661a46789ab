/**
 * Turns JSON schemas into an ES module of precompiled rjsf validators (ajv standalone code), so the
 * browser validates forms without ever compiling one: no ajv compiler in the bundle, no `new Function`,
 * and the storefront runs under `Content-Security-Policy: script-src 'self'`.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import type { JsonSchema } from '../engine/index.js';
import { validatorOptions } from './precompile-options.js';

/** ajv's standalone code names its run-time helpers as CommonJS requires: `require("ajv/dist/runtime/equal")`. */
const REQUIRE = /\brequire\("([^"]+)"\)/g;

/** A module id an ES import can name: `ajv/dist/runtime/equal` -> `ajv/dist/runtime/equal.js` (ajv has no exports map). */
function importable(id: string): string {
  return /\.[cm]?js$/.test(id) ? id : `${id}.js`;
}

/**
 * The CommonJS module object behind `import * as ns`, whoever did the interop: a bundler hands over
 * `module.exports` itself for an `__esModule` module (so `ns.default` is the helper), Node's ESM loader
 * wraps it as `{ default: module.exports }`.
 */
const INTEROP = 'const __cjs = (ns) => (ns.default !== null && typeof ns.default === "object" && "default" in ns.default ? ns.default : ns);';

/**
 * The standalone validators of one root schema, as CommonJS text (ajv's default; its ES output cannot
 * name exports after `$id` URLs or rjsf's schema hashes, which are not identifiers).
 * Each root must carry a `$id`: it is the key `createPrecompiledValidator` finds the root's function by.
 */
export function compileRootCode(root: JsonSchema): string {
  if (typeof root.$id !== 'string') throw new Error('A precompiled root schema needs a $id');
  return compileSchemaValidatorsCode(root as RJSFSchema, validatorOptions);
}

/**
 * One ES module for several root schemas. Its default export maps each root's `$id` to that root's
 * validator functions (rjsf's `ValidatorFunctions`: the root's own function under its `$id` plus one per
 * sub-schema rjsf may test, under their hashes). Each root's CommonJS text runs in a function scope of
 * its own (its `exports` and helper names never meet another root's); ajv's run-time helpers become
 * imports shared by all.
 */
export function precompiledValidatorsModule(roots: readonly JsonSchema[]): string {
  const imports = new Map<string, string>();
  const helperFor = (id: string): string => {
    const target = importable(id);
    let name = imports.get(target);
    if (!name) {
      name = `__runtime${imports.size}`;
      imports.set(target, name);
    }
    return name;
  };
  const seen = new Set<string>();
  const bodies = roots.map((root, index) => {
    const code = compileRootCode(root);
    const id = root.$id as string;
    if (seen.has(id)) throw new Error(`Two precompiled root schemas share the $id ${id}`);
    seen.add(id);
    const body = code.replace(REQUIRE, (_whole, module: string) => helperFor(module));
    return `function __root${index}() {\nconst exports = {};\n${body}\nreturn exports;\n}`;
  });
  const header = [...imports].map(([target, name]) => `import * as ${name}__ns from ${JSON.stringify(target)};`);
  const helpers = [...imports.values()].map((name) => `const ${name} = __cjs(${name}__ns);`);
  const table = roots.map((root, index) => `  ${JSON.stringify(root.$id)}: __root${index}(),`);
  return [
    '// Generated at build time by src/cli/precompiled-validators-code.ts from the product schemas. Not committed.',
    ...header,
    ...(imports.size > 0 ? [INTEROP, ...helpers] : []),
    ...bodies,
    'export default {',
    ...table,
    '};',
    '',
  ].join('\n');
}
