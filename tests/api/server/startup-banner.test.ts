/**
 * What `npm run serve` (src/server/main.ts) prints when the gateway has started: in sandbox mode, the
 * default, a banner saying what the sandbox exposes and how to turn it off; in production mode no
 * sandbox banner at all. The gateway is started as an operator starts it, on a free loopback port.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupBanner } from '../../../src/server/startup-banner.js';

/** The lines main.ts prints to stdout, once as many as the banner has are out; the process is then stopped. */
async function startedOutput(mode: string | undefined): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-main-'));
  const lineCount = startupBanner(mode === 'production' ? 'production' : 'sandbox', '').length;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
  if (mode === undefined) delete env.GATEWAY_MODE;
  else env.GATEWAY_MODE = mode;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    return await new Promise<string[]>((resolve, reject) => {
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

describe('the start banner', () => {
  it('in sandbox mode (no GATEWAY_MODE) says what the sandbox exposes and how to switch it off', async () => {
    const lines = await startedOutput(undefined);
    expect(readyUrl(lines)).not.toBe('');
    expect(lines).toEqual(startupBanner('sandbox', readyUrl(lines)));
    const text = lines.join('\n');
    expect(text).toContain('SANDBOX MODE');
    expect(text).toContain('/sandbox/sms/latest');
    expect(text).toContain('loopback');
    expect(text).toContain('sandbox payment page');
    expect(text).toContain('GATEWAY_MODE=production');
  }, 60_000);

  it('in production mode prints no sandbox banner', async () => {
    const lines = await startedOutput('production');
    expect(readyUrl(lines)).not.toBe('');
    expect(lines).toEqual(startupBanner('production', readyUrl(lines)));
    expect(lines.join('\n')).not.toMatch(/sandbox|SMS code for|demo user/i);
  }, 60_000);
});
