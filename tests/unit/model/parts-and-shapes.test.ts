/**
 * The checker's two ways of doing less work without proving less: a model's independent parts checked
 * apart (their verdicts and reached states joined), and products of one shape explored once (a failure
 * checked again per product, so each counterexample is its own).
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { AnyFlowModel, FlowStep, ModelProduct, ModelScope } from '../../../flows/flow-model.js';
import { enters } from '../../../flows/flow-model.js';
import { sessionModel } from '../../../flows/session.properties.js';
import { checkRun, checkRuns, runsOf } from '../../../src/tools/model-check/check-model.js';
import { loadProducts } from '../../../src/tools/model-check/load-products.js';
import { mutateMachine, stateAt, type ConfigNode } from './support/mutate-machine.js';

const products = loadProducts(new URL('../../../schemas', import.meta.url).pathname);

/** Starts left or right (by input); STEP finishes the side it is on. */
const sides = setup({
  types: { context: {} as { side: string }, input: {} as { side: string }, events: {} as { type: 'STEP' } },
}).createMachine({
  id: 'sides',
  initial: 'start',
  context: ({ input }) => ({ side: input.side }),
  states: {
    start: { always: [{ guard: ({ context }) => context.side === 'left', target: 'left' }, { target: 'right' }] },
    left: { on: { STEP: 'leftDone' } },
    right: { on: { STEP: 'rightDone' } },
    leftDone: { type: 'final' },
    rightDone: { type: 'final' },
  },
});

const product = (code: string, steps: number): ModelProduct => ({
  code, steps: Array.from({ length: steps }, (_, index) => ({ id: `s${index}`, kind: 'form' as const })), flow: { machine: 'sides', releaseCheck: false, premiumStep: false },
});
const neverRightDone = { kind: 'never' as const, id: 'never-right-done', description: 'rightDone is never entered', when: (step: FlowStep) => enters(step, 'rightDone') };
const reachableAll = { kind: 'reachable-all' as const, id: 'reachable-all', description: '' };

describe('a model checked in parts', () => {
  /** One part per product of the scope: the product's code names the side it starts on. */
  const parted = (properties: AnyFlowModel['properties']): AnyFlowModel => ({
    id: 'sides', description: '', machine: () => sides, properties,
    inputs: (scope: ModelScope) => scope.products.map((candidate) => ({ side: candidate.code })),
    parts: (scope: ModelScope) => scope.products.map((candidate) => ({ product: scope.product, products: [candidate] })),
  });
  const scope = { product: null, products: [product('left', 1), product('right', 1)] };

  it('counts a state reached in any part, and adds up the parts\' graphs', () => {
    const result = checkRun({ model: parted([reachableAll]), scope, variant: false });
    expect(result.properties.map((verdict) => [verdict.id, verdict.status])).toEqual([['no-error', 'proved'], ['reachable-all', 'proved']]);
    expect(result.states).toEqual({ reached: 5, total: 5, unreached: [] });
    const alone = checkRun({ model: { ...parted([reachableAll]), parts: undefined }, scope: { product: null, products: [product('left', 1)] }, variant: false });
    expect(alone.properties[1]).toMatchObject({ status: 'violated', unreached: ['right', 'rightDone'] });
    expect(result.snapshots).toBe(2 * alone.snapshots);
  });

  it('reports a violation found in one part with that part\'s counterexample', () => {
    const result = checkRun({ model: parted([neverRightDone]), scope, variant: false });
    expect(result.ok).toBe(false);
    expect(result.properties[1]).toMatchObject({ status: 'violated', counterexample: { input: { side: 'right' }, steps: [{ event: { type: 'STEP' }, value: 'rightDone' }] } });
  });

  it('still catches a session bug with every product on sale (one part per step count, not per product)', () => {
    const broken: AnyFlowModel = {
      ...sessionModel,
      machine: (runScope) => mutateMachine(sessionModel.machine(runScope), (config: ConfigNode) => { stateAt(config, 'loggedIn').always = [{ target: 'signedIn' }]; }),
    };
    const stepCounts = new Set(products.filter((candidate) => candidate.flow.machine === 'purchase').map((candidate) => candidate.steps.length));
    const parts = sessionModel.parts?.({ product: null, products }) ?? [];
    expect(parts.map((part) => part.products[0]!.steps.length).sort()).toEqual([...stepCounts].sort());
    const result = checkRun({ model: broken, scope: { product: null, products }, variant: false });
    expect(result.properties.find((verdict) => verdict.id === 'session-round-trip')).toMatchObject({ status: 'violated', counterexample: { steps: expect.any(Array) } });
  });
});

describe('products of one shape', () => {
  const shaped = (machine: typeof sides, properties: AnyFlowModel['properties']): AnyFlowModel => ({
    id: 'sides', description: '', machine: () => machine, properties,
    products: { uses: () => true, shape: (candidate) => candidate.steps.length },
    inputs: (runScope: ModelScope) => [{ side: 'left' }, { side: `right-${runScope.product?.code ?? ''}` }],
  });
  const catalogue = [product('A', 1), product('B', 1), product('C', 2)];

  it('are explored and proved once, and reported per product', () => {
    const results = checkRuns(runsOf(shaped(sides, [reachableAll]), catalogue));
    expect(results.map((result) => [result.product, result.exploredAs, result.ok])).toEqual([['A', null, true], ['B', 'A', true], ['C', null, true]]);
    expect(results[1]!.properties).toEqual(results[0]!.properties);
  });

  it('are checked again one by one when the shared verdict fails, each with its own counterexample', () => {
    const results = checkRuns(runsOf(shaped(sides, [neverRightDone]), catalogue));
    expect(results.map((result) => [result.product, result.exploredAs, result.ok])).toEqual([['A', null, false], ['B', null, false], ['C', null, false]]);
    expect(results.map((result) => result.properties[1]?.counterexample?.input)).toEqual([{ side: 'right-A' }, { side: 'right-B' }, { side: 'right-C' }]);
  });

  it('share nothing when the model declares no shape', () => {
    const model = shaped(sides, [reachableAll]);
    const results = checkRuns(runsOf({ ...model, products: { uses: () => true } }, catalogue));
    expect(results.map((result) => result.exploredAs)).toEqual([null, null, null]);
  });
});
