/**
 * The upload limits an operator sets (UPLOAD_FILES_PER_DAY, UPLOAD_MB_PER_DAY, UPLOAD_FILES_TOTAL,
 * UPLOAD_MB_TOTAL): a value that is not a whole number stops the gateway with one line naming the setting,
 * before it listens. What the limits do is tests/api/core/upload-quota.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTypeScript } from '../support/operator-command.js';

const folders: string[] = [];
afterEach(() => {
  while (folders.length > 0) rmSync(folders.pop()!, { recursive: true, force: true });
});

describe('upload limit settings', () => {
  it.each([
    ['UPLOAD_FILES_PER_DAY', 'thirty', 'files'],
    ['UPLOAD_MB_TOTAL', '0', 'megabytes'],
  ])('%s=%s stops the gateway with one line', async (name, value, unit) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-upload-setting-'));
    folders.push(dataDir);
    const started = await runTypeScript(join('src', 'server', 'main.ts'), [], {
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', [name]: value,
    });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      `The gateway did not start: ${name} must be a whole number of ${unit} (1 or more), not "${value}"`,
    ]);
  });

  it('a byte limit the usage counters cannot hold (over 2,000 MB) stops the gateway with one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-upload-setting-'));
    folders.push(dataDir);
    const started = await runTypeScript(join('src', 'server', 'main.ts'), [], {
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', UPLOAD_MB_PER_DAY: '1000000',
    });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual(['The gateway did not start: UPLOAD_MB_PER_DAY must be at most 2000 megabytes, not 1000000']);
  });
});
