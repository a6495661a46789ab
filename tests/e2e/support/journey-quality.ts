/**
 * What a customer must never see on a purchase's screens, as pure checks over a screen's text and the fields it
 * asks: a text key or product code, an English word on a Chinese screen, an amount without currency or
 * separators, a time in UTC rather than Macao time, a field asked again with the same answer, and a rule the
 * final submit refuses although the step asking its answer could have refused it. The journey-quality browser
 * test reads each screen with {@link readScreen} and fails on any finding; tests/unit/journey-quality.test.ts
 * plants each kind of defect to prove the checks bite. Kept free of the browser so the unit test runs in node.
 */
import type { Page } from 'playwright-core';

/** A field the screen asks, as the customer sees it: its label and the answer it holds, and its id on the page. */
export interface AskedField {
  id: string;
  label: string;
  value: string;
}

/** One screen of a purchase: its name in the run, its visible text and the text fields it asks. */
export interface Screen {
  name: string;
  text: string;
  fields: readonly AskedField[];
}

/** What the checks of a screen need to know beyond the screen. */
export interface ScreenContext {
  /** The storefront language the screen is in (tw, cn, en). */
  lang: string;
  /** Every product code of the manifest: none may be shown. */
  productCodes: readonly string[];
  /** The customer's own answers (names, emails, plates…): their words may be in any script. */
  ownWords: ReadonlySet<string>;
  /** When the run started and when the screen was read (ms): a date-time shown in that window must be Macao's. */
  window: { from: number; to: number };
}

/**
 * The Latin words a tw or cn screen may show: brand and product names, currencies, units and the sandbox's
 * own names. One list, so a new allowance is a deliberate edit.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  'MOP', 'HKD', 'RMB', 'USD', 'CNY', 'km', 'kg', 'cc', 'cm', 'ID', 'SMS', 'PDF', 'App', 'APP', 'app',
  'WeChat', 'MPay', 'Alipay', 'AlipayHK', 'UnionPay', 'Visa', 'Mastercard', 'BOC', 'CTM', 'OK', 'QR', 'VIP',
  'Email', 'email', 'E-mail', 'Macao', 'Macau', 'MB', 'KB',
]);

/** File formats an upload names (in either case): names of formats, not English words. */
const FILE_FORMATS = new Set(['jpg', 'jpeg', 'png', 'heic', 'heif', 'bmp', 'pdf', 'gif', 'webp']);

/** Units an amount-like number may be followed by instead of a currency (a distance, an engine's size, a share). */
const UNITS = ['km', 'kg', 'cc', 'cm', '%', '平方呎', '歲', '天', '日', '年', '個月', '位', '人', 'years', 'days', 'day', 'months', 'persons', 'sq ft'];

const CURRENCY = '(?:MOP|HKD|USD|RMB|CNY|澳門元|澳门元|人民幣|人民币|港幣|港币|\\$)';

/** Last parts of a dotted token that make it an address or file name rather than a text key. */
const NOT_KEY_ENDINGS = new Set(['com', 'mo', 'org', 'net', 'hk', 'cn', 'gov', 'pdf', 'png', 'jpg', 'jpeg', 'html']);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Text keys shown as text, e.g. `gateway.account.loginFailed` or `order.callFailed` (not a domain, email or version). */
export function textKeysIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w.@/-])([a-z][A-Za-z0-9_-]*(?:\.[A-Za-z][A-Za-z0-9_-]*)+)(?![\w@/-]|\.\w)/g)) {
    const token = match[1] ?? '';
    const last = token.split('.').at(-1) ?? '';
    if (!NOT_KEY_ENDINGS.has(last.toLowerCase()) && !token.startsWith('www.')) found.push(token);
  }
  return found;
}

/**
 * Product codes shown as words. A code inside a number (a policy number P-TPS-2026-000001, an order number
 * TPS-20261129-0BC7…) is part of an identifier the customer quotes, not a word of the text.
 */
export function productCodesIn(text: string, codes: readonly string[]): string[] {
  return codes.filter((code) => new RegExp(`(?<![A-Za-z0-9-])${escaped(code)}(?![A-Za-z0-9-])`).test(text));
}

/** Latin words on a Chinese screen that are neither allowed, nor file formats, nor the customer's own, nor parts of a number. */
export function englishWordsIn(text: string, ownWords: ReadonlySet<string>): string[] {
  const tokens = text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [];
  const words = tokens.filter((token) => !/\d/.test(token)).map((token) => token.replace(/[-'’]+$/, '')).filter((word) => word.length > 1);
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word) && !FILE_FORMATS.has(word.toLowerCase()) && !ownWords.has(word) && !ownWords.has(word.toUpperCase())))];
}

/** An amount written with its thousands grouped by commas (and cents when it has any). */
const WELL_GROUPED = /^\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;

/**
 * Amounts a customer cannot read as money: after a currency, a number not grouped by thousands ("MOP 9632.00");
 * without a currency, a number with cents or thousands groups ("1,500,000.00") or a bare number of five or more
 * digits ("300000") that is neither followed by a unit nor the customer's own answer.
 */
export function badAmountsIn(text: string, ownWords: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`${CURRENCY}\\s?(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)(?!\\d)(萬|万)?`, 'g'))) {
    const number = match[1] ?? '';
    if (!match[2] && !WELL_GROUPED.test(number)) found.push(match[0]);
  }
  const unit = `\\s?(?:${UNITS.map(escaped).join('|')})`;
  const bare = new RegExp(`(?<![\\w.,:/#+×-]|${CURRENCY}\\s?)(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+\\.\\d{2}|\\d{5,})(?![\\w.,:/-]|\\d|${unit})`, 'g');
  for (const match of text.matchAll(bare)) {
    const number = match[1] ?? '';
    const before = text.slice(Math.max(0, (match.index ?? 0) - 5), match.index);
    if (new RegExp(`${CURRENCY}\\s?$`).test(before) || ownWords.has(number)) continue;
    found.push(number);
  }
  return found;
}

/** A date and time written on a screen, read as wall-clock digits (month 1-12). */
interface WallTime {
  text: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimesIn(text: string): WallTime[] {
  const times: WallTime[] = [];
  for (const match of text.matchAll(/(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?[ T,]*(\d{1,2}):(\d{2})/g)) {
    const [, year, month, day, hour, minute] = match.map(Number);
    times.push({ text: match[0], year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0 });
  }
  for (const match of text.matchAll(/(\d{2})\/(\d{2})\/(\d{4}),?\s*(\d{1,2}):(\d{2})/g)) {
    const [, day, month, year, hour, minute] = match.map(Number);
    times.push({ text: match[0], year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0 });
  }
  return times;
}

/** Slack either side of the run's window, for a time written to the minute. */
const MINUTE_MS = 60_000;

/**
 * Times shown in UTC: an ISO instant ending in Z, or a date and time whose digits read as UTC fall within the run
 * (a Macao time of the run reads as UTC 8 hours later, outside a window shorter than that).
 */
export function utcTimesIn(text: string, window: ScreenContext['window']): string[] {
  const iso = text.match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z/g) ?? [];
  const asUtc = wallTimesIn(text).filter((time) => {
    const at = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
    return at >= window.from - MINUTE_MS && at <= window.to + MINUTE_MS;
  });
  return [...iso, ...asUtc.map((time) => time.text)];
}

/** What one screen shows that it must not, each finding prefixed with its kind. */
export function screenFindings(screen: Screen, context: ScreenContext): string[] {
  const { text } = screen;
  const keys = textKeysIn(text);
  // A key is one finding, not also one English word per part of it.
  const words = keys.reduce((rest, key) => rest.replaceAll(key, ' '), text);
  const chinese = context.lang !== 'en';
  return [
    ...keys.map((key) => `text key "${key}"`),
    ...productCodesIn(text, context.productCodes).map((code) => `product code "${code}"`),
    ...(chinese ? englishWordsIn(words, context.ownWords).map((word) => `English word "${word}"`) : []),
    ...badAmountsIn(text, context.ownWords).map((amount) => `amount without currency or separators "${amount}"`),
    ...utcTimesIn(text, context.window).map((time) => `time not in Macao time "${time}"`),
  ].map((finding) => `${screen.name}: ${finding}`);
}

/** A field's id with the index of each list item replaced: the same field of two persons of one list shares it. */
function listField(id: string): string {
  return id.replace(/_\d+(?=_|$)/g, '_#');
}

/**
 * Fields asked again in one purchase with the same label and the same answer: on a later screen (the holder's
 * name after the insured person's), or on the same screen as another field (the holder's mobile and the contact
 * mobile). The same field of two persons of one list on one screen is one question per person, not a repeat.
 */
export function askedTwice(screens: readonly Screen[]): string[] {
  const firstAsked = new Map<string, { screen: string; id: string }>();
  const found: string[] = [];
  for (const screen of screens) {
    for (const { id, label, value } of screen.fields) {
      if (!label || !value) continue;
      const key = `${label}\u0000${value}`;
      const earlier = firstAsked.get(key);
      if (earlier === undefined) firstAsked.set(key, { screen: screen.name, id });
      else if (earlier.screen !== screen.name || listField(earlier.id) !== listField(id)) {
        found.push(`${screen.name}: "${label}" = "${value}" asked again (first on ${earlier.screen})`);
      }
    }
  }
  return found;
}

/** How a walk of a purchase ended with a planted answer that a product rule refuses. */
export type PlantedOutcome =
  | { refusedOn: 'step'; step: string }
  | { refusedOn: 'submit'; stepsPassed: readonly string[] }
  | { refusedOn: 'nowhere' };

/**
 * A rule refused at submit (or not at all) that the step asking the planted answer could have refused: the
 * customer passed that step believing the answer was fine.
 */
export function refusedTooLate(planted: { answer: string; askedOn: string }, outcome: PlantedOutcome): string[] {
  if (outcome.refusedOn === 'step') return [];
  const where = outcome.refusedOn === 'submit' ? `refused only at submit after ${outcome.stepsPassed.join(', ')}` : 'never refused';
  return [`${planted.askedOn}: the answer ${planted.answer} breaks a rule of the product but was ${where}`];
}

/** The customer's own words: every string in the answers, whole and split at spaces, dashes and punctuation. */
export function wordsOf(answers: unknown): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      words.add(text);
      for (const part of text.split(/[^A-Za-z0-9]+/)) if (part) words.add(part);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(answers);
  return words;
}

/**
 * The screen as the customer sees it: the page's visible text, and each visible text field with its label and
 * answer (choices and ticks are not typed, so they cannot be asked twice in the sense of typing again).
 */
export async function readScreen(page: Page, name: string): Promise<Screen> {
  const { text, fields } = await page.evaluate(() => {
    const typed = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=file]), textarea',
    );
    const asked = [...typed].filter((input) => input.offsetParent !== null && !input.readOnly && !input.disabled).map((input) => ({
      id: input.id,
      label: (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '').replace(/[*＊\s]+$/u, '').trim(),
      value: input.value.trim(),
    }));
    return { text: document.body.innerText, fields: asked };
  });
  return { name, text, fields };
}
