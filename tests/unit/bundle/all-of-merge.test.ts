/**
 * The storefront's `allOf` merge (src/ui/rjsf-dependency-replacements/all-of-merge.ts, which vite.config.ts gives rjsf in place of its
 * @x0k/json-schema-merge one; docs/decisions/016-order-route-diet.md) gives what the library gives on every `allOf`
 * the products' order forms hold, as written, with either branch of their conditions taken, and on every merge rjsf
 * asks for while it fills a form's defaults and draws its fields.
 */
import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
// Imported from its module: vite.config.ts aliases rjsf's own import of it (`./shallowAllOfMerge.js`), not this path.
import libraryMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import storefrontMerge from '../../../src/ui/rjsf-dependency-replacements/all-of-merge.js';
import { orderFormRoots } from '../../../src/build/validators/order-form-roots.js';
import { validTpsOrder } from '../engine/product-fixture.js';

type Node = Record<string, unknown>;

const products = orderFormRoots('schemas');
const validator = customizeValidator();

/** `node` with every `#/$defs/...` reference replaced by its definition, as rjsf has them when it merges. */
function resolved(node: unknown, root: Node, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, root, seen));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as Node;
  const out: Node = {};
  if (typeof $ref === 'string' && !seen.includes($ref)) {
    const name = $ref.replace('#/$defs/', '');
    Object.assign(out, resolved((root.$defs as Record<string, unknown>)[name], root, [...seen, $ref]) as Node);
  }
  for (const [key, value] of Object.entries(rest)) out[key] = resolved(value, root, seen);
  return out;
}

/** Every schema object under `node` that has an `allOf`. */
function allOfNodes(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const item of node) allOfNodes(item, found);
  else if (typeof node === 'object' && node !== null) {
    if (Array.isArray((node as Node).allOf)) found.push(node as Node);
    for (const value of Object.values(node)) allOfNodes(value, found);
  }
  return found;
}

/** `node`'s `allOf` with each member's condition taken one way (`then`) or the other (`else`), as rjsf resolves them. */
function withBranch(node: Node, branch: 'then' | 'else'): Node {
  const members = (node.allOf as Node[]).flatMap((member) => {
    if (member.if === undefined) return [member];
    const { if: _if, then, else: otherwise, ...rest } = member;
    const taken = branch === 'then' ? then : otherwise;
    return taken === undefined ? [rest] : [rest, taken as Node];
  });
  return { ...node, allOf: members };
}

/**
 * A merge that compares the storefront's result with the library's and goes on with the library's. A difference is
 * recorded, not thrown: rjsf catches what a merge throws (and drops the `allOf`).
 */
function comparingMerge(record: { calls: number; differences: string[] }) {
  return (schema: RJSFSchema): RJSFSchema => {
    record.calls += 1;
    const expected = libraryMerge(schema) as RJSFSchema;
    let actual: unknown;
    try {
      actual = storefrontMerge(schema);
    } catch (error) {
      actual = String(error);
    }
    try {
      expect(actual).toEqual(expected);
    } catch {
      record.differences.push(JSON.stringify(schema).slice(0, 200));
    }
    return expected;
  };
}

describe("the storefront's allOf merge", () => {
  it('merges every allOf of every product as the library does, with its conditions as written and taken either way', () => {
    let merged = 0;
    for (const product of products) {
      for (const root of product.roots as Node[]) {
        for (const node of allOfNodes(resolved(root, root))) {
          for (const schema of [node, withBranch(node, 'then'), withBranch(node, 'else')]) {
            expect(storefrontMerge(schema as RJSFSchema), `${product.code} ${JSON.stringify(schema).slice(0, 120)}`).toEqual(libraryMerge(schema as RJSFSchema));
            merged += 1;
          }
        }
      }
    }
    expect(merged).toBeGreaterThan(100);
  });

  it("gives what the library gives on each merge rjsf asks for while filling a form's defaults and drawing its fields", () => {
    const record = { calls: 0, differences: [] as string[] };
    const merge = comparingMerge(record);
    for (const product of products) {
      for (const root of product.roots as RJSFSchema[]) {
        const samples = product.code === 'TPS' ? [undefined, validTpsOrder()] : [undefined];
        for (const formData of samples) {
          const defaults = getDefaultFormState(validator, root, formData, root, false, undefined, merge);
          for (const node of allOfNodes(root)) retrieveSchema(validator, node as RJSFSchema, root, defaults, merge);
        }
      }
    }
    expect(record.differences).toEqual([]);
    expect(record.calls).toBeGreaterThan(100);
  });

  it('keeps both conditions when two merged parts have one, and refuses to combine what it does not know', () => {
    const condition = (field: string) => ({ if: { properties: { [field]: { const: true } } }, then: { required: [`${field}Detail`] } });
    const schema = { type: 'object', allOf: [condition('a'), condition('b')] } as RJSFSchema;
    expect(storefrontMerge(schema)).toEqual(libraryMerge(schema));
    expect(() => storefrontMerge({ allOf: [{ enum: [1, 2] }, { enum: [2, 3] }] } as RJSFSchema)).toThrow(/enum/);
  });
});
