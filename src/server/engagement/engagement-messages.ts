/**
 * The inbox messages the gateway sends (i18n keys under gateway.engagement.message) and how a stored
 * message reads in the caller's language.
 */
import type { UserMessage } from '../../contract/rows/engagement.js';
import type { Lang } from '../../engine/index.js';
import type { ProductCatalog } from '../catalog/load-product-catalog.js';
import type { Translator } from '../i18n/translator.js';
import type { MessageRow } from '../storage/messages.repo.js';

export const WELCOME_MESSAGE = { titleKey: 'gateway.engagement.message.welcomeTitle', bodyKey: 'gateway.engagement.message.welcomeBody' };
export const POLICY_ISSUED_MESSAGE = { titleKey: 'gateway.engagement.message.policyIssuedTitle', bodyKey: 'gateway.engagement.message.policyIssuedBody' };

/** The message in `lang`; a `productCode` parameter also fills `{{product}}` with the product's name. */
export function renderMessage(row: MessageRow, lang: Lang, translator: Translator, catalog: ProductCatalog): UserMessage {
  const params = JSON.parse(row.params) as Record<string, string | number>;
  const productCode = typeof params.productCode === 'string' ? params.productCode : undefined;
  const product = productCode ? catalog.registry.get(productCode)?.definition.titles[lang] ?? productCode : undefined;
  const filled = product === undefined ? params : { ...params, product };
  return {
    messageId: row.message_id,
    kind: row.kind,
    title: translator.t(lang, row.title_key, filled),
    body: translator.t(lang, row.body_key, filled),
    link: row.link,
    createdAt: row.created_at,
    unread: row.read_at === null,
  };
}
