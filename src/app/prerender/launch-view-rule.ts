/**
 * Which view a visitor sees before the app runs: the prerendered first screen, or the neutral launch splash.
 * The prerendered screen is the home in the default language for the plain mobile web; anyone else would see it
 * flash and then change into something else (another page, another language, a channel's own tabs and products,
 * the desktop notice), so they get the splash instead. Pure: src/app/prerender/launch-view.ts applies it.
 */
import type { DetectedChannel } from '../../engine/index.js';

/** `prerendered`: the prerendered first screen shows; `splash`: the launch splash shows. */
export type LaunchView = 'prerendered' | 'splash';

/** For whom the prerendered screen is right (what the build rendered it for). */
export interface PrerenderedFor {
  paths: readonly string[];
  lang: string;
  channel: string;
}

/** What the page knows of the visitor before the app runs. */
export interface Visitor {
  path: string;
  /** The language the user chose earlier, or null when none is stored. */
  storedLang: string | null;
  channel: DetectedChannel;
}

/**
 * The language in the language store's localStorage value (zustand persist: `{"state":{"lang":"en"},...}`),
 * or null when there is none or it cannot be read.
 */
export function storedLangOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const lang = (JSON.parse(raw) as { state?: { lang?: unknown } } | null)?.state?.lang;
    return typeof lang === 'string' ? lang : null;
  } catch {
    return null;
  }
}

/**
 * The prerendered screen for a visitor on one of its paths, in its language (or none chosen), in its channel and
 * on a phone (launch sends any other device to the desktop notice); otherwise the splash.
 */
export function chooseLaunchView(visitor: Visitor, prerendered: PrerenderedFor): LaunchView {
  const samePage = prerendered.paths.includes(visitor.path);
  const sameLang = visitor.storedLang === null || visitor.storedLang === prerendered.lang;
  const sameChannel = visitor.channel.channel === prerendered.channel && visitor.channel.mobile;
  return samePage && sameLang && sameChannel ? 'prerendered' : 'splash';
}
