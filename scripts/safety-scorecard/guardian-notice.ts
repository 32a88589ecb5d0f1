import { isKeptReading, noticeDue, type NoticeReading } from '../../functions/domain/guardian/notice-rule';
import type { ScoredConversation } from './report';

/**
 * How often the scripted conversations would have sent a distress notice to a guardian
 * (docs/safety.md "A notice to a guardian"), each conversation read as one linked teen's, through
 * the rule itself (functions/domain/guardian/notice-rule.ts). A false alarm is a notice for a
 * conversation whose label says it is not at that risk: labelled none or (a), or harm to others
 * (never a notice's).
 */

export interface NoticeFigures {
  conversations: number;
  /** Conversations that would have sent at least one notice. */
  sending: string[];
  /** Of those, the ones labelled not at that risk. */
  falseAlarms: string[];
  /** Conversations labelled (b) or (c) for the writer's own risk that sent none. */
  held: string[];
}

/**
 * Whether one conversation would have sent a notice, its readings kept as the store keeps them.
 * `confirmedByModel`: as if a second reader agreed with every reading of (b) or (c), the most a
 * model could confirm (offline no model reads, so only a repeated reading confirms).
 */
export function sendsNotice(readings: readonly (NoticeReading | undefined)[], confirmedByModel = false): boolean {
  const kept: NoticeReading[] = [];
  for (const read of readings) {
    const reading =
      read && confirmedByModel && (read.tier === 'b' || read.tier === 'c') ? { ...read, secondReader: 'agreed' as const } : read;
    if (!reading || !isKeptReading(reading)) continue;
    kept.push(reading);
    if (noticeDue(reading, kept, undefined)) return true;
  }
  return false;
}

export function noticeFigures(conversations: readonly ScoredConversation[], confirmedByModel = false): NoticeFigures {
  const sending: string[] = [];
  const falseAlarms: string[] = [];
  const held: string[] = [];
  for (const { conversation, exchanges } of conversations) {
    const { tier, harmToOthers } = conversation.expect;
    const atRisk = (tier === 'b' || tier === 'c') && harmToOthers !== true;
    if (
      sendsNotice(
        exchanges.map((exchange) => exchange.reading),
        confirmedByModel,
      )
    ) {
      sending.push(conversation.id);
      if (!atRisk) falseAlarms.push(conversation.id);
    } else if (atRisk) held.push(conversation.id);
  }
  return { conversations: conversations.length, sending, falseAlarms, held };
}

const figureLines = ({ conversations: count, sending, falseAlarms, held }: NoticeFigures): string[] => [
  `- would have sent a notice: ${sending.length} of ${count} conversations`,
  `- false alarms (labelled none, (a) or harm to others): ${falseAlarms.length}${falseAlarms.length ? ` (${falseAlarms.join(', ')})` : ''}`,
  `- labelled (b) or (c) for the writer’s own risk and sent none: ${held.length}`,
];

/** The report's lines: as the engine ran, and as if a second reader had agreed with every serious reading. */
export function noticeSection(conversations: readonly ScoredConversation[]): string[] {
  return [
    '',
    '## Distress notices to a guardian',
    '',
    'Each scripted conversation read as a linked teen’s, through the notice rule (docs/safety.md "A notice to a guardian").',
    '',
    'As the engine ran (offline only a repeated reading confirms):',
    ...figureLines(noticeFigures(conversations)),
    '',
    'As if a second reader had agreed with every reading of (b) or (c) (the most a model could confirm):',
    ...figureLines(noticeFigures(conversations, true)),
  ];
}
