/**
 * `npm run studio`'s dev server serves the studio page, the project's sources and the schemas it shows, and
 * nothing else: a gateway's database in a data folder of the project, the project's other files and files
 * elsewhere on the machine answer 403 through `/@fs/`. Runs the studio on loopback, no browser.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type RunningStudio } from '../../../src/tools/studio/server/start-studio.js';

const repoRoot = resolve('.');
/** A data folder inside the project, as `npm start` makes one (`data/` is git-ignored); removed afterwards. */
const dataDir = join(repoRoot, 'data', `studio-test-${process.pid}`);
let studio: RunningStudio;
let outside: string;

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'gateway.sqlite'), 'SQLite format 3\0 customers');
  outside = mkdtempSync(join(tmpdir(), 'mo-studio-outside-'));
  writeFileSync(join(outside, 'notes.txt'), 'not the studio\'s');
  studio = await startStudio({ port: 0 });
});

afterAll(async () => {
  await studio?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const statusOf = async (path: string): Promise<number> => (await fetch(new URL(`/@fs${path}`, studio.url))).status;

describe('the studio dev server', () => {
  it('refuses a gateway database in the project\'s data folder, the project\'s other files and files elsewhere', async () => {
    expect(await statusOf(join(dataDir, 'gateway.sqlite'))).toBe(403);
    expect(await statusOf(join(repoRoot, 'package.json'))).toBe(403);
    expect(await statusOf(join(outside, 'notes.txt'))).toBe(403);
  });

  it('still serves its page, the project\'s sources and the schemas', async () => {
    expect((await fetch(studio.url)).status).toBe(200);
    expect(await statusOf(join(repoRoot, 'src', 'tools', 'studio', 'page', 'studio.css'))).toBe(200);
    expect(await statusOf(join(repoRoot, 'schemas', 'i18n', 'en.json'))).toBe(200);
  });
});
