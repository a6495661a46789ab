/**
 * Makes sure Debian's Chromium is present for the browser tests. Playwright's own browser download cannot
 * work on these machines (ARCHITECTURE.md), so the tests drive /usr/bin/chromium through playwright-core.
 * As root it installs the Debian package; otherwise it says exactly what to run and fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (existsSync(CHROMIUM_PATH)) {
  process.stdout.write(`Chromium found at ${CHROMIUM_PATH}\n`);
} else if (process.getuid?.() === 0) {
  process.stdout.write('Chromium missing: installing the Debian package (apt-get install -y chromium)...\n');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(`apt-get finished but ${CHROMIUM_PATH} is still missing.\n`);
    process.exit(1);
  }
} else {
  process.stderr.write(
    `Chromium is needed for the browser tests and is missing at ${CHROMIUM_PATH}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to an existing Chromium binary).\n',
  );
  process.exit(1);
}
