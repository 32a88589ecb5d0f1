import { screen, within } from '@testing-library/react';
import type { CrisisTier, Help } from '#shared/safety';
import type { ReplyResponse } from '#shared/schemas/chat';
import type { SafetyPlan } from '#shared/schemas/user';
import { chatMessage, streamOf } from './chat';
import { ADA, type Reply } from './fetch-mock';

/** The accessible name of the SOS button, wherever it is. */
export const SOS_NAME = 'SOS: get help now';

/** The streamed answer to a flagged message: the reply carries its tier, and tier (c) may ask for the crisis screen. */
export function flaggedReply(
  userText: string,
  text: string,
  tier: CrisisTier,
  options: { crisisScreen?: boolean; engine?: 'openai' | 'offline' | 'safety'; help?: Help } = {},
): Reply {
  const body: ReplyResponse = {
    success: true,
    resonse: text,
    message: chatMessage('assistant', text, {
      engine: options.engine ?? 'safety',
      safety: tier,
      ...(options.help && { help: options.help }),
    }),
    userMessage: chatMessage('user', userText),
    safety: { tier, crisisScreen: options.crisisScreen ?? false },
  };
  return streamOf(body);
}

/** GET and PUT /api/user/safety-plan's answer. */
export const planReply = (plan: SafetyPlan, updatedAt?: string): Reply => ({
  body: { success: true, plan, ...(updatedAt ? { updatedAt } : {}) },
});

export const EMPTY_PLAN: SafetyPlan = { warningSigns: [], copingSteps: [], contacts: [] };

/** Ada as the API would describe her, with other answers to the age question and the disclosure. */
export const adaAs = (overrides: Record<string, unknown>, without: readonly string[] = []): Reply => {
  const details: Record<string, unknown> = { ...ADA, ...overrides };
  for (const key of without) delete details[key];
  return { body: details };
};

/** Opens the SOS dialog with the button in `scope` (the whole page by default) and returns it. */
export async function openSos(user: { click: (element: Element) => Promise<void> }, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('button', { name: SOS_NAME }));
  return screen.getByRole('dialog', { name: 'Get help now' });
}
