/**
 * Which channel the storefront runs in (docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom), from the user agent and the channel table
 * (schemas/channels.json). Pure: the app passes `navigator.userAgent` and the table in.
 */

/** The channels the storefront knows; `web` is the plain browser. */
export const CHANNEL_IDS = ['bank', 'telecom', 'payment', 'wechat', 'web'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** A channel id as reported by a caller (x-options), or `web` for anything unknown. */
export function knownChannel(value: string): ChannelId {
  return (CHANNEL_IDS as readonly string[]).includes(value) ? (value as ChannelId) : 'web';
}

/** What a channel switches off: tab names, function names, product codes. */
export interface ChannelDisables {
  tabs: string[];
  functions: string[];
  products: string[];
}

/** One in-app channel of the table: the user-agent pattern (RegExp source and flags) that names it. */
export interface ChannelEntry {
  id: ChannelId;
  userAgent: string;
  flags?: string;
  mobile: boolean;
  disables: ChannelDisables;
  /** Where a policy bought in this app is operated (docs/spec/storefront-spec.md#6-roles-and-permissions: C003 the bank app; others the telecom app). */
  operationCode?: string;
}

/** The channel table as schemas/channels.json holds it. */
export interface ChannelTable {
  channels: ChannelEntry[];
  web: { id: 'web'; mobileUserAgent: string; flags?: string; disables: ChannelDisables };
}

/** The detected channel, whether the device counts as a phone, and what the channel switches off. */
export interface DetectedChannel {
  channel: ChannelId;
  mobile: boolean;
  disables: ChannelDisables;
}

/** Only the flags that do not make `test` stateful (g and y would carry lastIndex between calls). */
function safeFlags(flags: string | undefined): string {
  return (flags ?? '').replace(/[gy]/g, '');
}

/** The first channel whose pattern matches `userAgent`; otherwise the plain web, mobile when the agent says so. */
export function detectChannel(userAgent: string, table: ChannelTable): DetectedChannel {
  for (const entry of table.channels) {
    if (new RegExp(entry.userAgent, safeFlags(entry.flags)).test(userAgent)) {
      return { channel: entry.id, mobile: entry.mobile, disables: entry.disables };
    }
  }
  const mobile = new RegExp(table.web.mobileUserAgent, safeFlags(table.web.flags)).test(userAgent);
  return { channel: 'web', mobile, disables: table.web.disables };
}

/**
 * The operation-channel code of a policy bought in `boughtIn`, when it must be operated there and the
 * storefront now runs elsewhere (`current`): the app then shows the operation-channel modal instead of the
 * change, renewal or add-information pages. Null when it may be operated here.
 */
export function operationCodeFor(boughtIn: string, current: ChannelId, table: ChannelTable): string | null {
  if (boughtIn === current) return null;
  return table.channels.find((entry) => entry.id === boughtIn)?.operationCode ?? null;
}
