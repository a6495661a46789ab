/**
 * docs/operating.md names every environment variable the gateway and its commands read: this finds each
 * `process.env.X`, `env.X` and `env['X']` in the sources of src/server, of the commands (src/build, src/ops,
 * src/tools, src/bench) and of the test support (tests/support), and fails on one the guide does not mention,
 * so a new setting cannot ship undocumented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GUIDE = 'docs/operating.md';
const SOURCES = ['src/server', 'src/build', 'src/ops', 'src/tools', 'src/bench', 'tests/support'];
/** A read of a variable: `process.env.X`, `env.X` (an env parameter), `env['X']`. */
const ENV_READ = /\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every variable read in the sources, with the first file reading it. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(ENV_READ)) {
      const name = match[1] ?? match[2]!;
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('the production guide', () => {
  it('names every environment variable the gateway and its commands read', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const read = variablesRead();
    // The scan itself works: the settings every deployment sets are among what it found.
    expect([...read.keys()]).toEqual(expect.arrayContaining(['GATEWAY_MODE', 'DATA_DIR', 'DATABASE_URL', 'DRAFT_RETENTION_DAYS']));
    const missing = [...read].filter(([name]) => !new RegExp(`\\b${name}\\b`).test(guide)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });
});
