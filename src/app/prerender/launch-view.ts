/**
 * The tiny classic script the prerendered index.html loads in its head, before the body is drawn (a parser-blocking
 * `<script src>`, allowed by `script-src 'self'`, fetched alongside the style sheets): it marks the page with the
 * launch view ({@link chooseLaunchView}) so the first paint shows the prerendered home only to whom it is right.
 * Its `data-*` attributes say what the build rendered (see prerendered-page.ts). Once that screen has painted it
 * starts the label file's request on a phone (./early-label-request.ts) and then the app (./app-start.ts), whose
 * module tags the build moved into its `data-entry` and `data-preloads`.
 * Bundled on its own by src/build/vite-plugins/prerender-shell.ts: it must stay small and import nothing of React.
 */
// Named imports, so the table's long $comment stays out of this script.
import { channels, web } from '../../../schemas/channels.json';
import { detectChannel, type ChannelTable } from '../../engine/channels/detect-channel.js';
import { LANGS } from '../../engine/products/product-types.js';
import { startAppAfterFirstPaint } from './app-start.js';
import { keepLabelFileRequest, labelFileUrlIn } from './early-label-request.js';
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
const storedLang = storedLangOf(storedValue(data.langKey ?? ''));
const channel = detectChannel(navigator.userAgent, { channels, web } as ChannelTable);
const view = chooseLaunchView(
  { path: window.location.pathname, storedLang, channel },
  { paths: (data.paths ?? '').split(' '), lang: data.lang ?? '', channel: data.channel ?? '' },
);
document.documentElement.setAttribute(LAUNCH_VIEW_ATTRIBUTE, view);
// A tap on the prerendered screen is kept for the app rather than lost.
if (view === 'prerendered') keepEarlyTaps(PRERENDERED_SHELL_SELECTOR);
// The language the app opens in: the one stored, or the build's (the default) when none or an unknown one is.
const lang = storedLang !== null && (LANGS as readonly string[]).includes(storedLang) ? storedLang : data.lang ?? '';
const labelFile = labelFileUrlIn(data.labelFiles, lang);
// Launch asks a phone's gateway for the label file first (a desktop browser goes to the desktop notice unasked): asked
// for here, it comes beside the app's modules rather than after them.
const beforeApp = channel.mobile && labelFile ? () => keepLabelFileRequest(labelFile, lang, channel.channel) : undefined;
if (data.entry) startAppAfterFirstPaint({ entry: data.entry, preloads: (data.preloads ?? '').split(' ').filter(Boolean) }, beforeApp);
