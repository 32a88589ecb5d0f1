import { careOf, flagAfter, shownTier } from '../../functions/domain/chat/crisis-flag';
import type { ChatCrisis } from '../../functions/data/chats';
import type { RiskTier } from '#shared/safety';
import type { SetFigures } from './screen-sets';

/**
 * What a false alarm costs the person who gets it (SAFETY.md 20): an ordinary message the local
 * screen read at tier (a), followed by a chat of ordinary turns. Counted through the flag's own
 * functions (functions/domain/chat/crisis-flag.ts) against the rule before them, under which a
 * single reading flagged the chat for good: every later reply careful with the crisis lines beside
 * it, and the report's score (so the check-in card) raised.
 */

/** The ordinary turns after the false alarm: a chat of everyday length. */
export const TURNS_AFTER_ALARM = 10;

export interface AlarmCost {
  /** Replies with the crisis lines shown beside them, the alarm's own reply included. */
  withResources: number;
  /** Replies written in careful mode. */
  careful: number;
  /** The reading raises the session report's score, and so opens the check-in card. */
  counted: boolean;
}

const turns = (): RiskTier[] => ['a', ...Array<RiskTier>(TURNS_AFTER_ALARM).fill('none')];

/** Under the flag as it is: one unconfirmed reading (the local screen alone), then ordinary turns. */
export function costNow(): AlarmCost {
  let flag: ChatCrisis | undefined;
  const cost: AlarmCost = { withResources: 0, careful: 0, counted: false };
  for (const met of turns()) {
    if (shownTier(flag, met)) cost.withResources++;
    if (careOf(flag, met)) cost.careful++;
    flag = flagAfter(flag, { met, confirmed: false, fresh: true });
  }
  return { ...cost, counted: flag?.confirmed === true };
}

/** Under the rule before: from the reading on, the chat stayed at (a), every reply careful with the lines beside it. */
export function costBefore(): AlarmCost {
  const replies = turns().length;
  return { withResources: replies, careful: replies, counted: true };
}

/** The Markdown section: per harm set, the ordinary messages read at (a), and what they cost. */
export function falseAlarmSection(sets: readonly SetFigures[]): string[] {
  const harmSets = sets.filter((set) => set.byCategory);
  if (!harmSets.length) return [];
  const before = costBefore();
  const now = costNow();
  const line = (name: string, alarms: number) =>
    `| \`${name}\` | ${alarms} | ${alarms * before.withResources} → ${alarms * now.withResources} | ` +
    `${alarms * before.careful} → ${alarms * now.careful} | ${before.counted ? alarms : 0} → ${now.counted ? alarms : 0} |`;
  return [
    '',
    '## What a false alarm costs',
    '',
    `An ordinary message read at tier (a) by the local screen alone, then ${TURNS_AFTER_ALARM} ordinary turns: before → now.`,
    '',
    '| set | ordinary messages read at (a) | replies with the crisis lines beside them | careful replies | reports scored and check-in cards opened |',
    '| --- | --- | --- | --- | --- |',
    ...harmSets.map(({ name, figures }) => line(name, figures.confusion.none.a)),
  ];
}
