/**
 * Every contract row is called by an api test through the real client: a row added to
 * src/contract without a test that calls it as `client.call('id'` (or `client.callEnvelope('id'`)
 * somewhere under tests/api fails here, by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../src/contract/index.js';

const API_TESTS = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') && path !== import.meta.filename ? [path] : [];
  });
}

/** Row ids called through the real client in the api tests. */
export function rowsCalledByClient(): Set<string> {
  const called = new Set<string>();
  const pattern = /\bclient\.(?:call|callEnvelope)(?:<[^>]*>)?\(\s*['"]([\w.]+)['"]/g;
  for (const file of testFiles(API_TESTS)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) called.add(match[1] as string);
  }
  return called;
}

describe('contract coverage', () => {
  const called = rowsCalledByClient();

  it('the scan finds client calls at all (the pattern still matches how tests call rows)', () => {
    expect(called.size).toBeGreaterThan(10);
  });

  it.each(Object.keys(endpoints) as EndpointId[])('%s is called by an api test through the real client', (id) => {
    expect(called.has(id), `no test under tests/api calls client.call('${id}', ...)`).toBe(true);
  });

  it('names no row the contract does not have', () => {
    expect([...called].filter((id) => !(id in endpoints))).toEqual([]);
  });
});
