/**
 * Runs an operator command (`npm run backup`, `restore`, `migrate`) the way its npm script does (node with the
 * tsx loader on src/cli/<name>.ts) as a child process of its own, and collects what it printed and its exit code.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../../../src/cli/soak/gateway-process.js';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs src/cli/`name`.ts with `args`; `env` is added to this process's environment without its DATABASE_URL. */
export function runOperatorCommand(name: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath, ['--import', 'tsx', join('src', 'cli', `${name}.ts`), ...args],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
