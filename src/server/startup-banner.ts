/**
 * What `npm start` prints once the gateway listens. Sandbox mode is the default (no GATEWAY_MODE), so
 * its banner says plainly what the sandbox opens up and how to turn it off: an operator who deploys
 * without reading the README still sees it in the log.
 */
import type { GatewayMode } from './gateway-context.js';
import { isLoopbackAddress } from './security/client-address.js';
import { DEMO_USER } from './storage/seed-demo-data.js';

/** What the banner says about who can reach a sandbox listening on `host`. */
function sandboxReach(host: string): string[] {
  if (isLoopbackAddress(host) || host === 'localhost') {
    return [
      `Listening on ${host} (loopback): only this machine can open the storefront and the sandbox.`,
      'HOST=0.0.0.0 (or another address) would expose the storefront, the sandbox payment page and the sandbox',
      'third-party sign-in page to the network; the SMS read-out and test-app routes still answer loopback only.',
    ];
  }
  return [
    `Listening on ${host} (HOST is set): the storefront, the sandbox payment page and the sandbox third-party`,
    'sign-in page are reachable from the network; the SMS read-out and test-app routes answer loopback only.',
  ];
}

/** The lines to print for a gateway in `mode` listening at `url` on the address `host`. */
export function startupBanner(mode: GatewayMode, url: string, host: string): string[] {
  const ready = `Storefront ready at ${url}`;
  if (mode === 'production') {
    return [
      ready,
      'Production mode: this reference gateway has no SMS or payment provider, so SMS sign-in codes and online payment answer "not available".',
    ];
  }
  const rule = '='.repeat(78);
  return [
    ready,
    rule,
    'SANDBOX MODE (GATEWAY_MODE is not "production"): for development and demos only, not for real customers.',
    'It exposes:',
    '  - SMS sign-in codes, printed in this log ([sandbox] SMS code for ...) and readable from this machine',
    '    only (loopback) at /sandbox/sms/latest;',
    '  - a sandbox payment page (/sandbox/pay/...) that marks orders paid without taking any money;',
    '  - sandbox third-party apps (/sandbox/third/...) whose sign-in page signs in the account of a phone proved',
    '    with an SMS code; their test accounts and app tokens are handed out to this machine only (loopback);',
    `  - a demo user, +${DEMO_USER.areaCode} ${DEMO_USER.phone}, who already has a policy.`,
    ...sandboxReach(host),
    'Start with GATEWAY_MODE=production to remove every /sandbox route (README: "Run in production mode").',
    rule,
  ];
}
