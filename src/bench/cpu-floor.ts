/**
 * What a signed call must cost at least, measured the way `npm run bench` measures the gateway: server CPU per
 * call (utime + stime from /proc over the run, ./load-generator.ts's `processCpuMs`, divided by the answers)
 * under autocannon (10 keep-alive connections on loopback, one POST of a form-sized JSON body), for three
 * servers answering the same body, each in its own process, run alternately, median of 3:
 *
 * - plain node:http (the bench's baseline);
 * - bare Fastify (the JSON body parsed, the answer sent as text, no hook);
 * - Fastify with one onSend hook signing the answer with ECDSA P-256 as the gateway does
 *   (src/server/security/signing-keys.ts: one-shot `crypto.sign`, a KeyObject made once, IEEE-P1363).
 *
 * It then prints the CPU of the two pieces a signed call cannot drop, measured in this process: one ECDSA P-256
 * signature, and one nonce insert committed in SQLite (WAL, synchronous FULL, as the gateway's storage) alone
 * and shared by 10 (the gateway's write group shares a commit between the calls of the same moment).
 *
 *   npx tsx src/bench/cpu-floor.ts [--seconds 5]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { processCpuMs } from './load-generator.js';

const CONNECTIONS = 10;
const RUNS = 3;
const ANSWER = JSON.stringify({
  tipCode: '0000', data: { premium: 1234.5, items: Array.from({ length: 8 }, (_, i) => ({ code: `X${i}`, amount: i * 10.5, label: `Item ${i}` })) },
});
const REQUEST = JSON.stringify({ formData: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, `value ${i}`])) });

/** Plain JavaScript for `node -e`, so no loader or code of ours is measured; its arguments are the answer and Fastify's path. */
const FASTIFY_SERVER = (signed: boolean): string => `
const [answer, fastifyPath] = process.argv.slice(1);
const crypto = require('node:crypto');
const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const app = require(fastifyPath)();
${signed ? `app.addHook('onSend', (request, reply, payload, done) => {
  const timestamp = String(Date.now());
  reply.header('timestamp', timestamp);
  reply.header('sign', crypto.sign('sha256', Buffer.from(timestamp + '\\n' + payload, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64'));
  done(null, payload);
});` : ''}
app.post('/call', async (request, reply) => { reply.type('application/json; charset=utf-8'); return answer; });
app.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log('port ' + app.server.address().port));
`;
const SERVERS: Readonly<Record<string, string>> = {
  'plain node:http': `
const [answer] = process.argv.slice(1);
require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
    response.end(answer);
  });
}).listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`,
  'bare Fastify': FASTIFY_SERVER(false),
  'Fastify + ECDSA signature': FASTIFY_SERVER(true),
};

interface Started { child: ChildProcess; url: string }

async function start(code: string): Promise<Started> {
  const child = spawn(process.execPath, ['-e', code, ANSWER, createRequire(import.meta.url).resolve('fastify')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString('utf8'));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`a floor server exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}/call` };
}

/** Server CPU per call (µs) and cores busy of one run. */
async function measure(server: Started, seconds: number): Promise<{ micros: number; cores: number; rps: number }> {
  const before = processCpuMs(server.child.pid);
  const result = await autocannon({
    url: server.url, method: 'POST', body: REQUEST, headers: { 'content-type': 'application/json' }, connections: CONNECTIONS, duration: seconds,
  });
  const cpuMs = processCpuMs(server.child.pid) - before;
  return { micros: (cpuMs * 1000) / result.requests.total, cores: cpuMs / 1000 / seconds, rps: result.requests.average };
}

/** Median CPU µs of `fn`, over 5 batches of `n` calls, user + system time of this process. */
function cpuMicros(n: number, fn: () => void): number {
  const runs: number[] = [];
  for (let batch = 0; batch < 5; batch += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < n; i += 1) fn();
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / n);
  }
  return runs.sort((a, b) => a - b)[2] ?? NaN;
}

/** The two pieces every signed call pays: a response signature, and its nonce committed (alone, or shared by 10). */
function pieces(): void {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let counter = 0;
  const signature = cpuMicros(4000, () => {
    sign('sha256', Buffer.from(`${(counter += 1)}\n${ANSWER}`, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  });
  console.log(`ECDSA P-256 signature of the answer: ${signature.toFixed(1)} µs CPU`);
  const folder = mkdtempSync(join(tmpdir(), 'cpu-floor-'));
  try {
    const db = new Database(join(folder, 'nonces.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table nonces (nonce text primary key, request_timestamp text not null, expires_at text not null)');
    const insert = db.prepare('insert into nonces values (?, ?, ?)');
    const one = db.transaction(() => insert.run(`n${(counter += 1)}`, '1', '2'));
    const ten = db.transaction(() => { for (let i = 0; i < 10; i += 1) insert.run(`n${(counter += 1)}`, '1', '2'); });
    console.log(`SQLite nonce insert committed alone: ${cpuMicros(500, one).toFixed(1)} µs CPU`);
    console.log(`SQLite nonce insert, 10 sharing a commit: ${(cpuMicros(100, ten) / 10).toFixed(1)} µs CPU each`);
    db.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--seconds');
  const seconds = at > 0 ? Number(process.argv[at + 1]) : 5;
  const servers = new Map<string, Started>();
  try {
    for (const [name, code] of Object.entries(SERVERS)) servers.set(name, await start(code));
    for (const server of servers.values()) await measure(server, 2); // warm-up, not counted
    const figures = new Map<string, Array<{ micros: number; cores: number; rps: number }>>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, server] of servers) figures.set(name, [...(figures.get(name) ?? []), await measure(server, seconds)]);
    }
    const plain = median((figures.get('plain node:http') ?? []).map((figure) => figure.micros));
    for (const [name, runs] of figures) {
      const micros = median(runs.map((figure) => figure.micros));
      console.log(`${name}: ${micros.toFixed(1)} µs CPU per call (${(micros / plain).toFixed(1)}x plain), runs ${runs.map((figure) => figure.micros.toFixed(1)).join(' / ')}, `
        + `req/s ${runs.map((figure) => Math.round(figure.rps)).join(' / ')}, cores busy ${runs.map((figure) => figure.cores.toFixed(2)).join(' / ')}`);
    }
  } finally {
    for (const server of servers.values()) server.child.kill();
  }
  pieces();
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

await main();
