/**
 * Starts the product studio's dev server (a Vite dev server of the page in src/tools/studio/page/) on loopback (on every
 * address, behind a one-time token, when shared), on a schemas folder; `npm run studio` and the studio's browser test both start it through here.
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from '../../../build/vite-plugins/precompiled-validators.js';
import { shareAccess, SHARE_PARAMETER } from './share-access.js';
import { studioApi } from './studio-api.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Never served, wherever they are: a gateway's data folder (customers' data, keys), database and key files,
 * and Vite's own defaults (environment files, certificates, git). Patterns without a slash match a name.
 */
const STUDIO_DENIED = ['**/data/**', '*.sqlite', '*.sqlite-*', '*.key', '.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

/**
 * What the studio's dev server may serve besides the modules its page imports: the project's sources, their
 * dependencies (node_modules may be a link: its target too) and the schemas folder it shows. Nothing else of
 * the machine or the project (`/@fs/<any path>` answers 403 outside these).
 */
function studioAllowed(schemasDir: string): string[] {
  const dependencies = `${repoRoot}node_modules`;
  return [`${repoRoot}src`, dependencies, realpathSync(dependencies), schemasDir];
}

export interface StudioOptions {
  /** The schemas folder to show and watch (default: the repository's schemas/). */
  schemasDir?: string;
  /** The port to try first (the next free one is taken when it is busy); 0 for any. */
  port?: number;
  /** A gateway's SQLite file: the page shows how its recorded quotes and policies would re-price (`--data`). */
  dataFile?: string;
  /** Listen on every address and let others on the LAN read the studio with a one-time token (`--share`; share-access.ts). */
  share?: boolean;
}

export interface RunningStudio {
  url: string;
  /** With `share`: the addresses to hand out, each with the one-time token (one visit opens the session). */
  shareUrls: string[];
  schemasDir: string;
  close(): Promise<void>;
}

/** Starts the studio; resolves once it listens. */
export async function startStudio(options: StudioOptions = {}): Promise<RunningStudio> {
  const schemasDir = resolve(options.schemasDir ?? `${repoRoot}schemas`);
  const share = options.share ? shareAccess() : null;
  // Added before Vite's own middlewares, so nothing is served from elsewhere without the share's session.
  const shareGate: Plugin[] = share ? [{ name: 'mo-studio-share', configureServer: (server) => { server.middlewares.use(share.middleware); } }] : [];
  const server = await createServer({
    configFile: false,
    root: `${repoRoot}src/tools/studio/page`,
    cacheDir: `${repoRoot}node_modules/.vite-studio`,
    logLevel: 'warn',
    plugins: [...shareGate, react(), precompiledValidators({ schemasDir, keepLastReadable: true }), studioApi(schemasDir, { dataFile: options.dataFile === undefined ? undefined : resolve(options.dataFile) })],
    // As the storefront's build: rjsf's markdown renderer replaced by plain text (vite.config.ts).
    resolve: { alias: { 'markdown-to-jsx/react': `${repoRoot}src/ui/rjsf-dependency-replacements/plain-text-markdown.tsx` } },
    server: { host: share ? '0.0.0.0' : '127.0.0.1', port: options.port ?? 5180, strictPort: false, fs: { strict: true, allow: studioAllowed(schemasDir), deny: STUDIO_DENIED } },
  });
  // Vite's HMR socket is an upgrade, which the middlewares never see: the share is put in front of it too.
  if (share && server.httpServer) share.gateUpgrades(server.httpServer);
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The studio server gave no address');
  const shareUrls = share ? (server.resolvedUrls?.network ?? []).map((address) => `${address}?${SHARE_PARAMETER}=${share.token}`) : [];
  return { url, shareUrls, schemasDir, close: () => server.close() };
}
