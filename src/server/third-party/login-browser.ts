/**
 * Which browser a server login belongs to (login CSRF): login.oauth gives the browser that starts it an
 * HttpOnly cookie holding a random value and stores the value's hash with the OAuth state; login.useOpen
 * and login.token finish only in a browser that sends the same value, and the one-time code they hand the
 * bridge is exchanged (login.thirdCode, same origin, so the cookie goes along) only by that browser too. An
 * attacker who starts a login in their own browser and sends the victim a link to finish it, or the
 * finished bridge address, therefore signs no one in.
 *
 * SameSite=Lax, since the app sends the browser back to the gateway by a top-level navigation from its
 * own site, which Lax cookies follow; Secure when the gateway's public origin is https.
 */
import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_STATE_TTL_MS } from './oauth-states.js';

/** The cookie's name. */
export const LOGIN_BROWSER_COOKIE = 'mo_login_browser';
/** The paths of the server-login rows, the only ones the cookie is sent to. */
const COOKIE_PATH = '/api/login';
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's value from a Cookie header, when it sent a well-formed one. */
function valueIn(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LOGIN_BROWSER_COOKIE && VALUE_PATTERN.test(value)) return value;
  }
  return null;
}

const hashOf = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface LoginBrowser {
  /** What the state stores. */
  hash: string;
  /** The Set-Cookie header value that (re)gives the browser its value for the life of a state. */
  setCookie: string;
}

/**
 * The browser starting a login: the value it already has (so logins started in two tabs both finish), or a
 * new one.
 */
export function loginBrowser(cookieHeader: string, secure: boolean): LoginBrowser {
  const value = valueIn(cookieHeader) ?? randomBytes(32).toString('base64url');
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${OAUTH_STATE_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return { hash: hashOf(value), setCookie: [`${LOGIN_BROWSER_COOKIE}=${value}`, ...attributes].join('; ') };
}

/** The hash of the login cookie a request sent, or null when it sent none. */
export function loginBrowserHash(cookieHeader: string): string | null {
  const value = valueIn(cookieHeader);
  return value === null ? null : hashOf(value);
}

/** True when the request comes from the browser the state was started in (a state no browser started has none). */
export function isLoginBrowser<State extends { browser_hash: string | null }>(state: State, cookieHeader: string): state is State & { browser_hash: string } {
  return state.browser_hash !== null && loginBrowserHash(cookieHeader) === state.browser_hash;
}
