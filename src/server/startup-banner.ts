/**
 * What `npm start` prints once the gateway listens. Sandbox mode is the default (no GATEWAY_MODE), so
 * its banner says plainly what the sandbox opens up and how to turn it off: an operator who deploys
 * without reading the README still sees it in the log.
 */
import type { GatewayMode } from './gateway-context.js';
import { DEMO_USER } from './storage/seed-demo-data.js';

/** The lines to print for a gateway in `mode` listening at `url`. */
export function startupBanner(mode: GatewayMode, url: string): string[] {
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
    '  - sandbox third-party apps (/sandbox/third/...) whose sign-in page logs in as any of their test accounts;',
    `  - a demo user, +${DEMO_USER.areaCode} ${DEMO_USER.phone}, who already has a policy.`,
    'Start with GATEWAY_MODE=production to remove every /sandbox route (README: "Run in production mode").',
    rule,
  ];
}
