/**
 * The load generator of `npm run bench`: autocannon, `connections` keep-alive connections on loopback,
 * each sending its next request as soon as the previous answer is read, for a fixed time. A home-made
 * node:http generator capped the plain baseline at about 13k req/s on this machine where autocannon
 * drives it at 17-42k, which flattered the gateway's ratio (docs/benchmarks.md).
 *
 * Every request carries its own signature, nonce and timestamp made through the project's signing code
 * (src/contract/signing.ts's canonical request, HMAC-SHA256 through node:crypto, checked once per run to
 * equal what the storefront's WebCrypto signing makes), so the gateway's replay and skew checks see what
 * they see in production. The signatures of a run are made before it starts (a pool, one per request,
 * well inside the 300 s clock window): signing costs the client CPU on the same two cores the servers run
 * on, which would otherwise cap the baseline. A run that outgrows its pool signs the rest as it goes
 * (autocannon's request hook is synchronous, hence node:crypto), and says how many.
 *
 * The plain baseline checks no signature, so it gets one signed request repeated (`repeatOneSignature`): the
 * same bytes to read and parse, but built once, without the request hook. With the hook, autocannon spends
 * 23-30 µs of client CPU per request, more than the baseline's whole call (12-17 µs), so on two shared cores
 * it could not keep the baseline busy (0.46 of a core at about 26k req/s, docs/benchmarks.md).
 */
import autocannon from 'autocannon';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { canonicalRequestWithDigest, HEADERS, signRequest } from '../contract/index.js';

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
  /** 50th and 99th percentile latency, ms (autocannon's, from sending to the whole answer). */
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors (a broken run shows here rather than as a fast one). */
  failures: number;
  requests: number;
  /** Requests signed during the run because the pool ran out. */
  signedDuringRun: number;
  /**
   * CPU the server process used per answered request during the run, ms (utime + stime of all its threads,
   * /proc/<pid>/stat), when its pid was given and the system says; NaN otherwise. Unlike req/s it hardly
   * depends on what else the machine runs, so it shows a change in the server's own cost where req/s cannot.
   */
  serverCpuMsPerCall: number;
  /**
   * Cores the server process used on average over the run (its CPU time / the run's wall time); near 1 for a
   * single-threaded server means the load generator saturated it. NaN without a pid.
   */
  serverCores: number;
}

/** Clock ticks per second of /proc/<pid>/stat's times (100 on Linux unless configured otherwise). */
const CLOCK_TICKS = ((): number => {
  const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return Number.isFinite(answer) && answer > 0 ? answer : 100;
})();

/**
 * CPU time used so far by process `pid`, all its threads (live or ended), in ms: utime + stime, fields 14
 * and 15 of /proc/<pid>/stat, counted after the command name (which may hold spaces). NaN where /proc is
 * not available.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after ") " start at field 3 (state); utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Most signatures made ahead of one run. */
const POOL_LIMIT = 300_000;

type SignedHeaders = Record<string, string>;

function headersFor(target: LoadTarget, nonce: string, timestamp: string, sign: string): SignedHeaders {
  const headers: SignedHeaders = {
    [HEADERS.session]: target.token,
    [HEADERS.clientId]: target.clientId,
    [HEADERS.route]: '/pages/bench/index',
    [HEADERS.options]: JSON.stringify({ nonce, lang: 'en', channel: 'web' }),
    [HEADERS.timestamp]: timestamp,
    [HEADERS.sign]: sign,
  };
  if (target.method === 'POST') headers['content-type'] = 'application/json';
  return headers;
}

/** Headers signed as the storefront signs (WebCrypto, src/contract/signing.ts). */
async function signedHeaders(target: LoadTarget): Promise<SignedHeaders> {
  const nonce = randomUUID();
  const timestamp = String(Date.now());
  return headersFor(target, nonce, timestamp, await signRequest(target.clientKey, { method: target.method, path: target.path, timestamp, nonce, body: target.body }));
}

/** The same signature made synchronously (node:crypto): about ten times cheaper for the client than WebCrypto. */
function signedHeadersNow(target: LoadTarget, bodyDigest: string, nonce = randomUUID(), timestamp = String(Date.now())): SignedHeaders {
  const canonical = canonicalRequestWithDigest({ method: target.method, path: target.path, timestamp, nonce }, bodyDigest);
  return headersFor(target, nonce, timestamp, createHmac('sha256', target.clientKey).update(canonical).digest('hex'));
}

/** Throws unless {@link signedHeadersNow} signs exactly as the storefront's code does. */
async function checkSigning(target: LoadTarget, bodyDigest: string): Promise<void> {
  const nonce = randomUUID();
  const timestamp = String(Date.now());
  const made = signedHeadersNow(target, bodyDigest, nonce, timestamp)[HEADERS.sign];
  const expected = await signRequest(target.clientKey, { method: target.method, path: target.path, timestamp, nonce, body: target.body });
  if (made !== expected) throw new Error('the load generator signs differently from src/contract/signing.ts');
}

/**
 * Runs the load for `seconds` and reports throughput and latency; `expectedRps` sizes the pool of
 * signatures made before the clock starts; with `serverPid`, also the CPU that process used per answered
 * request and the cores it kept busy. `repeatOneSignature` sends one signed request over and over (for a server
 * that checks neither signatures nor nonces: the baseline).
 */
export async function runLoad(
  target: LoadTarget, connections: number, seconds: number, expectedRps = 0, serverPid?: number, repeatOneSignature = false,
): Promise<LoadFigures> {
  const bodyDigest = createHash('sha256').update(target.body).digest('hex');
  await checkSigning(target, bodyDigest);
  const poolSize = repeatOneSignature ? 0 : Math.min(POOL_LIMIT, Math.ceil(expectedRps * seconds));
  const pool = Array.from({ length: poolSize }, () => signedHeadersNow(target, bodyDigest));
  let signedDuringRun = 0;
  const cpuBefore = processCpuMs(serverPid);
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [{
      method: target.method,
      path: target.path,
      ...(target.method === 'POST' ? { body: target.body } : {}),
      ...(repeatOneSignature ? { headers: signedHeadersNow(target, bodyDigest) } : {
        setupRequest: (request: autocannon.Request) => {
          let headers = pool.pop();
          if (!headers) {
            signedDuringRun += 1;
            headers = signedHeadersNow(target, bodyDigest);
          }
          return { ...request, headers };
        },
      }),
    }],
  });
  const wallMs = performance.now() - started;
  const serverCpuMs = processCpuMs(serverPid) - cpuBefore;
  const answered = result['2xx'] + result.non2xx;
  return {
    rps: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: answered,
    signedDuringRun,
    serverCpuMsPerCall: serverCpuMs / answered,
    serverCores: serverCpuMs / wallMs,
  };
}

/** One signed call, for the body the baseline server is to answer with. */
export async function callOnce(target: LoadTarget): Promise<{ status: number; body: string }> {
  const response = await fetch(`${target.url}${target.path}`, {
    method: target.method, headers: await signedHeaders(target), ...(target.method === 'POST' ? { body: target.body } : {}),
  });
  return { status: response.status, body: await response.text() };
}
