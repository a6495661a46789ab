/**
 * The load generator of `npm run bench` (autocannon's job, written on node:http so nothing is
 * installed): `connections` keep-alive connections on loopback, each sending its next request as soon
 * as the previous answer is read, for a fixed time. Every request is signed afresh through the
 * project's own signing code (src/contract/signing.ts: a new nonce and timestamp each time), exactly as
 * the storefront signs, so a gateway's replay and skew checks see what they see in production. The
 * signatures of a run are made before it starts (a pool, one per request, well inside the 300 s clock
 * window): signing with WebCrypto costs the client about 50 microseconds a request on the same two
 * cores the servers run on, which would otherwise cap the baseline and flatter the ratio. A run that
 * outgrows its pool signs the rest as it goes, and says how many. The baseline server gets the same kind
 * of signed requests.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { HEADERS, signRequest } from '../contract/index.js';

/** One kind of call to repeat. */
export interface LoadTarget {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  method: 'GET' | 'POST';
  /** Path and query as signed. */
  path: string;
  /** JSON text ('' for GET). */
  body: string;
  clientId: string;
  clientKey: string;
  /** Session token, '' for none. */
  token: string;
}

export interface LoadFigures {
  /** Answered requests per second. */
  rps: number;
  /** 99th percentile latency, ms. */
  p99: number;
  /** Answers other than 200 (a broken run shows here rather than as a fast one). */
  failures: number;
  requests: number;
  /** Requests signed during the run because the pool ran out. */
  signedDuringRun: number;
  /**
   * CPU the server process used per answered request during the run, ms (all its threads), when its pid
   * was given and the system says (Linux /proc); NaN otherwise. Unlike req/s it hardly depends on what
   * else the machine runs, so it shows a change in the server's own cost where req/s cannot.
   */
  serverCpuMsPerCall: number;
}

/**
 * CPU time used so far by process `pid`, all threads, in ms: the sum of /proc/<pid>/task/<tid>/schedstat's
 * first field (ns on the CPU), so threads that ended before the read are not counted (the gateway's
 * live for its whole life). NaN where /proc is not available.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return ns / 1e6;
  } catch {
    return NaN;
  }
}

/** Most signatures made ahead of one run. */
const POOL_LIMIT = 250_000;

async function signedHeaders(target: LoadTarget): Promise<Record<string, string>> {
  const nonce = randomUUID();
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    [HEADERS.session]: target.token,
    [HEADERS.clientId]: target.clientId,
    [HEADERS.route]: '/pages/bench/index',
    [HEADERS.options]: JSON.stringify({ nonce, lang: 'en', channel: 'web' }),
    [HEADERS.timestamp]: timestamp,
    [HEADERS.sign]: await signRequest(target.clientKey, { method: target.method, path: target.path, timestamp, nonce, body: target.body }),
  };
  if (target.method === 'POST') headers['content-type'] = 'application/json';
  return headers;
}

function send(agent: Agent, target: LoadTarget, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const sized = target.method === 'POST' ? { ...headers, 'content-length': String(Buffer.byteLength(target.body)) } : headers;
    const call = request({ agent, host: hostname, port, method: target.method, path: target.path, headers: sized }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(target.method === 'POST' ? target.body : undefined);
  });
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

/**
 * Runs the load for `seconds` and reports throughput and p99 (latency from sending to the last byte);
 * `expectedRps` sizes the pool of signatures made before the clock starts; with `serverPid`, also the
 * CPU that process used per answered request.
 */
export async function runLoad(target: LoadTarget, connections: number, seconds: number, expectedRps = 0, serverPid?: number): Promise<LoadFigures> {
  const pool = await Promise.all(Array.from({ length: Math.min(POOL_LIMIT, Math.ceil(expectedRps * seconds)) }, () => signedHeaders(target)));
  let signedDuringRun = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = processCpuMs(serverPid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      let headers = pool.pop();
      if (!headers) {
        signedDuringRun += 1;
        headers = await signedHeaders(target);
      }
      const at = performance.now();
      const status = await send(agent, target, headers).catch(() => 0);
      latencies.push(performance.now() - at);
      if (status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuMsPerCall = (processCpuMs(serverPid) - cpuBefore) / latencies.length;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p99: percentile(latencies, 0.99), failures, requests: latencies.length, signedDuringRun, serverCpuMsPerCall };
}

/** One signed call, for the body the baseline server is to answer with. */
export async function callOnce(target: LoadTarget): Promise<{ status: number; body: string }> {
  const response = await fetch(`${target.url}${target.path}`, {
    method: target.method, headers: await signedHeaders(target), ...(target.method === 'POST' ? { body: target.body } : {}),
  });
  return { status: response.status, body: await response.text() };
}
