/**
 * Which mailbox an address reaches, so that a rule held per person (a block, "no more e-mails", the
 * one free trial of functions/domain/payment/free-trial.ts) holds however the address is written:
 * case never matters, a `+tag` after the name is delivered to the same mailbox by the common
 * providers, and Gmail ignores dots in the name (Gmail Help, "Dots don't matter in Gmail
 * addresses") and treats googlemail.com as gmail.com. Used to compare and look
 * up addresses, never to send: mail goes to the address as typed.
 */

const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** The canonical form of an address's mailbox: lower case, no `+tag`, and Gmail's name without dots. */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  const name = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  const dotless = DOTLESS_DOMAINS.get(domain);
  return dotless ? `${name.replaceAll('.', '')}@${dotless}` : `${name}@${domain}`;
}
