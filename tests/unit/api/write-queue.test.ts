import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiListener, NetworkWatch, QueuedWrite, WriteStore } from '../../../src/api/index.js';
import { createWriteQueue } from '../../../src/api/index.js';

/** A tempSave of the draft at `step`, as the wizard sends it. */
const save = (step: string) => ({ b2cOrderId: 'O-000001', step, formData: {} });

/** A network whose state the test sets; `back()` says the browser is online again. */
function testNetwork(startOnline: boolean) {
  let online = startOnline;
  const listeners = new Set<() => void>();
  const watch: NetworkWatch = {
    online: () => online,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    watch,
    back() {
      online = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A client that records each call with its key; `dropNext` makes the next call fail for the network. */
function recordingClient() {
  const calls: { id: string; payload: unknown; key: string | undefined }[] = [];
  const listeners = new Set<ApiListener>();
  let drops = 0;
  const api: ApiClient = {
    call: (async (id: string, payload: Record<string, unknown> = {}, options: { idempotencyKey?: string } = {}) => {
      calls.push({ id, payload, key: options.idempotencyKey });
      if (drops > 0) {
        drops -= 1;
        for (const listener of listeners) listener({ type: 'network' });
        return false;
      }
      return { saved: payload };
    }) as ApiClient['call'],
    callEnvelope: (async () => false) as ApiClient['callEnvelope'],
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { api, calls, dropNext: () => { drops += 1; } };
}

describe('the queue of writes that wait for the network', () => {
  it('sends three writes queued offline in order, each once with its own key, when the network is back', async () => {
    const network = testNetwork(false);
    const { api, calls } = recordingClient();
    const queue = createWriteQueue(api, network.watch);
    const sent = ['plan', 'insured', 'holder'].map((step) => queue.send('order.tempSave', save(step)));
    await expect.poll(() => queue.state()).toBe('waiting');
    expect(calls).toEqual([]);
    network.back();
    const answers = await Promise.all(sent);
    expect(answers).toEqual([{ saved: save('plan') }, { saved: save('insured') }, { saved: save('holder') }]);
    expect(calls.map((call) => (call.payload as { step: string }).step)).toEqual(['plan', 'insured', 'holder']);
    expect(new Set(calls.map((call) => call.key)).size).toBe(3);
    expect(queue.state()).toBe('savedWhenBack');
  });

  it('sends a write the network dropped again under the same key, and says saved once it is through', async () => {
    const network = testNetwork(true);
    const { api, calls, dropNext } = recordingClient();
    const queue = createWriteQueue(api, network.watch);
    dropNext();
    const sent = queue.send('claim.submit', { claimId: 'C-1' });
    await expect.poll(() => queue.state()).toBe('waiting');
    network.back();
    expect(await sent).toEqual({ saved: { claimId: 'C-1' } });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(queue.state()).toBe('savedWhenBack');
    await queue.send('claim.submit', { claimId: 'C-2' });
    expect(queue.state()).toBe('saved');
  });

  it('takes a refusal by the gateway as the answer, without sending it again', async () => {
    const network = testNetwork(true);
    const { api, calls } = recordingClient();
    const refusing: ApiClient = { ...api, call: (async (...args: Parameters<ApiClient['call']>) => { await api.call(...args); return false; }) as ApiClient['call'] };
    const queue = createWriteQueue(refusing, network.watch);
    expect(await queue.send('user.setInfo', { address: 'x' })).toBe(false);
    expect(calls).toHaveLength(1);
    expect(queue.state()).toBe('saved');
  });

  it('keeps the writes across a reload: the next page sends them under their keys, and the same Next again joins the last', async () => {
    let kept: QueuedWrite[] = [];
    const store: WriteStore = { load: () => kept, save: (writes) => { kept = writes; } };
    const before = recordingClient();
    const beforeQueue = createWriteQueue(before.api, testNetwork(false).watch, store);
    void beforeQueue.send('order.tempSave', save('plan'), { params: { product: 'P' } });
    void beforeQueue.send('order.tempSave', save('insured'), { params: { product: 'P' } });
    await expect.poll(() => kept.length).toBe(2);
    const keys = kept.map((write) => write.key);

    // The page is reloaded while still offline: a new queue on the same device storage.
    const network = testNetwork(false);
    const after = recordingClient();
    const queue = createWriteQueue(after.api, network.watch, store);
    const again = queue.send('order.tempSave', save('insured'), { params: { product: 'P' } });
    const newer = queue.send('order.tempSave', save('holder'), { params: { product: 'P' } });
    expect(kept.map((write) => (write.payload as { step: string }).step)).toEqual(['plan', 'insured', 'holder']);
    network.back();
    expect(await again).toEqual({ saved: save('insured') });
    expect(await newer).toEqual({ saved: save('holder') });
    expect(before.calls).toEqual([]);
    expect(after.calls.map((call) => (call.payload as { step: string }).step)).toEqual(['plan', 'insured', 'holder']);
    expect(after.calls.slice(0, 2).map((call) => call.key)).toEqual(keys);
    expect(kept).toEqual([]);
  });
});
