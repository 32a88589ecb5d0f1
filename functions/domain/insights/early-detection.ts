import { DISTRESS_LEVELS, type DistressLevel } from '#shared/insights/session-report';
import type { CheckIn } from '#shared/schemas/insights';
import type { ChatRecord } from '../../data/chats';
import { sessionRef, type ReportedSession } from './reported-sessions';

/**
 * Early detection (SAFETY.md 13): when a recent report carries a suicide score of 2
 * or more, or distress rose over the last three sessions, the dashboard opens with a check-in
 * card. It notices and offers; it never names a condition. The card and its resources come on
 * every plan; Premium's Advanced Early Detection adds the analysis behind it. Before any of these,
 * the follow-up after a crisis: a tier (b) or (c) moment opens the card at the next
 * visit, without waiting for a report.
 */

/** A score of 2 means distress or a wish not to be here (SUICIDE_SCORE_MEANINGS). */
export const CHECK_IN_SCORE = 2;
/** From 3 (thoughts of a way to die) the card puts the resources first. */
export const URGENT_SCORE = 3;
/** A report older than this no longer opens a card: a check-in about a month-old session would startle more than help. */
export const CHECK_IN_WINDOW_DAYS = 14;
/** "The next visit": a follow-up waits this long after the crisis moment, which had its own screen and resources. */
export const FOLLOW_UP_AFTER_MS = 60 * 60 * 1000;
const TREND_SESSIONS = 3;
const ANALYSIS_SESSIONS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const rank = (level: DistressLevel) => DISTRESS_LEVELS.indexOf(level);
const levelOf = (session: ReportedSession) => session.report.findings.anxietyAndDistress.level;
const scoreOf = (session: ReportedSession) => session.report.findings.suicideScore.score;
const moodOf = (session: ReportedSession) => session.report.findings.sentiment.score;

/** The id of the report that triggered a card: the chat and the messages it read. */
export const checkInIdOf = ({ report }: ReportedSession) => `${report.chatId}.${report.messageCount}`;
/** A follow-up's id: its chat, with 0 for "no report". */
const followUpIdOf = (chat: ChatRecord) => `${chat.chatId}.0`;

/** Distress rose over the last three sessions: never easing, higher at the end, and at least moderate. */
export function distressRose(sessions: readonly ReportedSession[]): boolean {
  if (sessions.length < TREND_SESSIONS) return false;
  const levels = sessions.slice(-TREND_SESSIONS).map((session) => rank(levelOf(session)));
  const [first = 0, middle = 0, last = 0] = levels;
  return middle >= first && last >= middle && last > first && last >= rank('moderate');
}

export interface Trigger {
  /** The session the card is about. */
  chat: ChatRecord;
  /** The card's id (CHECK_IN_ID_PATTERN). */
  id: string;
  reason: 'follow-up' | 'score' | 'trend';
  urgent: boolean;
}

const reportTrigger = (session: ReportedSession, reason: 'score' | 'trend'): Trigger => ({
  chat: session.chat,
  id: checkInIdOf(session),
  reason,
  urgent: reason === 'score' && scoreOf(session) >= URGENT_SCORE,
});

/** The latest tier (b) or (c) moment of the last two weeks that is at least an hour old. */
export function followUpTrigger(chats: readonly ChatRecord[], now: Date): Trigger | undefined {
  const age = (chat: ChatRecord) => now.getTime() - Date.parse(chat.crisisAt ?? '');
  const due = chats.filter((chat) => age(chat) >= FOLLOW_UP_AFTER_MS && age(chat) <= CHECK_IN_WINDOW_DAYS * DAY_MS);
  const latest = due.reduce<ChatRecord | undefined>((found, chat) => (found && age(found) <= age(chat) ? found : chat), undefined);
  return latest && { chat: latest, id: followUpIdOf(latest), reason: 'follow-up', urgent: latest.crisis?.tier === 'c' };
}

/** What would open a card now, from the recent reports: the latest session with a score of 2 or more, else a rising trend. */
export function checkInTrigger(sessions: readonly ReportedSession[], now: Date): Trigger | undefined {
  const recent = sessions.filter(({ report }) => now.getTime() - Date.parse(report.createdAt) <= CHECK_IN_WINDOW_DAYS * DAY_MS);
  const scored = recent.findLast((session) => scoreOf(session) >= CHECK_IN_SCORE);
  if (scored) return reportTrigger(scored, 'score');
  const last = sessions.at(-1);
  if (last && recent.includes(last) && distressRose(sessions)) return reportTrigger(last, 'trend');
  return undefined;
}

function noticed(trigger: Trigger, urgent: boolean): string[] {
  if (trigger.reason === 'follow-up') {
    return [
      'Last time things were very hard. How are you now?',
      'Whatever today is like, you can talk it through, and help is here any time.',
    ];
  }
  if (trigger.reason === 'trend') {
    return [
      'Your last few sessions have sounded a little heavier each time.',
      'That can happen when a lot is going on. You do not have to carry it alone.',
    ];
  }
  return urgent
    ? [
        'In a recent session you wrote about thoughts of ending your life.',
        'We are glad you said it. You deserve support with this right now, from people who can be there with you.',
      ]
    : [
        'In a recent session some of what you wrote sounded really hard, as if things feel like too much right now.',
        'We wanted to check in on how you are doing today.',
      ];
}

/** What changed between the last sessions and the ones before, in plain words. */
function changes(sessions: readonly ReportedSession[]): string[] {
  const last = sessions.slice(-TREND_SESSIONS);
  const before = sessions.slice(-2 * TREND_SESSIONS, -TREND_SESSIONS);
  const found: string[] = [];
  if (before.length) {
    const mean = (list: readonly ReportedSession[]) => list.reduce((n, s) => n + moodOf(s), 0) / list.length;
    const delta = mean(last) - mean(before);
    if (delta <= -0.1) found.push('Your mood in your latest sessions was lower than in the sessions before.');
    else if (delta >= 0.1) found.push('Your mood in your latest sessions was higher than in the sessions before, even with what came up.');
    const earlier = new Set(before.flatMap(({ report }) => report.findings.stressSources));
    const fresh = [...new Set(last.flatMap(({ report }) => report.findings.stressSources))].filter((source) => !earlier.has(source));
    if (fresh.length) found.push(`New in your latest sessions: ${fresh.slice(0, 3).join(', ')}.`);
  }
  const levels = last.map((session) => rank(levelOf(session)));
  if (levels.length > 1 && (levels.at(-1) ?? 0) > (levels[0] ?? 0))
    found.push('Stress and worry came up more strongly from one session to the next.');
  return found;
}

/** The goal and style of the sessions that left the person feeling best (mood above neutral), most sessions first. */
function helped(sessions: readonly ReportedSession[]) {
  const counts = new Map<string, { goal: 1 | 2 | 3; style: 1 | 2 | 3; sessions: number }>();
  for (const { chat, report } of sessions) {
    if (report.findings.sentiment.score < 0.15) continue;
    const key = `${chat.goal}/${chat.style}`;
    const seen = counts.get(key);
    if (seen) seen.sessions += 1;
    else counts.set(key, { goal: chat.goal, style: chat.style, sessions: 1 });
  }
  return [...counts.values()].sort((a, b) => b.sessions - a.sessions).slice(0, 2);
}

/** The card for a trigger; `premium` adds the analysis. */
export function checkInCard(trigger: Trigger, sessions: readonly ReportedSession[], premium: boolean): CheckIn {
  const { urgent } = trigger;
  return {
    id: trigger.id,
    level: urgent ? 'urgent' : 'gentle',
    noticed: noticed(trigger, urgent),
    analysis: premium
      ? {
          trend: sessions.slice(-ANALYSIS_SESSIONS).map((session) => ({
            ...sessionRef(session.chat),
            level: levelOf(session),
            score: moodOf(session),
          })),
          changes: changes(sessions),
          helped: helped(sessions),
        }
      : null,
  };
}
