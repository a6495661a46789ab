import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import {
  canonicalRequest, canonicalResponse, importResponseKey, sha256Hex, signRequest, verifyRequestSignature,
  verifyResponseSignature,
} from '../../../src/contract/index.js';

const clientKey = 'mo-storefront-public-tamper-key-v1';
const tempSave = {
  method: 'POST',
  path: '/api/order/TPS/tempSave',
  timestamp: '1763712000000',
  nonce: '6f1c2a9e-0000-4000-8000-000000000001',
  body: '{"b2cOrderId":"ORD-000001"}',
};

describe('request signature (fixed vectors, cross-checked with node:crypto createHmac)', () => {
  it('hashes the body with SHA-256', async () => {
    expect(await sha256Hex(tempSave.body)).toBe('d0bc382d0aed20c8460437667cbf9c44f40da7b927c4c5d22226dc57a1298c2e');
  });

  it('covers method, path, timestamp, nonce and body hash, one per line', async () => {
    expect(await canonicalRequest({ ...tempSave, method: 'post' })).toBe(
      'POST\n/api/order/TPS/tempSave\n1763712000000\n6f1c2a9e-0000-4000-8000-000000000001\nd0bc382d0aed20c8460437667cbf9c44f40da7b927c4c5d22226dc57a1298c2e',
    );
  });

  it('signs a POST with a body', async () => {
    expect(await signRequest(clientKey, tempSave)).toBe('c217d95f323089929427f211a2c1f812745115aaccc3adcf089dcd6c6a844503');
  });

  it('signs a GET with an empty body', async () => {
    const input = { method: 'GET', path: '/api/plat/func/switch', timestamp: '1763712000000', nonce: 'n', body: '' };
    expect(await signRequest(clientKey, input)).toBe('a51915fcd190c3d760388aceb96e18455f3517e0c1b3c187f2fe646b11801dbf');
  });

  it('refuses a signature when any covered part changes', async () => {
    const sign = await signRequest(clientKey, tempSave);
    expect(await verifyRequestSignature(clientKey, tempSave, sign)).toBe(true);
    expect(await verifyRequestSignature(clientKey, { ...tempSave, body: '{"b2cOrderId":"ORD-000002"}' }, sign)).toBe(false);
    expect(await verifyRequestSignature(clientKey, { ...tempSave, path: '/api/order/THLM/tempSave' }, sign)).toBe(false);
    expect(await verifyRequestSignature(clientKey, { ...tempSave, nonce: 'other' }, sign)).toBe(false);
    expect(await verifyRequestSignature(clientKey, { ...tempSave, timestamp: '1763712000001' }, sign)).toBe(false);
    expect(await verifyRequestSignature('another-key', tempSave, sign)).toBe(false);
  });
});

describe('response signature (ECDSA P-256, gateway-held private key)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const input = { timestamp: '1763712000000', nonce: 'abc', body: '{"succ":true}' };
  const signature = nodeSign('sha256', Buffer.from(canonicalResponse(input)), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64');

  it('verifies what node:crypto signed', async () => {
    expect(await verifyResponseSignature(await importResponseKey(spki), input, signature)).toBe(true);
  });

  it('fails on a changed body, a changed nonce or a garbage signature, without throwing', async () => {
    const key = await importResponseKey(spki);
    expect(await verifyResponseSignature(key, { ...input, body: '{"succ":false}' }, signature)).toBe(false);
    expect(await verifyResponseSignature(key, { ...input, nonce: 'abd' }, signature)).toBe(false);
    expect(await verifyResponseSignature(key, input, 'not base64 at all!')).toBe(false);
  });
});
