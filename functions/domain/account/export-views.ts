import { NOTHING_SHARED } from '#shared/buddies';
import type { DataExport } from '#shared/schemas/user';
import type { UserItems } from '../../data/account';
import type { StoredGuardianControls } from '../../data/guardian-controls';
import type { UserProfile } from '../../data/users';
import { toChatMessage, toChatSummary } from '../chat/chat-views';

/**
 * The two report topics the app never shows its user (SAFETY.md 20), explained where the export
 * hands them over.
 */
export const ABOUT_REPORTS = {
  suicideScore:
    "The suicide score says how strongly what you wrote in a session pointed to a risk to your life, from 0 to 5 (0: no sign of risk; 5: intent, a plan, means or a recent attempt). It is an automatic estimate, by an AI or by the app's simpler local analysis, not a diagnosis. The app never shows it to you; it uses it only to check in with you and offer help after a hard session.",
  redFlags:
    "Red flags are short notes on signs, in what you wrote in a session, that you might not be safe. They are automatic estimates, by an AI or by the app's simpler local analysis, not a diagnosis. The app never shows them to you.",
} as const;

/** A guardian's controls as stored, each change by the guardian's first name only, never their account id. */
function controlsExport({ coachHours, keepBreakReminders, voice, memory, timeZone, changes }: StoredGuardianControls) {
  const byName = Object.fromEntries(Object.entries(changes).map(([name, change]) => [name, { by: change.by, at: change.at }]));
  return { coachHours, keepBreakReminders, voice, memory, ...(timeZone && { timeZone }), changes: byName };
}

/**
 * How the user's items are answered in their data export (SAFETY.md 12). Chats and messages read
 * as the chat routes answer them; sessions only by when they began and end.
 */
export function toDataExport(items: UserItems & { profile: UserProfile }, exportedAt: Date): DataExport {
  return {
    exportedAt: exportedAt.toISOString(),
    // The route's schema keeps the user details and drops the bookkeeping (e-mail send times and such).
    account: items.profile,
    safetyPlan: items.safetyPlan ?? { plan: { warningSigns: [], copingSteps: [], contacts: [] } },
    chats: items.chats.map((chat) => ({
      ...toChatSummary(chat),
      messages: (items.messages.get(chat.chatId) ?? []).map(toChatMessage),
    })),
    sessions: items.sessions
      .toSorted((x, y) => x.createdAt - y.createdAt)
      .map((session) => ({
        createdAt: new Date(session.createdAt).toISOString(),
        expiresAt: new Date(session.expiresAt * 1000).toISOString(),
      })),
    reports: items.reports,
    aboutReports: ABOUT_REPORTS,
    weeklySummaries: items.weeklySummaries,
    checkInsClosed: items.checkInsClosed.map(({ checkInId, seenAt }) => ({ checkInId, seenAt })),
    goals: items.goals,
    checkIns: items.checkIns,
    who5: items.who5,
    memories: items.memories,
    // Buddies: each person by first name only, never their account id.
    buddies: items.buddies.map(({ buddyId, firstName, since }) => ({ buddyId, firstName, since })),
    buddyInvites: items.buddyInvites.map(({ inviteId, email, createdAt, expiresAt }) => ({
      inviteId,
      ...(email && { email }),
      createdAt,
      expiresAt,
    })),
    buddyBlocks: items.buddyBlocks.map(({ firstName, at }) => ({ firstName, at })),
    buddyReports: items.buddyReports,
    buddyCheers: items.buddyCheers.map(({ fromFirstName, cheerId, at }) => ({ fromFirstName, cheerId, at })),
    buddyShare: items.buddyShare ?? NOTHING_SHARED,
    // Guardian links: each person by first name only, never their account id.
    guardian: {
      ...(items.birthYear !== undefined && { birthYear: items.birthYear }),
      guardians: items.guardianLinks
        .filter((link) => link.role === 'guardian')
        .map(({ linkId, firstName, since }) => ({ linkId, firstName, since })),
      teens: items.guardianLinks
        .filter((link) => link.role === 'teen')
        .map(({ linkId, firstName, since, weeklyEmail }) => ({ linkId, firstName, since, ...(weeklyEmail && { weeklyEmail }) })),
      invites: items.guardianInvites.map(({ inviteId, email, createdAt, expiresAt }) => ({ inviteId, email, createdAt, expiresAt })),
      ...(items.guardianControls && { controls: controlsExport(items.guardianControls) }),
      ...(items.guardianWeeklyEmails.length > 0 && { weeklyEmails: items.guardianWeeklyEmails }),
    },
    ...(items.followUp && { followUp: { crisisAt: items.followUp.crisisAt, dueAt: items.followUp.dueAt } }),
    ...(items.profile.lastCrisisAt && { lastCrisisAt: items.profile.lastCrisisAt }),
  };
}
