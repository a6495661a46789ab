/**
 * The writes a storefront queues while offline (a step's save here) are applied once per user and
 * Idempotency-Key, through the storefront's real client. The same key again answers the first answer and changes
 * nothing, also when a newer save came in between (a late retry never overwrites it); the key sent with another
 * request is refused in the caller's language; a save without a key is applied as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tpsForm } from '../server/tps-form.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { storedOrder, succeeded, TPS } from '../support/order-builder.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
  await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

const save = (b2cOrderId: string, step: string, formData: Record<string, unknown>, idempotencyKey?: string) =>
  session.client.callEnvelope('order.tempSave', { b2cOrderId, step, formData }, { ...TPS, ...(idempotencyKey ? { idempotencyKey } : {}) });

describe('replayable writes (order.tempSave)', () => {
  it('applies a save once per key: a repeat answers the first answer and a late repeat does not undo a newer save', async () => {
    const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    const planned = tpsForm(draft.formData, { planCode: 'INDIVIDUAL_BASIC' });
    const first = await save(draft.b2cOrderId, 'plan', planned, 'queued-save-0001');
    expect(first && first.succ).toBe(true);
    const stamped = (await storedOrder(session, draft.b2cOrderId))?.updated_at;

    const repeat = await save(draft.b2cOrderId, 'plan', planned, 'queued-save-0001');
    expect(repeat).toEqual(first);
    expect((await storedOrder(session, draft.b2cOrderId))?.updated_at).toBe(stamped);

    const newer = tpsForm(draft.formData, { planCode: 'INDIVIDUAL_SUPER' });
    expect((await save(draft.b2cOrderId, 'insured', newer, 'queued-save-0002')) && true).toBeTruthy();
    const late = await save(draft.b2cOrderId, 'plan', planned, 'queued-save-0001');
    expect(late).toEqual(first);
    const stored = await storedOrder(session, draft.b2cOrderId);
    expect(stored?.step).toBe('insured');
    expect((JSON.parse(stored?.form_data ?? '{}') as Record<string, unknown>).planCode).toBe('INDIVIDUAL_SUPER');
    const rows = await session.tg.gateway.db.selectFrom('replayed_writes').select(['idempotency_key', 'endpoint_id']).orderBy('idempotency_key').execute();
    expect(rows).toEqual([
      { idempotency_key: 'queued-save-0001', endpoint_id: 'order.tempSave' },
      { idempotency_key: 'queued-save-0002', endpoint_id: 'order.tempSave' },
    ]);
  });

  it('refuses the key sent again with another request, in the caller\'s language, and changes nothing', async () => {
    const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    const planned = tpsForm(draft.formData, { planCode: 'INDIVIDUAL_BASIC' });
    expect((await save(draft.b2cOrderId, 'plan', planned, 'queued-save-0003')) && true).toBeTruthy();
    session.setLang('tw');
    try {
      const reused = await save(draft.b2cOrderId, 'plan', { ...planned, planCode: 'INDIVIDUAL_SUPER' }, 'queued-save-0003');
      expect(reused && !reused.succ && reused.tipCode).toBe('V00422');
      expect(reused && reused.tipMsg).toBe('此變更先前已以不同的內容送出，請再試一次');
    } finally {
      session.setLang('en');
    }
    expect((JSON.parse((await storedOrder(session, draft.b2cOrderId))?.form_data ?? '{}') as Record<string, unknown>).planCode).toBe('INDIVIDUAL_BASIC');
  });

  it('applies every save sent without a key, as before', async () => {
    const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    const planned = tpsForm(draft.formData, { planCode: 'INDIVIDUAL_BASIC' });
    expect((await save(draft.b2cOrderId, 'insured', planned)) && true).toBeTruthy();
    expect((await save(draft.b2cOrderId, 'plan', planned)) && true).toBeTruthy();
    expect((await storedOrder(session, draft.b2cOrderId))?.step).toBe('plan');
  });
});
