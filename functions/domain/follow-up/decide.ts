import type { FollowUp, FollowUpRecipient } from '../../data/follow-ups';

/** What became of one due follow-up; only 'send' sends anything. */
export type FollowUpDecision = 'send' | 'came-back' | 'not-opted-in' | 'no-profile';

/**
 * Whether a due follow-up becomes an e-mail: only for an account that still exists,
 * whose owner still has check-in e-mails on, and who has not been active since the moment it
 * follows (`lastActiveAt`, recorded when they send a message, at most hourly, is not after
 * `crisisAt`). The address is verified: a session, and so a chat, is only ever issued to one.
 */
export function decideFollowUp(recipient: FollowUpRecipient | undefined, followUp: FollowUp): FollowUpDecision {
  if (!recipient) return 'no-profile';
  if (!recipient.checkInEmails) return 'not-opted-in';
  if (recipient.lastActiveAt && Date.parse(recipient.lastActiveAt) > Date.parse(followUp.crisisAt)) return 'came-back';
  return 'send';
}
