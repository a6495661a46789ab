/**
 * The studio's server side, a Vite plugin of the studio's dev server (src/tools/studio/studio.ts): two JSON
 * answers read from the schemas folder at every request, and a watch on that folder. Any saved file under
 * it reloads the page (the precompiled-validators plugin does that too, after dropping its cached forms),
 * so an author sees the change within a second or two with no restart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { productSnapshot, studioProducts, type SnapshotOptions } from './product-snapshot.js';

/** Where the page asks: `GET <API>/products` and `GET <API>/products/<CODE>`. */
export const STUDIO_API = '/studio-api';

function manifestCodes(schemasDir: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(schemasDir, 'products', 'manifest.json'), 'utf8')) as { products?: unknown };
    return Array.isArray(manifest.products) ? manifest.products.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** The plugin, for the studio's dev server only (never the storefront's build). */
export function studioApi(schemasDir: string, options: SnapshotOptions = {}): Plugin {
  return {
    name: 'mo-studio-api',
    configureServer(server) {
      server.watcher.add(schemasDir);
      // JSON files reload the page through the validators plugin; the other files (texts, wordings) here.
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(`${schemasDir}/`) && !file.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(STUDIO_API, (request, response) => {
        const url = new URL(request.url ?? '/', 'http://studio');
        const codes = manifestCodes(schemasDir);
        const product = /^\/products\/([A-Za-z0-9_]+)$/.exec(url.pathname)?.[1];
        let body: unknown;
        if (url.pathname === '/products') body = studioProducts(schemasDir, codes);
        else if (product && codes.includes(product)) body = productSnapshot(schemasDir, product, options);
        else {
          response.statusCode = 404;
          body = { error: `no product ${product ?? url.pathname} in schemas/products/manifest.json` };
        }
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(body));
      });
    },
  };
}
