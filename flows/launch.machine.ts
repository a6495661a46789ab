/**
 * The launch sequence (docs/spec/storefront-spec.md#launch), run once before the first page renders, its six steps
 * in order:
 * 1. the query string's outSourceId (4 hours) and dataSource (1 hour) become tracking cookies;
 * 2. a non-mobile user agent goes to the desktop notice page, and launch ends;
 * 3. the label file is fetched: text containing "is Forbidden" -> the nothing page with that text, and
 *    launch ends; otherwise the app decodes it (twice) into labels and dictionaries (`applyLabels`); a
 *    failed fetch leaves the bundled labels;
 * 4. the feature switches (banInfo) are loaded and stored; a failed load leaves every route open;
 * 5. no token and not on the bridge page -> launch stops;
 * 6. otherwise, inside the bank, payment or telecom app, or the messaging app with a stored third-party
 *    user -> the bridge page with type wakeUp and the current address.
 */
import { assign, setup } from 'xstate';
import { actionNotProvided, actorNotProvided, messageOf } from './placeholders.js';
import type { Channel } from './session.machine.js';

/** The machine's id; state paths are relative to it. */
export const LAUNCH_MACHINE_ID = 'launch';

/** The marker of a caller the gateway does not let in. */
export const FORBIDDEN_MARKER = 'is Forbidden';

/** The tracking cookies of step 1 and how long each lasts, in hours. */
export const TRACKING_COOKIE_HOURS = { outSourceId: 4, dataSource: 1 } as const;

/** What the app found out before launch: the channel from the user agent, the address, storage. */
export interface LaunchInput {
  mobile: boolean;
  channel: Channel;
  /** The query string's tracking parameters. */
  query: { outSourceId?: string; dataSource?: string };
  token: string | null;
  onBridgePage: boolean;
  thirdUserStored: boolean;
  /** The current address (path and query), for the wake-up hand-off. */
  location: string;
}

/** Feature switches (GET /api/plat/func/switch). */
export interface BanInfo {
  banRoutes: string[];
  banFunctions: string[];
}

/** What launch knows. */
export interface LaunchContext extends LaunchInput {
  forbiddenText: string | null;
  banInfo: BanInfo | null;
  error: string | null;
}

/** Where launch sends the user. */
export type LaunchNavigation =
  | { to: 'desktopNotice' }
  | { to: 'nothing'; text: string }
  | { to: 'bridge'; type: 'wakeUp'; redirectUrl: string };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const LAUNCH_ACTORS = ['loadLabelFile', 'loadBanInfo'] as const;
/** Every action the app must provide. */
export const LAUNCH_ACTIONS = ['setTrackingCookie', 'navigate', 'applyLabels', 'storeBanInfo'] as const;

/** Channels whose app is woken up through the bridge page whenever there is a session (step 6). */
const WAKE_UP_CHANNELS: readonly Channel[] = ['bank', 'payment', 'telecom'];

const launchSetup = setup({
  types: {
    context: {} as LaunchContext,
    input: {} as LaunchInput,
  },
  actors: {
    loadLabelFile: actorNotProvided<string, Record<string, never>>(LAUNCH_MACHINE_ID, 'loadLabelFile'),
    loadBanInfo: actorNotProvided<BanInfo, Record<string, never>>(LAUNCH_MACHINE_ID, 'loadBanInfo'),
  },
  actions: {
    setTrackingCookie: actionNotProvided<{ name: keyof typeof TRACKING_COOKIE_HOURS; value: string; hours: number }>(LAUNCH_MACHINE_ID, 'setTrackingCookie'),
    navigate: actionNotProvided<LaunchNavigation>(LAUNCH_MACHINE_ID, 'navigate'),
    applyLabels: actionNotProvided<{ text: string }>(LAUNCH_MACHINE_ID, 'applyLabels'),
    storeBanInfo: actionNotProvided<BanInfo>(LAUNCH_MACHINE_ID, 'storeBanInfo'),
  },
  guards: {
    notMobile: ({ context }) => !context.mobile,
    noSessionOffBridge: ({ context }) => context.token === null && !context.onBridgePage,
    wakesUpApp: ({ context }) => WAKE_UP_CHANNELS.includes(context.channel) || (context.channel === 'wechat' && context.thirdUserStored),
  },
});

/** The launch machine; start it with what the app found out. */
export const launchMachine = launchSetup.createMachine({
  id: LAUNCH_MACHINE_ID,
  initial: 'tracking',
  context: ({ input }) => ({ ...input, forbiddenText: null, banInfo: null, error: null }),
  states: {
    tracking: {
      // Only the parameters the query string carries become cookies.
      entry: launchSetup.enqueueActions(({ context, enqueue }) => {
        for (const name of Object.keys(TRACKING_COOKIE_HOURS) as (keyof typeof TRACKING_COOKIE_HOURS)[]) {
          const value = context.query[name];
          if (value !== undefined && value !== '') enqueue({ type: 'setTrackingCookie', params: { name, value, hours: TRACKING_COOKIE_HOURS[name] } });
        }
      }),
      always: 'checkingDevice',
    },
    checkingDevice: {
      always: [{ guard: 'notMobile', target: 'desktopNotice' }, { target: 'loadingLabels' }],
    },
    desktopNotice: {
      type: 'final',
      entry: { type: 'navigate', params: { to: 'desktopNotice' } },
    },
    loadingLabels: {
      invoke: {
        id: 'loadLabelFile',
        src: 'loadLabelFile',
        input: {},
        onDone: [
          {
            guard: ({ event }) => event.output.includes(FORBIDDEN_MARKER),
            target: 'forbidden',
            actions: assign(({ event }) => ({ forbiddenText: event.output })),
          },
          { target: 'loadingBanInfo', actions: { type: 'applyLabels', params: ({ event }) => ({ text: event.output }) } },
        ],
        onError: { target: 'loadingBanInfo', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    forbidden: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: 'nothing', text: context.forbiddenText ?? FORBIDDEN_MARKER }) },
    },
    loadingBanInfo: {
      invoke: {
        id: 'loadBanInfo',
        src: 'loadBanInfo',
        input: {},
        onDone: {
          target: 'deciding',
          actions: [assign(({ event }) => ({ banInfo: event.output })), { type: 'storeBanInfo', params: ({ event }) => event.output }],
        },
        onError: { target: 'deciding', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    deciding: {
      always: [
        { guard: 'noSessionOffBridge', target: 'ready' },
        { guard: 'wakesUpApp', target: 'wakingUp' },
        { target: 'ready' },
      ],
    },
    wakingUp: {
      type: 'final',
      entry: { type: 'navigate', params: ({ context }) => ({ to: 'bridge', type: 'wakeUp', redirectUrl: context.location }) },
    },
    ready: { type: 'final' },
  },
});

/** The launch machine's type. */
export type LaunchMachine = typeof launchMachine;
