/**
 * The notification's rhythm (spec section 9): each real recent subscription shows for 5 s in a 20 s
 * cycle, after 15 s hidden; once each has shown, it stops.
 */
export const SOCIAL_PROOF_CYCLE_MS = 20_000;
export const SOCIAL_PROOF_SHOWN_MS = 5_000;
export const SOCIAL_PROOF_HIDDEN_MS = SOCIAL_PROOF_CYCLE_MS - SOCIAL_PROOF_SHOWN_MS;
