/**
 * Makes sure Debian's Chromium (and a CJK font, so screenshots of tw/cn pages show text rather than boxes)
 * is present for the browser tests. Playwright's own browser download cannot work on these machines
 * (ARCHITECTURE.md), so the tests drive /usr/bin/chromium through playwright-core.
 * As root it installs the Debian packages; otherwise it says exactly what to run and fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

const missing: string[] = [];
if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
if (!existsSync(CJK_FONT_DIR)) missing.push('fonts-noto-cjk');

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (missing.length === 0) {
  process.stdout.write(`Chromium found at ${CHROMIUM_PATH}\n`);
} else if (process.getuid?.() === 0) {
  process.stdout.write(`Installing Debian packages for the browser tests: ${missing.join(' ')}...\n`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing]);
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(`apt-get finished but ${CHROMIUM_PATH} is still missing.\n`);
    process.exit(1);
  }
} else if (missing.includes('chromium')) {
  process.stderr.write(
    `Chromium is needed for the browser tests and is missing at ${CHROMIUM_PATH}.\n` +
      `Install it with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      '(or set CHROMIUM_PATH to an existing Chromium binary).\n',
  );
  process.exit(1);
} else {
  process.stdout.write('fonts-noto-cjk is missing: Chinese text in screenshots will show as boxes (sudo apt-get install -y fonts-noto-cjk).\n');
}
