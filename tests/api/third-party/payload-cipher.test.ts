/**
 * order.baseEnc / order.baseDec: AES-256-GCM under a key of the gateway's data folder; a round trip
 * gives the text back, a tampered cipher or one from another gateway is refused with a localised message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
let other: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
  other = await startClientSession();
});
afterAll(async () => {
  await session.stop();
  await other.stop();
});

describe('payload encryption', () => {
  it('encrypts to a fresh cipher every time, and decrypts it back', async () => {
    const plain = '澳門 policy P-2026-000123 {"phone":"66123456"}';
    const first = await session.client.call('order.baseEnc', { plain });
    const second = await session.client.call('order.baseEnc', { plain });
    if (!first || !second) throw new Error('enc failed');
    expect(first.cipher).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.cipher).not.toContain('66123456');
    expect(first.cipher).not.toBe(second.cipher);
    expect(await session.client.call('order.baseDec', { cipher: first.cipher })).toEqual({ plain });
    expect(await session.client.call('order.baseDec', { cipher: second.cipher })).toEqual({ plain });
  });

  it('refuses a tampered cipher, and one made by another gateway, with a localised message', async () => {
    const made = await session.client.call('order.baseEnc', { plain: 'amount=1000' });
    if (!made) throw new Error('enc failed');
    const middle = Math.floor(made.cipher.length / 2);
    const tampered = `${made.cipher.slice(0, middle)}${made.cipher[middle] === 'A' ? 'B' : 'A'}${made.cipher.slice(middle + 1)}`;
    session.setLang('tw');
    expect(await session.client.call('order.baseDec', { cipher: tampered })).toBe(false);
    expect(session.lastToast()).toBe('資料無法解密，可能已被篡改');
    session.setLang('en');
    expect(await other.client.call('order.baseDec', { cipher: made.cipher })).toBe(false);
    expect(other.lastToast()).toBe('The data could not be decrypted; it may have been altered');
  });
});
