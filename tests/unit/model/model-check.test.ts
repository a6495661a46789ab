import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, initialTransition, setup } from 'xstate';
import { defineFlowModel, enters, neverProperty, type AnyFlowModel, type FlowStep, type ModelProduct, type RenewalProduct } from '../../../flows/index.js';
import { flowModels } from '../../../flows/models.js';
import { checkModels, checkRun, replayPaths, runsOf } from '../../../src/tools/model-check/check-model.js';
import { eventsFor, explore } from '../../../src/tools/model-check/explore.js';
import { formatReport } from '../../../src/tools/model-check/format-report.js';
import { defaultModel, loadModelFile } from '../../../src/tools/model-check/load-model-files.js';
import { loadProducts } from '../../../src/tools/model-check/load-products.js';
import { toMermaid } from '../../../src/tools/model-check/mermaid.js';
import { diagramFiles } from '../../../src/tools/model-check/write-diagrams.js';

const repo = new URL('../../../', import.meta.url);
const products = loadProducts(new URL('schemas', repo).pathname);

/** A small machine with a transient state, an invoked actor, a delay, a guard and a counter. */
const toy = setup({
  types: { context: {} as { tries: number; paid: boolean }, events: {} as { type: 'GO' } | { type: 'SKIP' } | { type: 'PAY' } },
  actors: { fetch: fromPromise<{ ok: boolean }>(async () => ({ ok: true })) },
  delays: { wait: 1000 },
}).createMachine({
  id: 'toy',
  initial: 'idle',
  context: { tries: 0, paid: false },
  states: {
    idle: { on: { GO: 'routing', SKIP: 'ready' } },
    routing: { always: 'loading' },
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetch',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'ready' }, { target: 'idle' }],
        onError: { target: 'idle', actions: assign(({ context }) => ({ tries: Math.min(context.tries + 1, 2) })) },
      },
    },
    ready: { on: { PAY: { target: 'cooling', actions: assign({ paid: true }) } } },
    cooling: { after: { wait: 'done' } },
    done: { type: 'final' },
  },
});

type ToySnapshot = ReturnType<typeof toy.getInitialSnapshot>;

function toyModel(properties: AnyFlowModel['properties'], extra: Partial<AnyFlowModel> = {}): AnyFlowModel {
  return { id: 'toy', description: 'toy', machine: () => toy, actors: () => ({ fetch: { outputs: [{ ok: true }, { ok: false }] } }), properties, ...extra };
}

const run = (model: AnyFlowModel) => checkRun({ model, scope: { product: null, products: [] }, variant: false });

describe('exploration', () => {
  it('offers the handled events, the running actors\' results and the delays', () => {
    const [idle] = initialTransition(toy);
    expect(eventsFor(idle, [], {}).map((event) => event.type)).toEqual(['GO', 'SKIP']);
    const exploration = explore(toyModel([]), { product: null, products: [] });
    const loading = exploration.nodes.find((node) => node.snapshot.value === 'loading')!;
    expect(eventsFor(loading.snapshot, [], { fetch: { outputs: [1, 2], errors: [] } }).map((event) => [event.type, (event as { output?: unknown }).output]))
      .toEqual([['xstate.done.actor.fetch', 1], ['xstate.done.actor.fetch', 2]]);
    const cooling = exploration.nodes.find((node) => node.snapshot.value === 'cooling')!;
    expect(eventsFor(cooling.snapshot, [], {}).map((event) => event.type)).toEqual(['xstate.after.wait.toy.cooling']);
    // The transient state counts as reached, through the edge that passed it.
    expect(exploration.firstReached.get('routing')).toEqual({ edge: expect.any(Number) });
    expect(exploration.edges.find((edge) => edge.event.type === 'GO')?.entered).toEqual(['routing', 'loading']);
    expect(exploration.edges.find((edge) => edge.event.type === 'GO')?.invoked).toEqual([{ id: 'fetch', input: undefined }]);
    expect(exploration.complete).toBe(true);
  });

  it('proves the built-in properties of a sound machine and counts its graph', () => {
    const result = run(toyModel([
      { kind: 'reachable-all', id: 'reachable-all', description: '' },
      { kind: 'no-deadlock', id: 'no-deadlock', description: '' },
    ]));
    expect(result.properties.map((property) => [property.id, property.status])).toEqual([['no-error', 'proved'], ['reachable-all', 'proved'], ['no-deadlock', 'proved']]);
    expect(result.states).toEqual({ reached: 6, total: 6, unreached: [] });
    expect(result.ok).toBe(true);
  });

  it('stops at the limit and calls every unproved property inconclusive', () => {
    const result = run(toyModel([{ kind: 'no-deadlock', id: 'no-deadlock', description: '' }], { limit: 3 }));
    expect(result.complete).toBe(false);
    expect(result.properties.find((property) => property.id === 'no-deadlock')).toMatchObject({ status: 'inconclusive', message: expect.stringMatching(/limit of 3/) });
    expect(result.ok).toBe(false);
  });
});

describe('never properties', () => {
  const paidWithoutLoading = neverProperty<ToySnapshot, { loaded: boolean }>({
    id: 'pay-after-load',
    description: 'PAY only after a successful load',
    memory: { initial: { loaded: false }, update: (memory, step) => ({ loaded: memory.loaded || step.event.type === 'xstate.done.actor.fetch' }) },
    when: (step, memory) => step.event.type === 'PAY' && !memory.loaded,
  });

  it('finds the shortest path that breaks a path property', () => {
    const result = run(toyModel([paidWithoutLoading]));
    const verdict = result.properties.find((property) => property.id === 'pay-after-load')!;
    expect(verdict.status).toBe('violated');
    expect(verdict.counterexample?.steps.map((step) => [step.event.type, step.value])).toEqual([['SKIP', 'ready'], ['PAY', 'cooling']]);
    expect(formatReport([result], 1)).toMatch(/✗ toy x -: pay-after-load violated[\s\S]*1\. SKIP\n\s+-> ready\n\s+2\. PAY\n\s+-> cooling/);
  });

  it('judges the initial transition too, and reports a predicate that throws as inconclusive', () => {
    const atStart = { kind: 'never' as const, id: 'never-idle', description: '', when: (step: FlowStep) => enters(step, 'idle') };
    expect(run(toyModel([atStart])).properties[1]).toMatchObject({ status: 'violated', counterexample: { steps: [] } });
    const throwing = { kind: 'never' as const, id: 'throws', description: '', when: () => { throw new Error('bad predicate'); } };
    expect(run(toyModel([throwing])).properties[1]).toMatchObject({ status: 'inconclusive', message: 'the property threw: bad predicate' });
  });

  it('checks can-always-reach from the snapshots it is asked about', () => {
    const canPay = { kind: 'can-always-reach' as const, id: 'can-finish', description: '', target: (snapshot: ToySnapshot) => snapshot.status === 'done' };
    expect(run(toyModel([canPay])).properties[1]?.status).toBe('proved');
    const neverPaid = { kind: 'can-always-reach' as const, id: 'back-to-idle', description: '', from: (snapshot: ToySnapshot) => snapshot.context.paid, target: (snapshot: ToySnapshot) => snapshot.value === 'idle' };
    expect(run(toyModel([neverPaid])).properties[1]).toMatchObject({ status: 'violated', counterexample: { steps: [{ event: { type: 'SKIP' } }, { event: { type: 'PAY' } }] } });
  });
});

describe('the lifecycle models', () => {
  it('prove every property for every machine x product', () => {
    const results = checkModels(flowModels, products);
    const notProved = results.flatMap((result) => result.properties.filter((property) => property.status !== 'proved').map((property) => `${result.machine} x ${result.product}: ${property.id}`));
    expect(notProved).toEqual([]);
    for (const result of results) {
      expect(result.states.reached, `${result.machine} x ${result.product}`).toBe(result.states.total);
      expect(result.complete).toBe(true);
    }
    const codes = products.filter((product) => product.flow.machine === 'purchase').map((product) => product.code);
    expect(results.filter((result) => result.machine === 'purchase' && !result.variant).map((result) => result.product)).toEqual(codes);
    // A product whose policies are not renewed (renewal.offered false: a cover of one trip) has no renewal run.
    const renewed = products.filter((product) => product.flow.machine === 'purchase' && (product as RenewalProduct).renewal?.offered !== false).map((product) => product.code);
    expect(renewed).not.toEqual(codes);
    expect(results.filter((result) => result.machine === 'renewal').map((result) => result.product)).toEqual([...renewed, 'MOTORCHECK']);
    expect(results.filter((result) => result.product === null).map((result) => result.machine)).toEqual(['launch', 'session', 'bridge', 'login', 'endorsement', 'claim']);
  }, 120_000);

  it('give replay paths that start from an input and enter every leaf state', () => {
    const onMotorCheckPath: ModelProduct & RenewalProduct = { code: 'MTS', renewal: { motorCheck: true }, steps: [], flow: { machine: 'purchase', releaseCheck: false, premiumStep: true } };
    const exploration = explore(flowModels.find((model) => model.id === 'renewal')!, { product: onMotorCheckPath, products });
    const paths = replayPaths(exploration);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      path.edges.forEach((edge, index) => expect(edge.from).toBe(index === 0 ? exploration.initialSteps.find((step) => step.input === path.input)!.node : path.edges[index - 1]!.to));
    }
  });

  it('name each product run, variants flagged', () => {
    const purchase = flowModels.find((model) => model.id === 'purchase')!;
    expect(runsOf(purchase, products).map((candidate) => [candidate.scope.product?.code, candidate.variant])).toEqual([
      ...products.map((product) => [product.code, false]), ['BARE', true], ['ONESTEP', true],
    ]);
  });
});

describe('machine files and diagrams', () => {
  it('loads a model file, and gives a bare machine the default model', async () => {
    const models = await loadModelFile(new URL('tests/unit/model/fixtures/broken-purchase.machine.ts', repo).pathname);
    expect(models.map((model) => model.id)).toEqual(['broken-purchase']);
    const fallback = defaultModel(toy);
    expect(fallback.properties.map((property) => property.id)).toEqual(['reachable-all', 'no-deadlock']);
    // Without declared outputs every actor answers undefined: a guard reading the output throws, and says so.
    expect(run(fallback).properties[0]).toMatchObject({ id: 'no-error', status: 'violated', counterexample: { note: expect.stringMatching(/threw: .*reading 'ok'/s) } });
    expect(defineFlowModel(toyModel([])).id).toBe('toy');
  });

  it('draws every state and transition with its event and guard', () => {
    const diagram = toMermaid(toy);
    expect(diagram).toContain('[*] --> idle');
    expect(diagram).toContain('loading --> ready : done fetch [guarded]');
    expect(diagram).toContain('loading --> idle : error fetch');
    expect(diagram).toContain('cooling --> done : after wait');
    expect(diagram).toContain('routing --> loading : always');
    expect(diagram).toContain('done --> [*]');
  });

  it('keeps docs/flows/ in step with the machines (npm run products:check regenerates them)', () => {
    for (const [name, content] of diagramFiles(flowModels, products)) {
      expect(readFileSync(new URL(`docs/flows/${name}`, repo), 'utf8'), `docs/flows/${name} is stale: run npm run products:check (it regenerates the diagrams)`).toBe(content);
    }
  });
});
