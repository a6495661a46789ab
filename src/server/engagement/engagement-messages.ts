/**
 * The inbox messages the gateway sends (i18n keys under gateway.engagement.message) and how a stored
 * message reads in the caller's language.
 */
import type { UserMessage } from '../../contract/rows/engagement.js';
import { coverState, moneyText, type CoverState, type Lang } from '../../engine/index.js';
import type { ProductCatalog } from '../catalog/load-product-catalog.js';
import type { Translator } from '../i18n/translator.js';
import type { MessageRow } from './messages.repo.js';

export const WELCOME_MESSAGE = { titleKey: 'gateway.engagement.message.welcomeTitle', bodyKey: 'gateway.engagement.message.welcomeBody' };
export const POLICY_ISSUED_MESSAGE = { titleKey: 'gateway.engagement.message.policyIssuedTitle', bodyKey: 'gateway.engagement.message.policyIssuedBody' };

/**
 * A policy message's title as the policy page's status would put it on the day it is read (the same
 * {@link coverState}): "in force" only while it is, the start date while it has not started. An ended
 * policy keeps the stored title, which says only that it was issued.
 */
const POLICY_TITLE_KEYS: Partial<Record<CoverState, string>> = {
  notYetInForce: 'gateway.engagement.message.policyStartsTitle',
  inForce: 'gateway.engagement.message.policyInForceTitle',
};

/** The title key of a stored message on `today`: a policy message with its cover dates follows its cover. */
function titleKey(row: MessageRow, params: Record<string, string | number>, today: string): string {
  const commDate = typeof params.commDate === 'string' ? params.commDate : undefined;
  if (row.kind !== 'policyIssued' || commDate === undefined) return row.title_key;
  const expiryDate = typeof params.expiryDate === 'string' ? params.expiryDate : undefined;
  return POLICY_TITLE_KEYS[coverState({ commDate, expiryDate }, today)] ?? row.title_key;
}

/** An `amount` parameter with its `currency` written by the one money formatter ("MOP 9,632.00"); other parameters as stored. */
function withMoney(params: Record<string, string | number>): Record<string, string | number> {
  const amount = Number(params.amount);
  if (params.amount === undefined || typeof params.currency !== 'string' || !Number.isFinite(amount)) return params;
  return { ...params, amount: moneyText(amount, params.currency) };
}

/**
 * The message in `lang` as it reads on `today` (Macao, `YYYY-MM-DD`); a `productCode` parameter also fills
 * `{{product}}` with the product's name.
 */
export function renderMessage(row: MessageRow, lang: Lang, translator: Translator, catalog: ProductCatalog, today: string): UserMessage {
  const params = withMoney(JSON.parse(row.params) as Record<string, string | number>);
  const productCode = typeof params.productCode === 'string' ? params.productCode : undefined;
  const product = productCode ? catalog.registry.get(productCode)?.definition.titles[lang] ?? productCode : undefined;
  const filled = product === undefined ? params : { ...params, product };
  return {
    messageId: row.message_id,
    kind: row.kind,
    title: translator.t(lang, titleKey(row, params, today), filled),
    body: translator.t(lang, row.body_key, filled),
    link: row.link,
    createdAt: row.created_at,
    unread: row.read_at === null,
  };
}
