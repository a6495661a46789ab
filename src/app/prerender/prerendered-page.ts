/**
 * Puts the prerendered first screen into the built index.html: the markup inside #root next to the launch splash,
 * the launch-view script and the two style rules that show one or the other. No inline script (the page's CSP is
 * `script-src 'self'`); inline styles are allowed. The app replaces both when it renders into #root.
 *
 * The app's module tags (Vite's entry script and its modulepreload links) leave the head: the launch-view script
 * adds them once the first screen has painted (./app-start.ts), so no script of the app is fetched or run before
 * that paint (docs/decisions/015-home-paints-before-the-app-loads.md).
 */
import { escapeHtml } from '../components/escape-html.js';
import { EARLY_TAPPED_ATTRIBUTE } from './early-tap.js';
import type { PrerenderedShell } from './render-shell.js';

/** Where index.html wants the prerendered screen (inside #root, after the splash). */
export const PRERENDER_PLACEHOLDER = '<!--prerendered-shell-->';

/** The attribute of <html> the launch-view script sets: `prerendered` or `splash`. */
export const LAUNCH_VIEW_ATTRIBUTE = 'data-launch-view';

/** Marks the wrapper of the prerendered markup. */
const SHELL_ATTRIBUTE = 'data-prerendered-shell';
/** The wrapper of the prerendered markup, as a selector. */
export const PRERENDERED_SHELL_SELECTOR = `[${SHELL_ATTRIBUTE}]`;

/**
 * The splash (`#root > .boot`) only when the launch view says so, the prerendered screen otherwise; with no
 * launch view (JavaScript off) the prerendered screen.
 */
const LAUNCH_VIEW_STYLE = [
  // display: contents: the wrapper draws no box, so the screen lays out exactly as the app's own tree in #root.
  `[${SHELL_ATTRIBUTE}] { display: contents; }`,
  `html:not([${LAUNCH_VIEW_ATTRIBUTE}="splash"]) #root > .boot { display: none; }`,
  `html[${LAUNCH_VIEW_ATTRIBUTE}="splash"] [${SHELL_ATTRIBUTE}] { display: none; }`,
  // A control tapped before the app runs is dimmed: the tap was taken, and the app opens it (./early-tap.ts).
  `[${EARLY_TAPPED_ATTRIBUTE}] { opacity: 0.55; }`,
].join(' ');

/** Vite's entry tag: `<script type="module" crossorigin src="...">` (attributes in any order). */
const ENTRY_SCRIPT = /[ \t]*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;
/** Vite's tags for the entry's static imports: `<link rel="modulepreload" crossorigin href="...">`. */
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/** What the launch-view script starts after the first paint: the entry module and the modules it imports statically. */
export interface AppModules {
  entry: string;
  preloads: string[];
}

/** `html` without Vite's module tags, and what they named. */
export function takeAppModules(html: string): { html: string; modules: AppModules } {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  if (entries.length !== 1) throw new Error(`index.html should have one module script, found ${entries.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    modules: { entry: entries[0] as string, preloads },
  };
}

/** index.html with the prerendered screen, the launch-view script at `launchViewUrl` (which starts the app) and its styles. */
export function withPrerenderedShell(html: string, shell: PrerenderedShell, launchViewUrl: string): string {
  if (!html.includes(PRERENDER_PLACEHOLDER)) throw new Error(`index.html has no ${PRERENDER_PLACEHOLDER} in #root`);
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const { html: withoutModules, modules } = takeAppModules(html);
  const script = `<script src="${escapeHtml(launchViewUrl)}" data-paths="${escapeHtml(shell.paths.join(' '))}"`
    + ` data-lang="${escapeHtml(shell.lang)}" data-lang-key="${escapeHtml(shell.langStorageKey)}" data-channel="${escapeHtml(shell.channel)}"`
    + ` data-label-files="${escapeHtml(JSON.stringify(shell.labelFiles))}"`
    + ` data-entry="${escapeHtml(modules.entry)}" data-preloads="${escapeHtml(modules.preloads.join(' '))}"></script>`;
  // inert: its controls do nothing until the app takes over, so a tap or a screen reader never lands on them.
  const wrapped = `<div ${SHELL_ATTRIBUTE} inert>${shell.markup}</div>`;
  return withoutModules
    .replace('</head>', () => `<style>${LAUNCH_VIEW_STYLE}</style>\n${script}\n</head>`)
    .replace(PRERENDER_PLACEHOLDER, () => wrapped);
}
