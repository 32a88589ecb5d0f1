/**
 * The mailings a person can leave with one click (RFC 8058), and how an unsubscribe token names
 * its mailing: `<uid>.<signature>` is the weekly summary (the form of every link sent before
 * there were two), `<uid>.<signature>.<kind>` another. The kind is inside the signature too
 * (functions/domain/mail/unsubscribe-token.ts), so changing it breaks the token; reading it here
 * only lets the /unsubscribe page say which e-mail it stops. `buddy-invite` stops buddy
 * invitations to an address, whoever sends them; its token names the address's hash, not a uid.
 * `guardian-weekly` stops one guardian's weekly e-mail of one linked teen; its token names
 * `<guardian uid>#<link id>` (functions/domain/guardian/weekly-email.ts).
 */
export const UNSUBSCRIBE_KINDS = ['weekly-summary', 'check-in', 'check-in-reminder', 'buddy-invite', 'guardian-weekly'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The kind a token names, or undefined when its suffix names none. */
export function unsubscribeKindOf(token: string): UnsubscribeKind | undefined {
  const parts = token.split('.');
  if (parts.length === 2) return 'weekly-summary';
  const kind = parts.length === 3 ? parts[2] : undefined;
  return UNSUBSCRIBE_KINDS.find((known) => known !== 'weekly-summary' && known === kind);
}
