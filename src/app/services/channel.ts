/**
 * The channel this page runs in (docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom), detected once from the user agent with the channel
 * table (schemas/channels.json). It is reported in x-options, matched against a product's
 * `channels.disabledIn`, and decides where launch and session ends send the user.
 */
import { detectChannel, operationCodeFor, type ChannelTable, type DetectedChannel } from '../../engine/index.js';
import channelsJson from '../../../schemas/channels.json';

/** The detected channel, whether the device is a phone, and what the channel switches off. */
export const APP_CHANNEL_INFO: DetectedChannel = detectChannel(
  typeof navigator === 'undefined' ? '' : navigator.userAgent,
  channelsJson as ChannelTable,
);

/** The channel id (x-options, product `channels.disabledIn`). */
export const APP_CHANNEL = APP_CHANNEL_INFO.channel;

/** Whether the channel switches off the tab, function or product named. */
export function channelDisables(kind: keyof DetectedChannel['disables'], name: string): boolean {
  return APP_CHANNEL_INFO.disables[kind].includes(name);
}

/** The operation-channel code (C003 the bank app, others the telecom app) of a policy bought in `boughtIn`, when it must be operated there and not here; else null. */
export function operationCodeHere(boughtIn: string): string | null {
  return operationCodeFor(boughtIn, APP_CHANNEL, channelsJson as ChannelTable);
}
