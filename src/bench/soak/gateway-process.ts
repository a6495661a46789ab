/**
 * A gateway the soak runs as a child process (`node --import tsx src/server/main.ts`), the way it is
 * deployed: on a fixed loopback port chosen up front so buyers keep their base URL across a restart, on
 * a data folder (and optionally a PostgreSQL schema) that outlives the process. The soak kills it with
 * SIGKILL (no shutdown hook runs: what was committed must be all there is), or stops it with SIGTERM (the
 * gateway's graceful shutdown: `--signal term`), and starts it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNING_KEY_FILES } from '../../server/security/signing-keys.js';

/** The repository root: the child runs from it (src/server/main.ts reads ./schemas and ./dist). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** How long a start may take on a loaded machine before the soak gives up. */
const START_TIMEOUT_MS = 120_000;
/** Lines of the child's output kept for the error message of a failed start. */
const KEPT_LINES = 40;

export interface GatewayProcessOptions {
  /** Shown in the report and in errors, e.g. `gateway A`. */
  name: string;
  dataDir: string;
  /** PostgreSQL URL and schema; SQLite in dataDir when absent. */
  postgres?: { url: string; schema: string };
  /** Node arguments that run the gateway; default the TypeScript source through tsx. */
  nodeArgs?: readonly string[];
  /** More environment settings for the gateway (e.g. SHUTDOWN_GRACE_MS). */
  env?: Readonly<Record<string, string>>;
  /** The folder it runs from, whose ./schemas and ./dist it serves; default the repository root. */
  cwd?: string;
}

export interface GatewayProcess {
  name: string;
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  url: string;
  /** Times it was started. */
  starts(): number;
  /** The running process's id, undefined when it is not running. */
  pid(): number | undefined;
  /** Starts the process and waits until it listens. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /**
   * SIGTERM (the gateway's graceful shutdown: requests in flight finish, the database closes), then waits for
   * the exit; resolves to its exit code (null when a signal ended it, or it was not running).
   */
  stop(): Promise<number | null>;
}

/** Base64 SPKI of the response-signing key the gateway(s) on `dataDir` created, for the client to verify with. */
export function publicKeySpki(dataDir: string): string {
  const pem = readFileSync(join(dataDir, SIGNING_KEY_FILES.publicKey), 'utf8');
  return createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** A free loopback port, released again for the child to take. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no loopback port');
  return address.port;
}

/** Resolves once `child` has exited, to its exit code (null when a signal ended it). */
function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A gateway child process on its own port (not started yet). */
export async function gatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let starts = 0;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    GATEWAY_MODE: 'sandbox',
    LOG_LEVEL: 'error',
    // Every buyer signs in from 127.0.0.1: the per-address budget must not be what the soak measures.
    SMS_BUDGET_PER_ADDRESS: '1000',
    // A soak buyer uploads a car's documents for every motor purchase: far more than a customer's day.
    UPLOAD_FILES_PER_DAY: '1000000',
    UPLOAD_FILES_TOTAL: '1000000',
    UPLOAD_MB_PER_DAY: '2000',
    UPLOAD_MB_TOTAL: '2000',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  if (options.postgres) {
    env.DATABASE_URL = options.postgres.url;
    env.DATABASE_SCHEMA = options.postgres.schema;
  }

  return {
    name: options.name,
    url,
    starts: () => starts,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    async start() {
      const started = spawn(process.execPath, [...(options.nodeArgs ?? ['--import', 'tsx', 'src/server/main.ts'])], { cwd: options.cwd ?? REPOSITORY_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      starts += 1;
      const lines: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          started.kill('SIGKILL');
          reject(new Error(`${options.name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`));
        }, START_TIMEOUT_MS);
        const take = (chunk: Buffer): void => {
          for (const line of chunk.toString('utf8').split('\n')) {
            if (line.trim() === '') continue;
            lines.push(line);
            if (lines.length > KEPT_LINES) lines.shift();
            if (line.includes('Storefront ready at')) {
              clearTimeout(timer);
              resolve();
            }
          }
        };
        started.stdout?.on('data', take);
        started.stderr?.on('data', take);
        started.once('exit', (code, signal) => {
          clearTimeout(timer);
          reject(new Error(`${options.name} exited while starting (${signal ?? code}):\n${lines.join('\n')}`));
        });
      });
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return null;
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
