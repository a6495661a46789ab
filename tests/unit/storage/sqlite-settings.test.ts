/**
 * The gateway's SQLite connection syncs every commit: better-sqlite3's build makes a WAL database NORMAL
 * (commits not synced) unless `synchronous` is set, and `PRAGMA synchronous` reads back FULL either way, so what
 * can be checked without tracing system calls is that the setting is made, after the journal mode (a change of
 * journal mode after it would not undo it, but the order is the one measured in decision 010).
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_SETTINGS } from '../../../src/server/storage/open-database.js';

describe('the gateway SQLite connection settings', () => {
  it('sets synchronous = FULL explicitly, after switching to WAL, so an answered write survives a power cut', () => {
    const settings: readonly string[] = SQLITE_SETTINGS;
    expect(settings).toContain('synchronous = FULL');
    expect(settings.indexOf('journal_mode = WAL')).toBeLessThan(settings.indexOf('synchronous = FULL'));
  });
});
