/** An account's username (set with a password, or changed later): a letter, then letters, digits or underscores, 4 to 20 in all. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/** True for a username the gateway accepts (the contract's username rows use the same pattern). */
export function checkUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim());
}
