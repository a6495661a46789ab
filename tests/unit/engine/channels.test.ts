import { describe, expect, it } from 'vitest';
import { detectChannel, knownChannel, operationCodeFor, type ChannelTable } from '../../../src/engine/index.js';
import channelsJson from '../../../schemas/channels.json';

const table = channelsJson as ChannelTable;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('detectChannel', () => {
  it('names the bank app and what it switches off', () => {
    const found = detectChannel(`${IPHONE} BOCMacau/3.2`, table);
    expect(found.channel).toBe('bank');
    expect(found.mobile).toBe(true);
    expect(found.disables.tabs).toEqual(['mine']);
    expect(found.disables.functions).toEqual(['coupons', 'points', 'renewal']);
    expect(found.disables.products).toEqual(['THL']);
  });

  it('names the telecom wallet, the payment app and WeChat, case-insensitively', () => {
    expect(detectChannel(`${IPHONE} ctmpay/1.0`, table).channel).toBe('telecom');
    expect(detectChannel(`${IPHONE} mPay/5`, table).channel).toBe('payment');
    expect(detectChannel(`${IPHONE} MicroMessenger/8.0.40`, table).channel).toBe('wechat');
  });

  it('takes the first matching channel in table order', () => {
    expect(detectChannel(`${IPHONE} BOCAPP MicroMessenger/8.0`, table).channel).toBe('bank');
  });

  it('is the plain web on a phone browser, mobile', () => {
    expect(detectChannel(IPHONE, table)).toEqual({ channel: 'web', mobile: true, disables: { tabs: [], functions: [], products: [] } });
    expect(detectChannel('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0', table).mobile).toBe(true);
  });

  it('is the plain web, not mobile, on a desktop browser', () => {
    expect(detectChannel(DESKTOP, table)).toMatchObject({ channel: 'web', mobile: false });
  });

  it('gives the same answer every time (no stateful patterns)', () => {
    const global: ChannelTable = { ...table, channels: table.channels.map((entry) => ({ ...entry, flags: 'gi' })) };
    expect(detectChannel(`${IPHONE} BOCAPP`, global).channel).toBe('bank');
    expect(detectChannel(`${IPHONE} BOCAPP`, global).channel).toBe('bank');
  });
});

describe('operationCodeFor (docs/spec/storefront-spec.md#6-roles-and-permissions, operation channel)', () => {
  it('names the app a policy must be operated in when the storefront runs elsewhere', () => {
    expect(operationCodeFor('bank', 'web', table)).toBe('C003');
    expect(operationCodeFor('telecom', 'wechat', table)).toBe('C002');
  });
  it('is null in that same app, and for channels that do not hold on to their policies', () => {
    expect(operationCodeFor('bank', 'bank', table)).toBeNull();
    expect(operationCodeFor('web', 'bank', table)).toBeNull();
    expect(operationCodeFor('wechat', 'web', table)).toBeNull();
  });
  it('reads an unknown reported channel as the plain web', () => {
    expect(knownChannel('telecom')).toBe('telecom');
    expect(knownChannel('someOtherApp')).toBe('web');
  });
});
