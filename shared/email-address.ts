/**
 * One mailbox, however its address is written: for rules that hold per person rather than per
 * account (the free trial, functions/domain/payment/free-trial.ts). Domains are case-insensitive,
 * and the local parts of the large providers are treated so too.
 */

/** Gmail ignores dots in the local part, and googlemail.com is the same mailbox as gmail.com. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to: lower case, a `+tag` removed from the local part, and for
 * Gmail the dots removed and googlemail.com read as gmail.com. An address without a local part
 * and a domain comes back lower-cased only.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return address;
  const whole = address.slice(0, at);
  const plus = whole.indexOf('+');
  const local = plus > 0 ? whole.slice(0, plus) : whole;
  const domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}
