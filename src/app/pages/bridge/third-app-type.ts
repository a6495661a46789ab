import type { Channel } from '../../../../flows/index.js';
import type { ThirdAppType } from '../../../contract/rows/third-party.js';

/** The third-party app type of each channel (the gateway's thirdType); the storefront sends wechat when it has none. */
const APP_TYPE_OF_CHANNEL: Record<string, ThirdAppType> = { bank: 'bocApp', telecom: 'ctmApp', payment: 'mpay', wechat: 'wechat' };

/** The app type the bridge asks the gateway about: the query's BocApp purpose, else the channel's app. */
export function thirdAppType(channel: Channel | string, purpose: string | undefined): ThirdAppType {
  if (purpose === 'BocApp') return 'bocApp';
  return APP_TYPE_OF_CHANNEL[channel] ?? 'wechat';
}
