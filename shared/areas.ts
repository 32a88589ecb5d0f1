/**
 * The product's areas, as the product names them. Every API route (shared/routes/) and every
 * background job (shared/jobs.ts) belongs to one; the stack deploys each area's functions in a
 * nested stack of its own (infra/constructs/area-stack.ts), so an area grows without crowding
 * the others toward CloudFormation's limits.
 */
export const AREAS = [
  'auth',
  'account',
  'chat',
  'voice',
  'insights',
  'goals',
  'memory',
  'buddies',
  'guardian',
  'billing',
  'email',
] as const;

export type Area = (typeof AREAS)[number];
