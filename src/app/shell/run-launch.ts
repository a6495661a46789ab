/**
 * Runs the launch machine (flows/launch.machine.ts, docs/spec/storefront-spec.md#launch) against the real world:
 * the label file and feature switches through the signed API client, tracking cookies in document.cookie,
 * labels into i18next, bans into the ban store, and its navigations through the router.
 *
 * The two requests are sent together ({@link startLaunchRequests}), and the machine still takes the switches only
 * once it is done with the labels (the spec's order): on a slow network the switches' round trip no longer follows
 * the label file's.
 */
import { createActor, fromPromise, toPromise } from 'xstate';
import { launchMachine, TRACKING_COOKIE_HOURS, type BanInfo, type LaunchNavigation } from '../../../flows/index.js';
import type { ApiClient } from '../../api/index.js';
import type { Lang } from '../../engine/index.js';
import { parseLabelFile, type LabelSet } from '../i18n/label-file.js';
import { paths } from '../routes/route-paths.js';
import { APP_CHANNEL_INFO } from '../services/channel.js';
import { useBanStore } from '../stores/ban.store.js';
import { useLaunchStore } from '../stores/launch.store.js';
import { useSessionStore } from '../stores/session.store.js';

const BRIDGE_PATH = new URL(paths.bridge({}), 'http://storefront').pathname;

/** What launch needs from the composition root. */
export interface LaunchDeps {
  api: Pick<ApiClient, 'call'>;
  /** The language the storefront opens in: the label file is asked for it alone (the others load on a switch). */
  lang: Lang;
  /**
   * Lays the server's labels and dictionaries over the bundled ones; may finish later (in slices): launch resolves only
   * once it has, so the first page is drawn in the server's labels.
   */
  applyLabels(server: { labels: LabelSet; dicts: LabelSet }): void | Promise<void>;
  navigate(to: string): void;
  /** The two requests, if the app sent them before launch ran ({@link startLaunchRequests}); else sent when asked for. */
  started?: LaunchRequests;
}

/** Launch's two requests, under way: the machine's actors await them, each when the machine asks for it. */
export interface LaunchRequests {
  labelFile: Promise<string | false>;
  banInfo: Promise<BanInfo | false>;
}

/** Sends the label file's request (in `lang`) and the feature switches' together. */
function sendLaunchRequests({ api, lang }: Pick<LaunchDeps, 'api' | 'lang'>): LaunchRequests {
  return { labelFile: api.call('plat.i18n', { lang }), banInfo: api.call('plat.funcSwitch') };
}

/**
 * Sends launch's two requests now, ahead of launch, on a phone; undefined for any other device, which the machine sends
 * to the desktop notice without asking for either.
 */
export function startLaunchRequests(deps: Pick<LaunchDeps, 'api' | 'lang'>): LaunchRequests | undefined {
  return APP_CHANNEL_INFO.mobile ? sendLaunchRequests(deps) : undefined;
}

/** The address launch sends the user to for each of the machine's navigations. */
export function launchDestination(navigation: LaunchNavigation): string {
  switch (navigation.to) {
    case 'desktopNotice':
      return paths.desktopNotice();
    case 'nothing':
      return paths.forbidden();
    case 'bridge':
      return paths.bridge({ type: navigation.type, redirectUrl: navigation.redirectUrl });
  }
}

/** A first-party cookie for `hours`; the value is URI-encoded because it comes from anyone's query string. */
function setCookie(name: string, value: string, hours: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${hours * 3600}; path=/; samesite=lax`;
}

/** Runs launch to its end (the first page renders after it). */
export async function runLaunch(deps: LaunchDeps): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const tracking: { outSourceId?: string; dataSource?: string } = {};
  for (const name of Object.keys(TRACKING_COOKIE_HOURS) as (keyof typeof TRACKING_COOKIE_HOURS)[]) {
    const value = query.get(name);
    if (value !== null) tracking[name] = value;
  }
  const session = useSessionStore.getState();
  const onBridgePage = window.location.pathname === BRIDGE_PATH;
  let labelsApplied: void | Promise<void> = undefined;
  // Both requests go out when the machine asks for the first (the label file), unless the app sent them already.
  let requests = deps.started;
  const underWay = (): LaunchRequests => (requests ??= sendLaunchRequests(deps));
  const machine = launchMachine.provide({
    actors: {
      loadLabelFile: fromPromise(async () => {
        const text = await underWay().labelFile;
        if (text === false) throw new Error('label file unavailable');
        return String(text);
      }),
      loadBanInfo: fromPromise(async (): Promise<BanInfo> => {
        const bans = await underWay().banInfo;
        if (bans === false) throw new Error('feature switches unavailable');
        return bans;
      }),
    },
    actions: {
      setTrackingCookie: (_, params) => setCookie(params.name, params.value, params.hours),
      applyLabels: (_, params) => {
        const file = parseLabelFile(params.text);
        if (file.kind === 'labels') labelsApplied = deps.applyLabels({ labels: file.labels, dicts: file.dicts });
      },
      storeBanInfo: (_, params) => useBanStore.getState().setBans(params),
      navigate: (_, params) => {
        // Already on the bridge page: it is the wake-up hand-off, sending it to itself would nest addresses.
        if (params.to === 'bridge' && onBridgePage) return;
        if (params.to === 'nothing') useLaunchStore.getState().setForbidden(params.text);
        deps.navigate(launchDestination(params));
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      mobile: APP_CHANNEL_INFO.mobile,
      channel: APP_CHANNEL_INFO.channel,
      query: tracking,
      token: session.token,
      onBridgePage,
      thirdUserStored: session.thirdUserInfo !== null,
      location: `${window.location.pathname}${window.location.search}`,
    },
  });
  actor.start();
  await toPromise(actor);
  await labelsApplied;
}
