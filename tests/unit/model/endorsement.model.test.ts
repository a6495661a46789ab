/**
 * The endorsement model's properties catch a broken machine (replaces the endorsement entries of
 * tests/unit/model/checker-catches-bugs.test.ts, written for the machine before it followed the endt rows).
 */
import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import type { AnyFlowModel } from '../../../flows/flow-model.js';
import { endorsementModel } from '../../../flows/endorsement.properties.js';
import { checkRun } from '../../../src/tools/model-check/check-model.js';
import { eventLabel } from '../../../src/tools/model-check/format-report.js';
import { mutateMachine, stateAt, type ConfigNode } from './support/mutate-machine.js';

function checkBroken(patch: (config: ConfigNode) => void) {
  const broken: AnyFlowModel = { ...endorsementModel, machine: (scope) => mutateMachine(endorsementModel.machine(scope), patch) };
  return checkRun({ model: broken, scope: { product: null, products: [] }, variant: false });
}

function verdict(result: ReturnType<typeof checkRun>, id: string) {
  const property = result.properties.find((candidate) => candidate.id === id);
  if (!property) throw new Error(`no property ${id}`);
  return property;
}

const invoke = (config: ConfigNode, path: string): ConfigNode => stateAt(config, path).invoke as ConfigNode;

describe('the endorsement model', () => {
  it('proves every property of the real machine', () => {
    const result = checkRun({ model: endorsementModel, scope: { product: null, products: [] }, variant: false });
    expect(result.properties.filter((property) => property.status !== 'proved').map((property) => property.id)).toEqual([]);
  });

  it.each([
    {
      name: 'changes are submitted without a price', property: 'submit-after-check-premium-confirm',
      patch: (config: ConfigNode) => { ((stateAt(config, 'editing').on as ConfigNode).SUBMIT as ConfigNode).target = 'submitting'; },
    },
    {
      name: 'the vehicle page checks a contact change', property: 'check-sends-page-kind',
      patch: (config: ConfigNode) => { (stateAt(config, 'start').always as ConfigNode[])[1]!.actions = assign({ endtType: 'contact' }); },
    },
    {
      name: 'a refused premium drops the changes', property: 'failed-premium-keeps-changes',
      patch: (config: ConfigNode) => { (invoke(config, 'pricing').onError as ConfigNode).actions = assign({ changes: [] }); },
    },
    {
      name: 'an endorsement awaiting payment is shown as applied', property: 'applied-only-when-submitted-free',
      patch: (config: ConfigNode) => { (invoke(config, 'submitting').onDone as ConfigNode[])[0]!.target = 'applied'; },
    },
    {
      name: 'the policy itself is paid instead of its endorsement order', property: 'pay-only-an-endorsement-order',
      patch: (config: ConfigNode) => { invoke(config, 'paying').input = ({ context }: { context: { b2cOrderId: string; returnUrl: string | null } }) => ({ b2cOrderId: context.b2cOrderId, returnUrl: context.returnUrl ?? '' }); },
    },
    {
      name: 'a payment failure is taken as paid', property: 'paid-only-when-confirmed',
      patch: (config: ConfigNode) => { (invoke(config, 'confirmingPayment').onError as ConfigNode).target = 'paid'; },
    },
  ])('catches: $name', ({ patch, property }) => {
    expect(verdict(checkBroken(patch), property).status).toBe('violated');
  });

  it('reports the shortest counterexample of a submit without a price', () => {
    const result = checkBroken((config) => { ((stateAt(config, 'editing').on as ConfigNode).SUBMIT as ConfigNode).target = 'submitting'; });
    const steps = verdict(result, 'submit-after-check-premium-confirm').counterexample!.steps.map((step) => eventLabel(step.event));
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatch(/^SUBMIT /);
  });

  it('leaves a transition that throws to no-error, and reports dead ends and unhandled failures', () => {
    // The vehicle page that forgets its kind of change: building endt.check's input throws.
    const throwing = checkBroken((config) => { (stateAt(config, 'start').always as ConfigNode[])[1]!.actions = []; });
    expect(verdict(throwing, 'no-error').status).toBe('violated');
    expect(verdict(throwing, 'no-error').counterexample!.note).toMatch(/threw: endorsement flow: a call was reached without a kind of change/);

    const deadlock = verdict(checkBroken((config) => { stateAt(config, 'refused').on = {}; }), 'no-deadlock');
    expect(deadlock.status).toBe('violated');
    expect(deadlock.counterexample!.steps.at(-1)?.value).toBe('refused');

    const noError = verdict(checkBroken((config) => { delete invoke(config, 'pricing').onError; }), 'no-error');
    expect(noError.status).toBe('violated');
    expect(noError.counterexample!.steps.at(-1)?.event.type).toBe('xstate.error.actor.endorsementPremium');
  });
});
