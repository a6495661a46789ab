/**
 * Runs an operator command (`npm run backup`, `restore`, `migrate`) the way its npm script does (node with the
 * tsx loader on src/ops/<name>.ts), or the gateway's own entry, as a child process of its own, and collects
 * what it printed and its exit code.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../../../src/bench/soak/gateway-process.js';
import type { StorageConfig } from '../../../src/server/storage/open-database.js';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the TypeScript `entry` (relative to the repository) with `args`; `env` is added to this process's environment without its DATABASE_URL. */
export function runTypeScript(entry: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath, ['--import', 'tsx', entry, ...args],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs src/ops/`name`.ts, the command of `npm run <name>`. */
export function runOperatorCommand(name: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return runTypeScript(join('src', 'ops', `${name}.ts`), args, env);
}

/** The settings (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA) under which the gateway and its commands use `storage` and `dataDir`. */
export function settingsFor(storage: StorageConfig, dataDir: string): NodeJS.ProcessEnv {
  return storage.dialect === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: storage.url, DATABASE_SCHEMA: storage.schema ?? 'public' }
    : { DATA_DIR: dataDir };
}
