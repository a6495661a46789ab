/**
 * A request held in flight on purpose: its headers and the first part of its body are sent on a socket of
 * its own, the rest only when the test says, so a gateway can be shut down while it is under way. The answer
 * is read as raw HTTP/1.1: either a status with its body, or `closed` when the gateway closed the connection
 * without answering (which is what a clean close of an unfinished request looks like).
 */
import { connect, type Socket } from 'node:net';

export interface HeldRequest {
  /** Sends the rest of the body; resolves to the answer, or `closed` when the connection ended without one. */
  finish(): Promise<HeldAnswer>;
  /** Resolves to the answer once there is one (without sending anything more), or `closed`. */
  answer: Promise<HeldAnswer>;
}

export type HeldAnswer = { status: number; body: string } | 'closed';

/** Parses what came back on the socket: a status line and a body with its length, or nothing usable. */
function parseAnswer(raw: string): HeldAnswer {
  const status = /^HTTP\/1\.1 (\d{3})/.exec(raw);
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (!status || headerEnd < 0) return 'closed';
  return { status: Number(status[1]), body: raw.slice(headerEnd + 4) };
}

/**
 * Opens a connection to `port` on loopback and sends `POST path` with `headers` and the first half of `body`;
 * resolves once those bytes have been handed to the system.
 */
export async function holdRequest(port: number, path: string, headers: Record<string, string>, body: string): Promise<HeldRequest> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const bytes = Buffer.from(body, 'utf8');
  const half = Math.floor(bytes.length / 2);
  const head = [`POST ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: close', `content-length: ${bytes.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answer = new Promise<HeldAnswer>((resolve) => {
    // An error (a reset) is a close without an answer too.
    socket.once('error', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    socket.once('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
  await new Promise<void>((resolve, reject) => socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), bytes.subarray(0, half)]), (error) => (error ? reject(error) : resolve())));
  return {
    answer,
    finish() {
      if (!socket.destroyed) socket.write(bytes.subarray(half));
      return answer;
    },
  };
}
