/**
 * A row's payload type is read from its request schema, on both sides: the signed client's `call` and a
 * handler's `call.payload`. The `@ts-expect-error` lines below are the proof: `npx tsc --noEmit -p .` checks
 * this file, and if a misspelt or missing field compiled again, each such line would be an unused directive,
 * which is a type error. vitest runs the checks that need values: the schemas the types are read from.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import personSchema from '../../../schemas/shared/person.json';
import type { ApiClient } from '../../../src/api/index.js';
import type { Draft, EndpointRequest } from '../../../src/contract/index.js';
import { endpointSchemas } from '../../../src/contract/schemas/index.js';
import type { EndpointHandler, HandlerCall } from '../../../src/server/handlers/handler-types.js';

const ORDER = 'O-000001';

/** Calls the type checker reads and nothing sends: each refused one names what is wrong with it. */
export function clientCalls(api: ApiClient): Promise<unknown>[] {
  return [
    api.call('order.tempSave', { b2cOrderId: ORDER, step: 'plan', formData: {} }, { params: { product: 'TPS' } }),
    // @ts-expect-error -- a misspelt field (stepId for step)
    api.call('order.tempSave', { b2cOrderId: ORDER, stepId: 'plan', formData: {} }),
    // @ts-expect-error -- the required step left out
    api.call('order.tempSave', { b2cOrderId: ORDER, formData: {} }),
    // @ts-expect-error -- no payload at all for a row whose schema requires fields
    api.call('order.tempSave'),
    // @ts-expect-error -- a value the schema's enum does not hold
    api.callEnvelope('order.selectUserOrderInfo', { status: 'archived' }),
    // A row whose schema requires nothing may leave its payload out.
    api.call('user.selectUserInfo'),
  ];
}

/** A handler as the gateway's handler files write them: its payload is the row's request type. */
export const tempSaveHandler: EndpointHandler<'order.tempSave'> = async (call): Promise<Draft> => {
  const { b2cOrderId, step, formData } = call.payload;
  // @ts-expect-error -- a field the row's schema does not have
  void call.payload.stepId;
  return { b2cOrderId, productCode: call.params.product ?? '', formData, step, updatedAt: '' };
};

/** What the route generator hands a handler: a payload missing a required field is not one. */
export function handlerCallMissingStep(call: HandlerCall<'order.tempSave'>): HandlerCall<'order.tempSave'> {
  // @ts-expect-error -- the required step left out
  return { ...call, payload: { b2cOrderId: ORDER, formData: {} } };
}

describe('request types read from the contract schemas', () => {
  it('types order.tempSave as its schema says: three required fields, the form an object', () => {
    expectTypeOf<EndpointRequest['order.tempSave']>().toEqualTypeOf<{ b2cOrderId: string; step: string; formData: Record<string, unknown> }>();
    expectTypeOf<HandlerCall<'order.tempSave'>['payload']>().toEqualTypeOf<EndpointRequest['order.tempSave']>();
    expect(endpointSchemas['order.tempSave'].request).toMatchObject({ required: ['b2cOrderId', 'step', 'formData'], additionalProperties: false });
  });

  it('types enums as their values and optional fields as optional', () => {
    expectTypeOf<EndpointRequest['order.selectUserOrderInfo']>().toEqualTypeOf<{
      status?: 'all' | 'draft' | 'quoted' | 'paid' | 'failed'; page?: number; pageSize?: number; cursor?: string;
    }>();
    expectTypeOf<EndpointRequest['user.selectUserInfo']>().toEqualTypeOf<Record<string, never>>();
  });

  it('requires of a relative what the shared person schema requires, and the relation', () => {
    // The relative fields come from schemas/shared/person.json, whose `required` reaches the compiler as
    // string[]; src/contract/schemas/user-data.ts writes the list out for the type, and this keeps the two equal.
    const required = endpointSchemas['user.addRelative'].request.required;
    expect([...(required as string[])].sort()).toEqual([...personSchema.required, 'relation'].sort());
  });
});
