/**
 * The bundled labels (schemas/i18n/<lang>.json) come in three parts per language, so a screen does not wait for
 * the texts of pages it does not show: `firstScreen`, what launch, the shell (nav bar, tab bar, language
 * sheet, toasts of the API client) and home read; `order`, what the order wizard's pages read besides (its steps,
 * forms, validation messages, review summary, quote); and `pages`, everything else. The first page past home
 * fetches its parts with its chunk (src/app/i18n/page-labels.ts): the order wizard's pages the `order` part alone,
 * any other page both. src/build/vite-plugins/label-parts.ts cuts the files at build time by these lists; the label
 * file from the gateway still brings every label of the language.
 */

/** The parts of a language's bundled labels. */
export type LabelPart = 'firstScreen' | 'order' | 'pages';

/** Every part, in the order they are merged. */
export const LABEL_PARTS: readonly LabelPart[] = ['firstScreen', 'order', 'pages'];

/**
 * What the first screen reads: whole namespaces, or one dotted key of a namespace whose other keys only other
 * pages read. Page titles (`page`) stay whole: the nav bar names any route the app opens on.
 */
export const FIRST_SCREEN_LABELS: readonly string[] = [
  'app', 'tab', 'page', 'lang', 'line', 'home', 'product', 'error', 'shell', 'notFound',
  'assist.fromAssumes', 'gateway.sessionTimedOut',
];

/**
 * What the order wizard's pages (TPS-like orders and the motor order's steps) read that the first screen does not,
 * in the same form: the form schemas' titles and help (`field`, `dict`, `help`), the theme's texts (`ui`), the
 * validation messages, the wizard's own texts (`order`, `prefill`, `productVersion`, the live estimate's `assist`
 * and `rating`), of the product pages' texts the unavailable product's (an order of a product not sold), and the
 * refused release's hotline.
 * tests/component/order/order-labels.test.tsx draws the order steps with these and the first screen's alone.
 */
export const ORDER_LABELS: readonly string[] = [
  'field', 'dict', 'help', 'ui', 'validation', 'order', 'prefill', 'productVersion', 'assist', 'rating',
  'productPages.unavailableTitle', 'productPages.unavailableText', 'productPages.unavailableNamed', 'productPages.unavailableNoCode', 'productPages.toShop',
  'service.hotlineNumber',
];

/** The lists that pick a label's part, first match first; a label none names is in `pages`. */
export const LISTED_LABEL_PARTS: readonly (readonly [LabelPart, readonly string[]])[] = [
  ['firstScreen', FIRST_SCREEN_LABELS],
  ['order', ORDER_LABELS],
];
