/**
 * Serves the built storefront (dist/) with a history-mode fallback: any GET that is not an API or
 * sandbox path and not a file answers its page, into which the gateway inserts its response-signing
 * public key (`<meta name="mo-gateway-key">`) so the storefront can verify every response. The page is
 * `<path>.html` where the build prerendered one for that address (a product page), index.html otherwise. The page goes
 * out with a strict Content-Security-Policy ({@link STOREFRONT_CSP}).
 * Also answers every unknown path: API paths with a 404 envelope.
 *
 * Served as a CDN would serve it (README, "Hosting the storefront on a static host or CDN"): files in the
 * build's precompressed .br/.gz form when the client accepts it, `Vary: Accept-Encoding`, hashed assets
 * cached for a year as immutable, anything else (the page above all) `no-cache`, revalidated by ETag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../gateway-error.js';
import { addVary, negotiateText, textForms } from '../http/text-answers.js';
import type { Translator } from '../i18n/translator.js';
import { isApiPath, sendFailure } from './failure-replies.js';

/** The meta tag the storefront reads its verification key from. */
export const GATEWAY_KEY_META = 'mo-gateway-key';

/** Shown at `/` (and every page path) when the storefront has not been built. */
export const NOT_BUILT_TEXT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds it first), then reload this page.\n'
  + 'The API under /api is running.\n';

/**
 * The Content-Security-Policy of the storefront page (docs/decisions/004-precompiled-validators.md):
 * - `script-src 'self'`: only the bundle's own files run; no inline script, no `eval`/`new Function`
 *   (order forms validate with code precompiled at build time, so nothing is compiled in the browser);
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`: no plugins, no `<base>` redirection of
 *   relative URLs, forms post to this origin only;
 * - `style-src 'self' 'unsafe-inline'`: index.html carries the launch splash as an inline `<style>`
 *   (it must show before any file loads) and antd-mobile sets per-element styles and CSS variables
 *   through `style` attributes; styles cannot run script, so allowing them inline does not reopen what
 *   `script-src` closes;
 * - `img-src 'self' data: blob:`: the inline SVG favicon and previews of images the user picks to upload;
 * - `connect-src 'self'`: the API is on this origin (the gateway serves both);
 * - `frame-ancestors 'none'`: no other site may show the storefront in a frame (clickjacking); the
 *   storefront frames nothing itself and is never framed (a native app opens it in a web view);
 * - everything else (`default-src 'self'`): fonts, workers, manifests from this origin only.
 */
export const STOREFRONT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** index.html with the gateway key inserted before `</head>`. */
export function withGatewayKey(html: string, publicKeySpki: string): string {
  const meta = `<meta name="${GATEWAY_KEY_META}" content="${publicKeySpki}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}\n</head>`) : `${meta}\n${html}`;
}

/** Cache-Control of a file whose name carries its content hash (`/assets/<name>-<8 hash characters>.<ext>`). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Vite names every file it emits under assets/ `<name>-<hash>.<ext>`: a new build gives changed files new
 * names, so a client may keep such a file for good. Anything else keeps its name across builds.
 */
export function isHashedAsset(pathname: string): boolean {
  return /^\/assets\/(?:[^/]+\/)*[^/]+-[\w-]{8}\.[a-z0-9]+$/i.test(pathname);
}

/** Paths the fallback never answers with the page: the API, the sandbox, and anything that looks like a file. */
function isPagePath(pathname: string): boolean {
  if (isApiPath(pathname) || pathname === '/sandbox' || pathname.startsWith('/sandbox/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last === 'index.html';
}

/**
 * The page the build prerendered for `pathname` (`/pages/product/TPS/index` -> `<root>/pages/product/TPS/index.html`),
 * or null when it has none. Only plain paths (letters, digits, `_`, `-` between slashes) name a file, so no request
 * reaches outside `root`.
 */
function prerenderedPageFile(root: string, pathname: string): string | null {
  if (!/^(?:\/[\w-]+)+$/.test(pathname)) return null;
  const file = join(root, `${pathname}.html`);
  return existsSync(file) ? file : null;
}

export async function registerStorefrontSite(
  app: FastifyInstance, options: { staticDir: string | null; publicKeySpki: string; translator: Translator },
): Promise<void> {
  const root = options.staticDir ? resolve(options.staticDir) : null;
  const indexFile = root ? join(root, 'index.html') : null;
  if (root && existsSync(root)) {
    await app.register(async (files) => {
      files.addHook('onSend', async (request, reply, payload) => {
        // A missing file goes on to the not-found handler through this scope: its answers set their own.
        if (reply.statusCode !== 200 && reply.statusCode !== 206 && reply.statusCode !== 304) return payload;
        if (reply.hasHeader('cache-control')) return payload;
        const pathname = request.url.split('?')[0] ?? '/';
        reply.header('cache-control', isHashedAsset(pathname) ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
        addVary(reply, 'accept-encoding');
        return payload;
      });
      await files.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
        // dist/ holds <file>.br and <file>.gz beside each text file (src/build/vite-plugins/precompress.ts).
        preCompressed: true,
        // Set per file by the hook above.
        cacheControl: false,
        // The pages (index.html, the prerendered product pages) are always served through the fallback, with the key inserted.
        allowedPath: (pathname) => !pathname.endsWith('.html'),
      });
    });
  }

  /** The page of `pathname` with the key; read on each request so a rebuild is served without restarting the gateway. */
  const pageText = (pathname: string): string | null => {
    const file = (root && prerenderedPageFile(root, pathname)) ?? indexFile;
    return file && existsSync(file) ? withGatewayKey(readFileSync(file, 'utf8'), options.publicKeySpki) : null;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = pageText(request.url.split('?')[0] ?? '/');
    if (page === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    reply.header('cache-control', 'no-cache').header('content-security-policy', STOREFRONT_CSP).type('text/html; charset=utf-8');
    const body = await negotiateText(request, reply, page);
    if (body === null) return reply.code(304).send();
    // Sent as a stream, as every other file of dist/ is: the storefront verifies API answers, not files.
    return reply.header('content-length', Buffer.byteLength(body)).send(Readable.from([body]));
  };
  // Hashed and compressed now rather than on the first visit.
  const page = pageText('/');
  if (page !== null) await (await textForms(page)).complete;

  // The root is a directory to the static plugin (which would refuse it): it is the page.
  app.get('/', async (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && isPagePath(pathname)) return sendPage(request, reply);
    return sendFailure(options.translator, request, reply, notFound());
  });
}
