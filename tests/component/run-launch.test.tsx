import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectedChannel } from '../../src/engine/index.js';

const device = vi.hoisted(() => ({ info: { channel: 'web', mobile: true, disables: { tabs: [], functions: [], products: [] } } as DetectedChannel }));
vi.mock('../../src/app/services/channel.js', () => ({
  get APP_CHANNEL_INFO() { return device.info; },
  get APP_CHANNEL() { return device.info.channel; },
  channelDisables: () => false,
}));

const { runLaunch } = await import('../../src/app/shell/run-launch.js');
const { useBanStore } = await import('../../src/app/stores/ban.store.js');
const { useLaunchStore } = await import('../../src/app/stores/launch.store.js');
const { useSessionStore } = await import('../../src/app/stores/session.store.js');

/** A fake API answering the label file and the feature switches, recording what was called. */
function fakeApi(answers: { label: string | false; bans?: { banRoutes: string[]; banFunctions: string[] } }) {
  const calls: string[] = [];
  const payloads: unknown[] = [];
  return {
    calls,
    payloads,
    api: {
      call: (id: string, payload?: unknown) => {
        calls.push(id);
        payloads.push(payload);
        if (id === 'plat.i18n') return Promise.resolve(answers.label);
        return Promise.resolve(answers.bans ?? false);
      },
    } as unknown as Parameters<typeof runLaunch>[0]['api'],
  };
}

const labelText = JSON.stringify(JSON.stringify({ SYS_LABEL2: { tw: { app: { title: 'X' } } }, SYS_DICT2: {} }));

describe('the launch sequence run by the launch machine', () => {
  beforeEach(() => {
    device.info = { channel: 'web', mobile: true, disables: { tabs: [], functions: [], products: [] } };
    useSessionStore.setState({ token: null, user: null, thirdUserInfo: null, loginCallback: null });
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    useBanStore.setState({ banRoutes: [], banFunctions: [] });
    useLaunchStore.setState({ forbiddenText: null });
  });

  it('turns the tracking parameters into cookies and sends a desktop browser to the desktop notice', async () => {
    device.info = { ...device.info, mobile: false };
    window.history.replaceState(null, '', '/pages/shop/index?outSourceId=out-1&dataSource=ds-1');
    const { api, calls } = fakeApi({ label: labelText });
    const visited: string[] = [];
    await runLaunch({ api, lang: 'tw', applyLabels: () => undefined, navigate: (to) => visited.push(to) });
    expect(document.cookie).toContain('outSourceId=out-1');
    expect(document.cookie).toContain('dataSource=ds-1');
    expect(visited).toEqual(['/pages/pc/pcDirect/index']);
    expect(calls).toEqual([]);
  });

  it('ends only once labels applied in slices are all in, so the first page is drawn in them', async () => {
    const { api } = fakeApi({ label: labelText, bans: { banRoutes: [], banFunctions: [] } });
    let finishApplying: () => void = () => undefined;
    const applying = new Promise<void>((resolve) => { finishApplying = resolve; });
    let ended = false;
    const launched = runLaunch({ api, lang: 'tw', applyLabels: () => applying, navigate: () => undefined }).then(() => { ended = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(false);
    finishApplying();
    await launched;
    expect(ended).toBe(true);
  });

  it('applies the labels and stores the feature switches on a phone', async () => {
    const { api, calls, payloads } = fakeApi({ label: labelText, bans: { banRoutes: ['/pages/myPolicy'], banFunctions: [] } });
    const applied: unknown[] = [];
    const visited: string[] = [];
    await runLaunch({ api, lang: 'en', applyLabels: (server) => void applied.push(server.labels), navigate: (to) => visited.push(to) });
    // The label file is asked for the language the storefront opens in, not all three.
    expect(payloads[calls.indexOf('plat.i18n')]).toEqual({ lang: 'en' });
    expect(applied).toEqual([{ tw: { app: { title: 'X' } } }]);
    expect(useBanStore.getState().banRoutes).toEqual(['/pages/myPolicy']);
    expect(visited).toEqual([]);
  });

  it('shows the forbidden page with the forbidden text and stores no switches', async () => {
    const { api } = fakeApi({ label: '203.0.113.9 is Forbidden', bans: { banRoutes: ['/pages/myPolicy'], banFunctions: [] } });
    const visited: string[] = [];
    await runLaunch({ api, lang: 'tw', applyLabels: () => undefined, navigate: (to) => visited.push(to) });
    expect(visited).toEqual(['/pages/nothing/index']);
    expect(useLaunchStore.getState().forbiddenText).toBe('203.0.113.9 is Forbidden');
    // The switches were asked for beside the label file, but launch ends at the forbidden page without taking them.
    expect(useBanStore.getState().banRoutes).toEqual([]);
  });

  it('asks for the switches before the label file has answered, and takes them only after the labels', async () => {
    let answerLabels: (text: string) => void = () => undefined;
    const labelFile = new Promise<string>((resolve) => { answerLabels = resolve; });
    const calls: string[] = [];
    const api = {
      call: (id: string) => {
        calls.push(id);
        return id === 'plat.i18n' ? labelFile : Promise.resolve({ banRoutes: ['/pages/myPolicy'], banFunctions: [] });
      },
    } as unknown as Parameters<typeof runLaunch>[0]['api'];
    const bansWhenLabelsApplied: string[][] = [];
    const launched = runLaunch({
      api, lang: 'tw', applyLabels: () => void bansWhenLabelsApplied.push(useBanStore.getState().banRoutes), navigate: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['plat.i18n', 'plat.funcSwitch']);
    // The switches have answered, yet the machine is still waiting on the labels: nothing is stored.
    expect(useBanStore.getState().banRoutes).toEqual([]);
    answerLabels(labelText);
    await launched;
    expect(bansWhenLabelsApplied).toEqual([[]]);
    expect(useBanStore.getState().banRoutes).toEqual(['/pages/myPolicy']);
  });

  it('takes the requests the app sent before it ran, and sends none of its own', async () => {
    const { api, calls } = fakeApi({ label: labelText, bans: { banRoutes: [], banFunctions: [] } });
    const started = {
      labelFile: Promise.resolve(labelText),
      banInfo: Promise.resolve({ banRoutes: ['/pages/claim'], banFunctions: [] }),
    };
    const applied: unknown[] = [];
    await runLaunch({ api, lang: 'tw', applyLabels: (server) => void applied.push(server.labels), navigate: () => undefined, started });
    expect(calls).toEqual([]);
    expect(applied).toEqual([{ tw: { app: { title: 'X' } } }]);
    expect(useBanStore.getState().banRoutes).toEqual(['/pages/claim']);
  });

  it('wakes the bank app up through the bridge page with the current address when signed in', async () => {
    device.info = { channel: 'bank', mobile: true, disables: { tabs: ['mine'], functions: [], products: [] } };
    useSessionStore.setState({ token: 'tok' });
    window.history.replaceState(null, '', '/pages/myPolicy/index?x=1');
    const { api } = fakeApi({ label: false });
    const visited: string[] = [];
    await runLaunch({ api, lang: 'tw', applyLabels: () => undefined, navigate: (to) => visited.push(to) });
    const to = new URL(visited[0] ?? '', 'http://shop');
    expect(to.pathname).toBe('/pages/poxy/index');
    expect(to.searchParams.get('type')).toBe('wakeUp');
    expect(to.searchParams.get('redirectUrl')).toBe('/pages/myPolicy/index?x=1');
  });
});
