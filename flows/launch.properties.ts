/**
 * What the model checker must prove of the launch sequence (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  actionsOf, defineFlowModel, enters, isActorResult, isIn, isStart, neverProperty, noDeadlock, outputOf, reachableAll, sameData, type AnyFlowModel,
} from './flow-model.js';
import { LAUNCH_MACHINE_ID, launchMachine, type LaunchMachine } from './launch.machine.js';
import { CHANNELS } from './model-samples.js';

type LaunchSnapshot = ReturnType<LaunchMachine['getInitialSnapshot']>;

/** The six launch steps of docs/spec/storefront-spec.md#launch and their order. */
const LAUNCH_STEPS: Record<string, number> = { tracking: 1, checkingDevice: 2, loadingLabels: 3, loadingBanInfo: 4, deciding: 5, wakingUp: 6 };
const FORBIDDEN = 'is Forbidden';

export const launchModel: AnyFlowModel = defineFlowModel<LaunchMachine>({
  id: LAUNCH_MACHINE_ID,
  description: 'the six launch steps: tracking cookies, desktop notice, label file, feature switches, session check, wake-up hand-off',
  machine: () => launchMachine,
  inputs: () => {
    const queries = [{}, { outSourceId: 'OS-1', dataSource: 'DS-1' }, { dataSource: 'DS-2' }];
    const mobile = CHANNELS.flatMap((channel) => [null, 'tok-stored'].flatMap((token) => [false, true].flatMap((onBridgePage) =>
      [false, true].map((thirdUserStored) => ({ channel, token, onBridgePage, thirdUserStored })))));
    return [
      { mobile: false, channel: 'web', query: { outSourceId: 'OS-1', dataSource: 'DS-1' }, token: null, onBridgePage: false, thirdUserStored: false, location: '/' },
      ...mobile.map((flags, index) => ({ mobile: true, ...flags, query: queries[index % queries.length]!, location: '/pages/shop/index?from=ad' })),
    ];
  },
  actors: () => ({
    loadLabelFile: { outputs: ['"{\\"SYS_LABEL2\\":{},\\"SYS_DICT2\\":{}}"', 'Access for storefront-web is Forbidden'] },
    loadBanInfo: { outputs: [{ banRoutes: ['/pages/service/coupon/index'], banFunctions: [] }] },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<LaunchSnapshot, { last: number }>({
      id: 'steps-in-order',
      description: 'the launch steps run in the order the spec lists them, none skipped on the way to the next',
      memory: {
        initial: { last: 0 },
        update: (memory, step) => ({ last: Math.max(memory.last, ...step.entered.map((path) => LAUNCH_STEPS[path] ?? 0)) }),
      },
      when: (step, memory) => {
        let last = memory.last;
        for (const path of step.entered) {
          const order = LAUNCH_STEPS[path];
          if (order === undefined) continue;
          if (order !== last + 1) return true;
          last = order;
        }
        return false;
      },
    }),
    {
      kind: 'never',
      id: 'tracking-cookies',
      description: 'outSourceId becomes a 4-hour and dataSource a 1-hour tracking cookie, only when the query string has them',
      when: (step) => {
        if (!isStart(step)) return actionsOf(step, 'setTrackingCookie').length > 0;
        const query = step.next.context.query;
        const expected = [
          ...(query.outSourceId ? [{ name: 'outSourceId', value: query.outSourceId, hours: 4 }] : []),
          ...(query.dataSource ? [{ name: 'dataSource', value: query.dataSource, hours: 1 }] : []),
        ];
        return !sameData(actionsOf(step, 'setTrackingCookie').map((action) => action.params), expected);
      },
    },
    {
      kind: 'never',
      id: 'desktop-gets-notice-only',
      description: 'a non-mobile user agent goes to the desktop notice page and nothing is loaded',
      when: (step) => !step.next.context.mobile
        && (step.invoked.length > 0 || !isIn(step.next, 'desktopNotice') || !actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'desktopNotice' }))),
    },
    {
      kind: 'never',
      id: 'forbidden-shows-nothing-page',
      description: 'a label file saying "is Forbidden" shows the nothing page with its text, and nothing else happens',
      when: (step) => {
        if (!isActorResult(step.event, 'loadLabelFile', 'done') || !String(outputOf(step.event)).includes(FORBIDDEN)) return false;
        return !isIn(step.next, 'forbidden') || step.invoked.length > 0 || actionsOf(step, 'applyLabels').length > 0
          || !actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'nothing', text: outputOf(step.event) }));
      },
    },
    {
      kind: 'never',
      id: 'labels-applied-when-allowed',
      description: 'any other label file is handed to the app to decode into labels and dictionaries',
      when: (step) => isActorResult(step.event, 'loadLabelFile', 'done') && !String(outputOf(step.event)).includes(FORBIDDEN)
        && !actionsOf(step, 'applyLabels').some((action) => sameData(action.params, { text: outputOf(step.event) })),
    },
    {
      kind: 'never',
      id: 'ban-info-stored',
      description: 'the feature switches are stored as loaded',
      when: (step) => isActorResult(step.event, 'loadBanInfo', 'done') && !actionsOf(step, 'storeBanInfo').some((action) => sameData(action.params, outputOf(step.event))),
    },
    {
      kind: 'never',
      id: 'wake-up-when-due',
      description: 'with a token or on the bridge page, the bank, payment and telecom apps (and the messaging app with a third-party user) wake up through the bridge page with the current address; otherwise launch stops',
      when: (step) => {
        if (!enters(step, 'deciding')) return false;
        const { token, onBridgePage, channel, thirdUserStored, location } = step.next.context;
        const due = (token !== null || onBridgePage) && (['bank', 'payment', 'telecom'].includes(channel) || (channel === 'wechat' && thirdUserStored));
        const wakeUp = actionsOf(step, 'navigate').some((action) => sameData(action.params, { to: 'bridge', type: 'wakeUp', redirectUrl: location }));
        return due ? !(isIn(step.next, 'wakingUp') && wakeUp) : !isIn(step.next, 'ready') || actionsOf(step, 'navigate').length > 0;
      },
    },
  ],
});
