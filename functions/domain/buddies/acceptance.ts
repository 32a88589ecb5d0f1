import { canBeBuddies } from '#shared/buddies';
import type { AgeConfirmation } from '#shared/safety';

/** What accepting an invitation depends on, besides the places (counted by conditional writes). */
export interface AcceptanceFacts {
  inviteeUid: string;
  inviterUid: string;
  inviteeAge: AgeConfirmation | undefined;
  /** Undefined too when the inviter's account is gone. */
  inviterAge: AgeConfirmation | undefined;
  /** Either has blocked the other. */
  blocked: boolean;
  /** The two are buddies already (through another invitation). */
  alreadyBuddies: boolean;
  /** One is the other's guardian: a different relation, never also a buddy (SAFETY.md 16). */
  guardianLinked: boolean;
}

/**
 * Whether a link may be made between the two: never with oneself, never between a
 * minor's account and an adult's (or an account that has not answered the age question), never
 * across a block, never twice, and never between a guardian and their teen. Every refusal answers the same, so it tells nothing of which.
 */
export const mayBecomeBuddies = (facts: AcceptanceFacts): boolean =>
  facts.inviteeUid !== facts.inviterUid &&
  canBeBuddies(facts.inviteeAge, facts.inviterAge) &&
  !facts.blocked &&
  !facts.alreadyBuddies &&
  !facts.guardianLinked;
