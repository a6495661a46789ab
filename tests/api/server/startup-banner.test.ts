/**
 * What `npm run serve` (src/server/main.ts) prints when the gateway has started: in sandbox mode, the
 * default, a banner saying what the sandbox exposes and how to turn it off; in production mode no
 * sandbox banner at all. The gateway is started as an operator starts it, on a free loopback port.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupBanner } from '../../../src/server/startup-banner.js';
import { CLIENT_KEY } from './signed-fetch.js';

/** A production gateway's own client keys (production refuses to start without). */
const PRODUCTION_KEYS = JSON.stringify({ 'storefront-web': 'a-production-key-of-its-own-0123456789' });

/** The environment of main.ts: `settings` over the test's own, a value of undefined removing a setting. */
function gatewayEnv(dataDir: string, settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
  delete env.GATEWAY_MODE;
  delete env.HOST;
  delete env.GATEWAY_CLIENT_KEYS;
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/**
 * The lines main.ts prints to stdout, once as many as the banner has are out, and `whileRunning` has looked
 * at the running gateway; the process is then stopped.
 */
async function startedOutput(
  settings: Record<string, string | undefined>, whileRunning: (lines: string[]) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-main-'));
  const lineCount = startupBanner(settings.GATEWAY_MODE === 'production' ? 'production' : 'sandbox', '', settings.HOST ?? '127.0.0.1').length;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: gatewayEnv(dataDir, settings), stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const lines = await new Promise<string[]>((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const lines = stdout.split('\n').slice(0, -1);
        if (lines.length >= lineCount) resolve(lines);
      });
      child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
      child.on('exit', (code) => reject(new Error(`the gateway exited (${String(code)}) before its banner:\n${stdout}${stderr}`)));
    });
    await whileRunning(lines);
    return lines;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => { if (child.exitCode !== null || child.signalCode !== null) resolve(null); else child.once('exit', resolve); });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The URL main.ts reports in its first line. */
function readyUrl(lines: string[]): string {
  return /^Storefront ready at (http:\/\/localhost:\d+\/)$/.exec(lines[0] ?? '')?.[1] ?? '';
}

/** What main.ts prints and exits with when it refuses to start. */
async function refusedStart(settings: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: gatewayEnv(dataDir, settings), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, stdout, stderr };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An IPv4 address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces()).flat().find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
}

/** True when a TCP connection to host:port is accepted. */
async function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

describe('the start banner', () => {
  it('in sandbox mode (no GATEWAY_MODE) says what the sandbox exposes and how to switch it off', async () => {
    const lines = await startedOutput({ HOST: '127.0.0.1' });
    expect(readyUrl(lines)).not.toBe('');
    expect(lines).toEqual(startupBanner('sandbox', readyUrl(lines), '127.0.0.1'));
    const text = lines.join('\n');
    expect(text).toContain('SANDBOX MODE');
    expect(text).toContain('/sandbox/sms/latest');
    expect(text).toContain('loopback');
    expect(text).toContain('sandbox payment page');
    expect(text).toContain('GATEWAY_MODE=production');
  }, 60_000);

  it('in sandbox mode without HOST listens on loopback only, and says so and what HOST would expose', async () => {
    const outside = outsideAddress();
    const lines = await startedOutput({}, async (started) => {
      const port = Number(new URL(readyUrl(started)).port);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      // Another interface of this machine is refused: nothing off the machine reaches the sandbox.
      if (outside !== undefined) expect(await accepts(outside, port)).toBe(false);
    });
    expect(lines).toEqual(startupBanner('sandbox', readyUrl(lines), '127.0.0.1'));
    const text = lines.join('\n');
    expect(text).toContain('Listening on 127.0.0.1 (loopback): only this machine');
    expect(text).toContain('HOST=0.0.0.0');
  }, 60_000);

  it('in production mode prints no sandbox banner', async () => {
    const lines = await startedOutput({ GATEWAY_MODE: 'production', HOST: '127.0.0.1', GATEWAY_CLIENT_KEYS: PRODUCTION_KEYS });
    expect(readyUrl(lines)).not.toBe('');
    expect(lines).toEqual(startupBanner('production', readyUrl(lines), '127.0.0.1'));
    expect(lines.join('\n')).not.toMatch(/sandbox|SMS code for|demo user/i);
  }, 60_000);

  it.each([
    ['without GATEWAY_CLIENT_KEYS', undefined, 'production mode needs GATEWAY_CLIENT_KEYS'],
    ['with the reference client key', JSON.stringify({ 'storefront-web': CLIENT_KEY }), "the sandbox's reference client key"],
    ['with a guessable client key', JSON.stringify({ 'storefront-web': 'short' }), 'shorter than 16 characters'],
  ])('production mode refuses to start %s: one line, exit 1', async (_, keys, reason) => {
    const refused = await refusedStart({ GATEWAY_MODE: 'production', HOST: '127.0.0.1', GATEWAY_CLIENT_KEYS: keys });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    const lines = refused.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The gateway did not start: /);
    expect(lines[0]).toContain(reason);
  }, 60_000);
});
