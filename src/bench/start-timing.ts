/**
 * Timing helpers the benchmarks share: a server's start to its first 200, and the resident memory of a
 * process (Linux /proc).
 */
import { readFileSync } from 'node:fs';
import { endpoints } from '../contract/index.js';
import type { GatewayProcess } from './soak/gateway-process.js';

/** A start that has not answered by then is reported as failed. */
export const START_LIMIT_MS = 120_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; resolves to the ms since `since`. */
export async function first200(url: string, since: number, limitMs = START_LIMIT_MS): Promise<number> {
  while (performance.now() - since < limitMs) {
    const status = await fetch(url).then((response) => {
      void response.body?.cancel();
      return response.status;
    }, () => 0);
    if (status === 200) return performance.now() - since;
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200 within ${limitMs / 1000} s`);
}

/** The compiled gateway on its data folder: started, timed to its first 200 on the label file (no signature needed). */
export async function timedGatewayStart(gateway: GatewayProcess): Promise<number> {
  const since = performance.now();
  await gateway.start();
  return first200(`${gateway.url}${endpoints['plat.i18n'].path}`, since);
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) process `pid` has used so far, in ms (/proc/<pid>/stat, 10 ms ticks); NaN where unknown.
 * Read at a start's first 200, it is the start's CPU: on a shared machine it swings far less than the wall time.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Resident memory of process `pid` in MB (VmRSS of /proc/<pid>/status); NaN where unknown. */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? NaN : Number(kb) / 1024;
  } catch {
    return NaN;
  }
}
