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
