/**
 * The audit line of a third-party sign-in: who was signed in (the user id), through which app and which
 * server-login path, and from what kind of address. No phone, open id, token or address is written: the
 * line must be safe to ship to any log store.
 */
import type { FastifyBaseLogger } from 'fastify';
import { addressClass } from '../security/client-address.js';

/** The server-login path that signed the user in. */
export type ThirdSignInPath = 'tauth' | 'useOpen' | 'token';

export interface ThirdSignIn {
  userId: string;
  appId: string;
  path: ThirdSignInPath;
  /** The caller's socket address: only its class is written. */
  clientAddress: string;
}

/** Writes the audit line through the request's logger. */
export function auditThirdPartySignIn(log: FastifyBaseLogger, signIn: ThirdSignIn): void {
  // The gateway logs at warn by default (main.ts) and an audit line must be written all the same, so it
  // goes through a child at info; an operator who silenced the log gets nothing, as asked.
  const audit = log.level === 'silent' ? log : log.child({}, { level: 'info' });
  audit.info({
    audit: 'thirdPartySignIn', userId: signIn.userId, appId: signIn.appId, path: signIn.path, addressClass: addressClass(signIn.clientAddress),
  }, 'third-party sign-in');
}
