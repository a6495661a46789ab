/** A new password must pass the engine's checkPassword (docs/spec/storefront-spec.md#password); refusals name the first broken rule. */
import { TIP_CODES } from '../../contract/index.js';
import { checkPassword, type PasswordFailure } from '../../engine/index.js';
import { GatewayError } from '../gateway-error.js';
import { hashPassword } from '../security/password-hash.js';

/** The spec gives one message for the composition and length rules, and none for the others. */
const MESSAGES: Readonly<Record<PasswordFailure, string>> = {
  length: 'gateway.account.password.rules',
  digit: 'gateway.account.password.rules',
  lower: 'gateway.account.password.rules',
  upper: 'gateway.account.password.rules',
  special: 'gateway.account.password.rules',
  repeat: 'gateway.account.password.repeat',
  keyboard: 'gateway.account.password.keyboard',
  groups: 'gateway.account.password.groups',
};

/** The stored hash of a new password; V00400 with data { field: 'password', failures } when it breaks a rule. */
export async function newPasswordHash(password: string): Promise<string> {
  const { failures } = checkPassword(password);
  const first = failures[0];
  if (first !== undefined) throw new GatewayError(400, TIP_CODES.badRequest, MESSAGES[first], {}, 'E', { field: 'password', failures });
  return hashPassword(password);
}
