/**
 * The gateway's standard-output log destination (src/server/observability/log-destination.ts): every line
 * logged arrives whole and in order, at the end of the event-loop turn that logged it, and what is held when
 * the process exits (main.ts ends with process.exit after a graceful shutdown) is written before it goes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { turnBatchedDestination } from '../../../src/server/observability/log-destination.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DESTINATION_MODULE = join(REPOSITORY_ROOT, 'src/server/observability/log-destination.ts');

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('the log destination on standard output', () => {
  it('writes the lines of a turn together when the turn ends, in the order they were logged, and each later turn after them', async () => {
    folder = mkdtempSync(join(tmpdir(), 'log-destination-'));
    const file = join(folder, 'log');
    const fd = openSync(file, 'w');
    try {
      const destination = turnBatchedDestination(fd);
      destination.write('{"n":1}\n');
      destination.write('{"n":2,"text":"澳門 ü"}\n');
      expect(readFileSync(file, 'utf8')).toBe('');
      await nextTurn();
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2,"text":"澳門 ü"}\n');
      destination.write('{"n":3}\n');
      await nextTurn();
      destination.write('{"n":4}\n');
      destination.flush();
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([1, 2, 3, 4]);
    } finally {
      closeSync(fd);
    }
  });

  it('writes every line still held when the process exits at once', () => {
    const script = [
      `const { turnBatchedDestination } = await import(${JSON.stringify(DESTINATION_MODULE)});`,
      'const destination = turnBatchedDestination(1);',
      'for (let n = 0; n < 5000; n += 1) destination.write(JSON.stringify({ n, msg: "request" }) + "\\n");',
      'process.exit(0);',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPOSITORY_ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(child.status).toBe(0);
    const numbers = child.stdout.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, n) => n));
  });

  it.each([
    ['when its work is done', ''],
    ['through process.exit while the pipe is still full', 'setTimeout(() => process.exit(0), 5);'],
  ])('keeps the event loop running while the reader lets the pipe fill, then delivers every line in order, ending %s', async (_, ending) => {
    // The gateway's main.ts reads process.stdout.isTTY first, which makes a pipe's descriptor non-blocking, as here.
    const script = [
      `const { turnBatchedDestination } = await import(${JSON.stringify(DESTINATION_MODULE)});`,
      'void process.stdout.isTTY;',
      'const destination = turnBatchedDestination(1);',
      'const padding = "x".repeat(200);',
      'for (let n = 0; n < 20000; n += 1) destination.write(JSON.stringify({ n, padding }) + "\\n");',
      `setTimeout(() => { process.stderr.write("loop alive\\n"); ${ending} }, 50);`,
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPOSITORY_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const closed = new Promise((resolve) => child.stdout.once('close', resolve));
    // Nobody reads its stdout (4 MB of lines, far more than a pipe holds) until its timer has fired.
    child.stdout.pause();
    await new Promise<void>((resolve) => child.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('loop alive')) resolve();
    }));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
    child.stdout.resume();
    expect(await exited).toBe(0);
    await closed;
    const numbers = output.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 20000 }, (_, n) => n));
  });
});
