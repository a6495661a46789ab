/**
 * A request whose body arrives a byte at a time is cut off at the request deadline with a 408 and its
 * connection closed, instead of being held open for as long as the sender keeps dripping. The gateway
 * runs with a short deadline here so the test need not drip for a minute (the default deadlines are
 * DEFAULT_SERVER_TIMEOUTS); the test asserts what happened, never how long it took.
 */
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS } from '../../../src/server/http/server-timeouts.js';
import { startTestGateway, type TestGateway } from './signed-fetch.js';

/** Bytes the body announces: far more than the deadline lets through at the drip rate. */
const BODY_BYTES = 400;
/** Pause between two bytes of the body. */
const DRIP_MS = 50;

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({ timeouts: { requestMs: 1_000, headersMs: 1_000, checkIntervalMs: 100 } });
});
afterAll(async () => {
  await tg.stop();
});

/** Sends the headers, then the body a byte per {@link DRIP_MS} until the gateway closes the connection. */
async function drip(): Promise<{ bytesSent: number; answer: string }> {
  const { hostname, port } = new URL(tg.url);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => { answer += chunk.toString('latin1'); });
  socket.on('close', () => { closed = true; });
  socket.on('error', () => { closed = true; });
  await new Promise<void>((connected) => socket.once('connect', () => connected()));
  socket.write(`POST /api/user/smsCode HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
  let bytesSent = 0;
  while (!closed && bytesSent < BODY_BYTES) {
    socket.write(' ');
    bytesSent += 1;
    await sleep(DRIP_MS);
  }
  socket.destroy();
  return { bytesSent, answer };
}

describe('slow requests', () => {
  it('cuts off a body that arrives a byte at a time with a 408, before the body is complete', async () => {
    const { bytesSent, answer } = await drip();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(BODY_BYTES);
  });

  it('runs with the stated deadlines by default', async () => {
    const plain = await startTestGateway();
    try {
      const { server } = plain.gateway.app;
      expect({ request: server.requestTimeout, headers: server.headersTimeout })
        .toEqual({ request: DEFAULT_SERVER_TIMEOUTS.requestMs, headers: DEFAULT_SERVER_TIMEOUTS.headersMs });
      expect(server.requestTimeout).toBeGreaterThan(0);
    } finally {
      await plain.stop();
    }
  });
});
