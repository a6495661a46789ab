import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor, toPromise } from 'xstate';
import type { ApiClient } from '../../src/api/index.js';
import { createPurchaseActors, StepBlockedError } from '../../src/app/pages/order/purchase-actors.js';

type Envelope = { succ: boolean; tipCode: string | null; tipType: string | null; tipMsg: string | null; data: unknown };

/** An API client answering tempSave with a draft and checkImage with `check`, recording the calls made. */
function fakeClient(check: Envelope) {
  const calls: { id: string; payload: Record<string, unknown> | undefined }[] = [];
  const api = {
    call: (id: string, payload?: Record<string, unknown>) => {
      calls.push({ id, payload });
      return Promise.resolve({ b2cOrderId: 'MTV-1', productCode: 'MTV', formData: {}, step: payload?.step ?? null, updatedAt: '' });
    },
    callEnvelope: (id: string, payload?: Record<string, unknown>) => {
      calls.push({ id, payload });
      return Promise.resolve(check);
    },
    on: () => () => undefined,
  } as unknown as ApiClient;
  return { api, calls };
}

function save(api: ApiClient, step: string) {
  const actors = createPurchaseActors(api, { onReleaseRefused: () => undefined, serverCheckSteps: new Set(['carInfo']), confirmText: () => 'OK' });
  const actor = createActor(actors.saveStep, { input: { productCode: 'MTV', b2cOrderId: 'MTV-1', step, formData: {} } });
  actor.start();
  return toPromise(actor);
}

describe('saving a step with files awaits the blocking image check', () => {
  it('passes when the gateway passes the saved files', async () => {
    const { api, calls } = fakeClient({ succ: true, tipCode: null, tipType: null, tipMsg: null, data: { passed: true } });
    await expect(save(api, 'carInfo')).resolves.toMatchObject({ b2cOrderId: 'MTV-1' });
    expect(calls.map((call) => call.id)).toEqual(['order.tempSave', 'order.checkImage']);
    expect(calls[1]?.payload).toEqual({ b2cOrderId: 'MTV-1' });
  });

  it('shows a tipType T refusal in a modal and rejects, so the wizard stays on the step', async () => {
    const { api } = fakeClient({ succ: false, tipCode: 'V00400', tipType: 'T', tipMsg: 'The photo is not one of your uploads', data: null });
    const saved = save(api, 'carInfo');
    const outcome = saved.then(() => 'saved', (error: unknown) => error);
    expect(await screen.findByText('The photo is not one of your uploads')).toBeTruthy();
    fireEvent.click(screen.getByText('OK'));
    const error = await outcome;
    expect(error).toBeInstanceOf(StepBlockedError);
    expect((error as StepBlockedError).reason).toBe('The photo is not one of your uploads');
  });

  it('does not check a step without files', async () => {
    const { api, calls } = fakeClient({ succ: false, tipCode: 'V00400', tipType: 'T', tipMsg: 'never asked', data: null });
    await save(api, 'holder');
    expect(calls.map((call) => call.id)).toEqual(['order.tempSave']);
    await waitFor(() => expect(screen.queryByText('never asked')).toBeNull());
  });
});
