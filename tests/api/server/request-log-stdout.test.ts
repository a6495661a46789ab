/**
 * The request log as deployed: `src/server/main.ts` in a process of its own, stdout a pipe (a log pipeline),
 * LOG_LEVEL info. Every answered call, refusals included, has its one JSON line on stdout with what operators
 * use (request id, endpoint, method, status, tipCode, duration, time, instance), and after SIGTERM, whose
 * graceful shutdown ends in process.exit, no line is missing or cut.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, HEADERS, signRequest } from '../../../src/contract/index.js';
import { freeLoopbackPort, REPOSITORY_ROOT } from '../../../src/bench/soak/gateway-process.js';
import { CLIENT_ID, CLIENT_KEY } from './signed-fetch.js';

const START_TIMEOUT_MS = 180_000;
const CALLS = 40;

const dataDir = mkdtempSync(join(tmpdir(), 'request-log-stdout-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Answer { status: number; tipCode: string; requestId: string }

/** One signed order.baseNow to `url` (its own nonce and timestamp), ready to be sent, and sent again as a replay. */
async function signedBaseNow(url: string, clientKey = CLIENT_KEY): Promise<() => Promise<Answer>> {
  const { method, path } = endpoints['order.baseNow'];
  const nonce = randomUUID();
  const timestamp = String(Date.now());
  const body = '{}';
  const sign = await signRequest(clientKey, { method, path, timestamp, nonce, body });
  const headers = {
    'content-type': 'application/json', [HEADERS.clientId]: CLIENT_ID, [HEADERS.route]: '/pages/home/index',
    [HEADERS.options]: JSON.stringify({ nonce, lang: 'en', channel: 'web' }), [HEADERS.timestamp]: timestamp, [HEADERS.sign]: sign,
  };
  return async () => {
    const answer = await fetch(`${url}${path}`, { method, body, headers });
    const envelope = await answer.json() as { tipCode: string };
    return { status: answer.status, tipCode: envelope.tipCode, requestId: answer.headers.get('x-request-id') ?? '' };
  };
}

describe('the request log on standard output', () => {
  it('has one whole JSON line per answered call, refusals included, all written by the time the process exits', async () => {
    const port = await freeLoopbackPort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: REPOSITORY_ROOT, stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, GATEWAY_MODE: 'sandbox', LOG_LEVEL: 'info', DATABASE_URL: '' },
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the gateway did not start:\n${output}`)), START_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('Storefront ready at')) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then(() => reject(new Error(`the gateway exited while starting:\n${output}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const calls = await Promise.all(Array.from({ length: CALLS }, () => signedBaseNow(url)));
    const answers = await Promise.all([...calls.map((send) => send()), (await signedBaseNow(url, `${CLIENT_KEY}-wrong`))()]);
    // The first call sent again, as it was: a replay.
    answers.push(await calls[0]!());
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals.map((answer) => answer.tipCode).sort()).toEqual(['V00401', 'V00403']);
    const jsonLines = output.split('\n').filter((line) => line.startsWith('{'));
    const requestLines = jsonLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(answers.length);
    expect(new Set(requestLines.map((line) => line.reqId))).toEqual(new Set(answers.map((answer) => answer.requestId)));
    for (const line of requestLines) {
      const answer = answers.find((each) => each.requestId === line.reqId)!;
      expect(line).toMatchObject({
        level: 30, endpoint: 'order.baseNow', method: 'POST', status: answer.status, tipCode: answer.tipCode,
        durationMs: expect.any(Number), time: expect.any(Number), instance: expect.stringMatching(/.+:\d+$/),
      });
    }
  }, START_TIMEOUT_MS + 60_000);
});
