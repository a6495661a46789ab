/** The kinds of storefront messages (UserMessage.kind), in the order the message centre lists them. */
import type { UserMessage } from '../../../contract/rows/engagement.js';

export const MESSAGE_KINDS: readonly UserMessage['kind'][] = ['policyIssued', 'couponIssued', 'invitation', 'welcome'];

export function isMessageKind(value: string | null): value is UserMessage['kind'] {
  return value !== null && (MESSAGE_KINDS as readonly string[]).includes(value);
}
