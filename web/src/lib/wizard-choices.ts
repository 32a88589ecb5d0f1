import { CHAT_CHOICES, GOALS, STYLES, type ChatGoal } from '#shared/chat';

/** One card of the goal and style wizard. */
export interface WizardOption {
  value: ChatGoal;
  title: string;
  description: string;
}

const GOAL_DESCRIPTIONS: Record<ChatGoal, string> = {
  1: 'Notice your strengths and speak to yourself more kindly.',
  2: 'Untangle what weighs on you and find ways to ease it.',
  3: 'Feel more confident with friends, family and partners.',
};

const STYLE_DESCRIPTIONS: Record<ChatGoal, string> = {
  1: 'Warm, upbeat support that celebrates each step you take.',
  2: 'Skye listens and asks questions so you find your own answers.',
  3: 'Practical tips, techniques and ideas to try.',
};

/** Step 1, "Select Your Goal" (spec sections 2 and 3). */
export const GOAL_OPTIONS: readonly WizardOption[] = CHAT_CHOICES.map((value) => ({
  value,
  title: GOALS[value],
  description: GOAL_DESCRIPTIONS[value],
}));

/** Step 2, "Select Your Communication Style". */
export const STYLE_OPTIONS: readonly WizardOption[] = CHAT_CHOICES.map((value) => ({
  value,
  title: STYLES[value],
  description: STYLE_DESCRIPTIONS[value],
}));

/** The landing page's goal-setting claim (spec sections 1 and 9), with its source. */
export const GOAL_CLAIM = 'Goal setters are 43% more likely to achieve their goals.';
export const GOAL_CLAIM_SOURCE = 'Matthews, G. (2015). Study on goal setting. Dominican University of California.';
