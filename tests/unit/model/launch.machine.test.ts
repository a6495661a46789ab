import { describe, expect, it } from 'vitest';
import { launchMachine, LAUNCH_ACTIONS, type LaunchInput } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const labelText = JSON.stringify(JSON.stringify({ SYS_LABEL2: { tw: { hello: '你好' } }, SYS_DICT2: {} }));
const bans = { banRoutes: ['/pages/service/coupon/index'], banFunctions: [] };
const base: LaunchInput = {
  mobile: true, channel: 'web', query: {}, token: null, onBridgePage: false, thirdUserStored: false, location: '/pages/shop/index?from=ad',
};

function start(input: Partial<LaunchInput>, actors: Record<string, FakeActor> = {}) {
  return runMachine(launchMachine, { ...base, ...input }, { loadLabelFile: answering(labelText), loadBanInfo: answering(bans), ...actors }, LAUNCH_ACTIONS);
}

describe('launch machine', () => {
  it('runs the steps in order for a mobile visitor without a session: cookies, labels, feature switches, stop', async () => {
    const run = start({ query: { outSourceId: 'OS-1', dataSource: 'DS-1' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.recorded.actions).toEqual([
      { type: 'setTrackingCookie', params: { name: 'outSourceId', value: 'OS-1', hours: 4 } },
      { type: 'setTrackingCookie', params: { name: 'dataSource', value: 'DS-1', hours: 1 } },
      { type: 'applyLabels', params: { text: labelText } },
      { type: 'storeBanInfo', params: bans },
    ]);
  });

  it('sends a desktop browser to the desktop notice and loads nothing', async () => {
    const run = start({ mobile: false, query: { dataSource: 'DS-2' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('desktopNotice');
    expect(run.recorded.calls).toEqual({});
    expect(run.recorded.actions).toEqual([
      { type: 'setTrackingCookie', params: { name: 'dataSource', value: 'DS-2', hours: 1 } },
      { type: 'navigate', params: { to: 'desktopNotice' } },
    ]);
  });

  it('shows the forbidden page with the forbidden text and stops there', async () => {
    const run = start({ token: 'tok-1', channel: 'bank' }, { loadLabelFile: answering('client storefront-web is Forbidden') });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('forbidden');
    expect(run.recorded.calls.loadBanInfo).toBeUndefined();
    expect(run.recorded.actions).toEqual([{ type: 'navigate', params: { to: 'nothing', text: 'client storefront-web is Forbidden' } }]);
  });

  it.each([
    ['bank app with a token', { channel: 'bank', token: 'tok-1' }, true],
    ['telecom app on the bridge page without a token', { channel: 'telecom', onBridgePage: true }, true],
    ['payment app without a token', { channel: 'payment' }, false],
    ['messaging app with a third-party user and a token', { channel: 'wechat', token: 'tok-1', thirdUserStored: true }, true],
    ['messaging app without a third-party user', { channel: 'wechat', token: 'tok-1' }, false],
    ['plain mobile web with a token', { channel: 'web', token: 'tok-1' }, false],
  ] as const)('%s: wakes up through the bridge page = %s', async (_name, input, wakesUp) => {
    const run = start(input);
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe(wakesUp ? 'wakingUp' : 'ready');
    const navigation = run.recorded.actions.filter((action) => action.type === 'navigate');
    expect(navigation).toEqual(wakesUp ? [{ type: 'navigate', params: { to: 'bridge', type: 'wakeUp', redirectUrl: base.location } }] : []);
  });

  it('goes on with the bundled labels and every route open when the label file and switches fail', async () => {
    const run = start({ channel: 'bank', token: 'tok-1' }, { loadLabelFile: failing('offline'), loadBanInfo: failing('offline') });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('wakingUp');
    expect(run.recorded.actions.map((action) => action.type)).toEqual(['navigate']);
  });
});
