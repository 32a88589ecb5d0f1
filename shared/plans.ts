import type { ChatGoal, ChatStyle } from './chat';

export const PLAN_NAMES = ['Basic', 'Premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/**
 * What each plan may use (spec section 6). A user without a plan has Basic's entitlements.
 * The server enforces these from the stored plan; the web app only mirrors them.
 */

/** Basic: only goal 2 (Reduce Stress) with style 2 (Non-Directive Approach). */
const BASIC_GOALS: readonly ChatGoal[] = [2];
const BASIC_STYLES: readonly ChatStyle[] = [2];

export const isPremium = (plan: PlanName | null | undefined): boolean => plan === 'Premium';

export const canUseGoal = (plan: PlanName | null | undefined, goal: ChatGoal): boolean => isPremium(plan) || BASIC_GOALS.includes(goal);

/** The weekly summary e-mail is Premium's: only Premium users who opted in receive it. */
export const canGetWeeklySummary = (plan: PlanName | null | undefined): boolean => isPremium(plan);

export const canUseStyle = (plan: PlanName | null | undefined, style: ChatStyle): boolean =>
  isPremium(plan) || BASIC_STYLES.includes(style);
