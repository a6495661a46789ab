/**
 * Builds the storefront once before the browser tests, so they run against what `npm start` serves.
 * Set E2E_SKIP_BUILD=1 to reuse an existing dist/ while iterating.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html')) return;
  // vitest sets NODE_ENV=test; the storefront under test must be the production build `npm start` serves.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
