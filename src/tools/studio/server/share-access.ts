/**
 * Who may see the studio when it is shared on the LAN (`npm run studio -- --share`; off by default). The owner
 * on this machine sees it as ever. Anyone else needs the one-time token of the share address: the first request
 * carrying it is answered with a session cookie (HttpOnly, SameSite=Strict) and a redirect to the same page
 * without the token, so the token is spent at once and stays in no address bar, history or Referer; every
 * later request needs the cookie. A shared studio is read-only: a caller from elsewhere may only read (GET,
 * HEAD). A websocket (Vite's HMR socket, or any other upgrade) from elsewhere needs the cookie too: the HTTP
 * middlewares never see an upgrade, and Vite lets a socket without an Origin header in. Nothing here logs a
 * request, the token or the cookie.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The query parameter of the share address. */
export const SHARE_PARAMETER = 'share';

const COOKIE = 'studio_share';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string | undefined, secret: string): boolean => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

function cookieOf(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

function refuse(response: ServerResponse, status: number, words: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end(words);
}

/** The share's token (to put in the one address handed out) and the middleware that enforces it. */
export interface ShareAccess {
  token: string;
  middleware(request: IncomingMessage, response: ServerResponse, next: () => void): void;
  /**
   * Puts the share in front of every websocket upgrade of the server: the listeners already registered (Vite's
   * HMR socket) hear only a caller on this machine or one with the share's session; anyone else is answered 403.
   */
  gateUpgrades(server: EventEmitter): void;
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** A fresh share: a token good for one first visit, and the session that visit opens. */
export function shareAccess(): ShareAccess {
  let token: string | null = randomBytes(24).toString('base64url');
  const session = randomBytes(32).toString('base64url');
  const handedOut = token;
  const isLocal = (request: IncomingMessage) => LOOPBACK.has(request.socket.remoteAddress ?? '');
  return {
    token: handedOut,
    middleware(request, response, next) {
      if (isLocal(request)) {
        next();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        refuse(response, 405, 'This shared studio is read-only.');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://studio');
      const offered = url.searchParams.get(SHARE_PARAMETER);
      if (offered !== null) {
        if (token === null || !sameSecret(offered, token)) {
          refuse(response, 403, 'This share link was used already or is not valid: ask for a new one.');
          return;
        }
        token = null;
        url.searchParams.delete(SHARE_PARAMETER);
        response.statusCode = 303;
        response.setHeader('set-cookie', `${COOKIE}=${session}; HttpOnly; SameSite=Strict; Path=/`);
        response.setHeader('location', `${url.pathname}${url.search}`);
        response.end();
        return;
      }
      if (!sameSecret(cookieOf(request), session)) {
        refuse(response, 403, 'Open the share link you were given.');
        return;
      }
      next();
    },
    gateUpgrades(server) {
      const listeners = server.listeners('upgrade') as UpgradeListener[];
      server.removeAllListeners('upgrade');
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (isLocal(request) || sameSecret(cookieOf(request), session)) {
          for (const listener of listeners) listener.call(server, request, socket, head);
          return;
        }
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      });
    },
  };
}
