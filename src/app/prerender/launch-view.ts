/**
 * The tiny classic script the prerendered index.html loads in its head, before the body is drawn (a parser-blocking
 * `<script src>`, allowed by `script-src 'self'`, fetched alongside the style sheets): it marks the page with the
 * launch view ({@link chooseLaunchView}) so the first paint shows the prerendered home only to whom it is right.
 * Its `data-*` attributes say what the build rendered (see prerendered-page.ts). Once that screen has painted it
 * starts the app (./app-start.ts), whose module tags the build moved into its `data-entry` and `data-preloads`.
 * Bundled on its own by src/build/vite-plugins/prerender-shell.ts: it must stay small and import nothing of React.
 */
// Named imports, so the table's long $comment stays out of this script.
import { channels, web } from '../../../schemas/channels.json';
import { detectChannel, type ChannelTable } from '../../engine/channels/detect-channel.js';
import { startAppAfterFirstPaint } from './app-start.js';
import { keepEarlyTaps } from './early-tap.js';
import { chooseLaunchView, storedLangOf } from './launch-view-rule.js';
import { LAUNCH_VIEW_ATTRIBUTE, PRERENDERED_SHELL_SELECTOR } from './prerendered-page.js';

function storedValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage refused (a private mode, a web view without it): nothing was chosen.
    return null;
  }
}

const data = document.currentScript?.dataset ?? {};
const view = chooseLaunchView(
  {
    path: window.location.pathname,
    storedLang: storedLangOf(storedValue(data.langKey ?? '')),
    channel: detectChannel(navigator.userAgent, { channels, web } as ChannelTable),
  },
  { paths: (data.paths ?? '').split(' '), lang: data.lang ?? '', channel: data.channel ?? '' },
);
document.documentElement.setAttribute(LAUNCH_VIEW_ATTRIBUTE, view);
// A tap on the prerendered screen is kept for the app rather than lost.
if (view === 'prerendered') keepEarlyTaps(PRERENDERED_SHELL_SELECTOR);
if (data.entry) startAppAfterFirstPaint({ entry: data.entry, preloads: (data.preloads ?? '').split(' ').filter(Boolean) });
