/**
 * The bundled labels (schemas/i18n/<lang>.json) come in two parts per language, so the first screen does not
 * wait for the texts of pages it does not show (issue 11): `firstScreen`, what launch, the shell (nav bar, tab
 * bar, language sheet, toasts of the API client) and home read, and `pages`, everything else, fetched together
 * with the first other page's chunk (src/app/i18n/page-labels.ts). src/cli/vite-plugin-label-parts.ts cuts the
 * files at build time by this list; the label file from the gateway still brings every label of the language.
 */

/** The two parts of a language's bundled labels. */
export type LabelPart = 'firstScreen' | 'pages';

/** Every part, in the order they are merged. */
export const LABEL_PARTS: readonly LabelPart[] = ['firstScreen', 'pages'];

/**
 * What the first screen reads: whole namespaces, or one dotted key of a namespace whose other keys only other
 * pages read. Page titles (`page`) stay whole: the nav bar names any route the app opens on.
 */
export const FIRST_SCREEN_LABELS: readonly string[] = [
  'app', 'tab', 'page', 'lang', 'line', 'home', 'product', 'error', 'shell', 'notFound',
  'assist.fromAssumes', 'gateway.sessionTimedOut',
];
