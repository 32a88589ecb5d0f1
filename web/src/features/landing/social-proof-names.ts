/** The first names the social-proof popup cycles through (spec sections 2 and 9: a list of 30). */
export const SOCIAL_PROOF_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mateo',
  'Isabella',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Leo',
  'Aaliyah',
  'Jayden',
  'Zoe',
  'Daniel',
  'Priya',
  'Marcus',
  'Chloe',
  'Aiden',
  'Layla',
  'Omar',
  'Grace',
  'Kai',
  'Nora',
  'Diego',
] as const;

/** The popup's cycle (spec section 9): every 20 seconds it shows for 5, after 15 hidden. */
export const SOCIAL_PROOF_CYCLE_MS = 20_000;
export const SOCIAL_PROOF_SHOWN_MS = 5_000;
export const SOCIAL_PROOF_HIDDEN_MS = SOCIAL_PROOF_CYCLE_MS - SOCIAL_PROOF_SHOWN_MS;
