import { chatOf, isChatItem, type ChatRecord } from './chats';
import { isMessageItem, messageOf, type MessageRecord } from './chat-messages';
import { batchDelete, queryKeys, queryPrefix } from './item-keys';
import { isCheckInSeenItem, seenCheckInOf, type SeenCheckIn } from './check-ins';
import { isReportItem, reportOf } from './reports';
import { followUpOf, isFollowUpItem, type FollowUp } from './follow-ups';
import { isWeeklyJobItem, weeklySendOf, type WeeklySend } from './weekly-summary';
import { isSafetyPlanItem, storedPlanOf, type StoredSafetyPlan } from './safety-plans';
import { goalOf, isGoalItem } from './goals';
import { dailyCheckInOf, isDailyCheckInItem } from './daily-check-ins';
import { isWho5Item, who5ResultOf } from './who5-results';
import { isMemoryItem, memoryOf } from './memories';
import { buddyLinkOf, isBuddyItem, type BuddyLink } from './buddies';
import { isSentInviteItem, sentInviteOf, type SentInviteRecord } from './buddy-invites';
import { guardianInviteRecordOf, isGuardianInviteItem, type GuardianInviteRecord } from './guardian-invites';
import { guardianLinkOf, isGuardianLinkItem, type GuardianLink } from './guardians';
import { teenControlFactsOf, type StoredGuardianControls } from './guardian-controls';
import { guardianWeeklySendOf, isGuardianWeeklyMarker, type GuardianWeeklySend } from './guardian-weekly';
import { blockOf, buddyReportOf, isBlockItem, isBuddyReportItem, type Block } from './buddy-blocks';
import { cheerOf, isBuddyCheerItem, type StoredCheer } from './buddy-cheers';
import { shareOf } from './buddy-share';
import type { ShareSettings } from '#shared/buddies';
import type { SessionReport } from '#shared/insights/session-report';
import type { Goal } from '#shared/schemas/goals';
import type { Memory } from '#shared/schemas/memory';
import type { DailyCheckIn, Who5Result } from '#shared/schemas/check-ins';
import { sessionKey, sessionPartition, sessionTimesOf, type SessionTimes } from './sessions';
import { isProfileItem } from './user-partition';
import { profileOf, type UserProfile } from './users';
import { userPartition } from './user-partition';

/** The user's partitions as a whole (their items and their sessions): everything they own, read or deleted at once. */

/** Everything the user's partition holds, by entity. */
export interface UserItems {
  profile?: UserProfile;
  safetyPlan?: StoredSafetyPlan;
  /** Newest first, as the chat list shows them. */
  chats: ChatRecord[];
  /** Each chat's messages, oldest first, by chat id. */
  messages: Map<string, MessageRecord[]>;
  sessions: SessionTimes[];
  /** Session reports, by chat id order. */
  reports: SessionReport[];
  /** The early-detection cards the user closed, one per session at most. */
  checkInsClosed: SeenCheckIn[];
  /** The weekly summary e-mails sent (their markers), oldest week first. */
  weeklySummaries: WeeklySend[];
  /** The check-in e-mail's follow-up waiting to be due, if any. */
  followUp?: FollowUp;
  /** Goals, oldest first. */
  goals: Goal[];
  /** Daily check-ins, oldest date first. */
  checkIns: DailyCheckIn[];
  /** WHO-5 results, oldest week first. */
  who5: Who5Result[];
  /** The coach's memory, oldest first. */
  memories: Memory[];
  /** Buddies: the links, invitations sent, blocks, reports, cheers received, and what is shared. */
  buddies: BuddyLink[];
  buddyInvites: SentInviteRecord[];
  buddyBlocks: Block[];
  buddyReports: { inviteId: string; at: string }[];
  buddyCheers: StoredCheer[];
  buddyShare?: ShareSettings;
  /** Guardian consent: the birth year on the profile, the links of both kinds, and the requests sent. */
  birthYear?: number;
  guardianLinks: GuardianLink[];
  guardianInvites: GuardianInviteRecord[];
  /** A guardian's controls for this teen, as stored on the profile (data/guardian-controls.ts). */
  guardianControls?: StoredGuardianControls;
  /** The weekly e-mails of a teen's counts sent to this user as their guardian. */
  guardianWeeklyEmails: GuardianWeeklySend[];
}

/**
 * Reads every item the user owns in one Query of each of their two partitions (every page), for
 * the data export (SAFETY.md 12). A new kind of item in the partition must be added here, or the
 * export silently leaves it out. Rate-limit counters live in their own partitions and are not read.
 * Session search's index items (search-index.ts) are left out on purpose: derived from the
 * messages, every word of them is in the export already.
 */
export async function readUserItems(uid: string): Promise<UserItems> {
  const [items, sessions] = await Promise.all([queryPrefix({ pk: userPartition(uid) }), queryPrefix({ pk: sessionPartition(uid) })]);
  const read: UserItems = {
    chats: [],
    messages: new Map(),
    sessions: [],
    reports: [],
    weeklySummaries: [],
    checkInsClosed: [],
    goals: [],
    checkIns: [],
    who5: [],
    memories: [],
    buddies: [],
    buddyInvites: [],
    buddyBlocks: [],
    buddyReports: [],
    buddyCheers: [],
    guardianLinks: [],
    guardianInvites: [],
    guardianWeeklyEmails: [],
  };
  for (const item of sessions) {
    const times = sessionTimesOf(item);
    if (times) read.sessions.push(times);
  }
  // Items come in sort-key order, and chat and message ids sort by time: both oldest first.
  for (const item of items) {
    if (isProfileItem(item)) {
      read.profile = profileOf(item);
      read.buddyShare = shareOf(item.buddyShare);
      if (typeof item.birthYear === 'number') read.birthYear = item.birthYear;
      const { stored } = teenControlFactsOf(item);
      if (stored) read.guardianControls = stored;
    } else if (isSafetyPlanItem(item)) read.safetyPlan = storedPlanOf(item);
    else if (isChatItem(item)) read.chats.push(chatOf(item));
    else if (isReportItem(item)) read.reports.push(reportOf(item));
    else if (isWeeklyJobItem(item)) read.weeklySummaries.push(weeklySendOf(item));
    else if (isFollowUpItem(item)) read.followUp = followUpOf(item);
    else if (isCheckInSeenItem(item)) read.checkInsClosed.push(seenCheckInOf(item));
    else if (isGoalItem(item)) read.goals.push(goalOf(item));
    else if (isDailyCheckInItem(item)) read.checkIns.push(dailyCheckInOf(item));
    else if (isWho5Item(item)) read.who5.push(who5ResultOf(item));
    else if (isMemoryItem(item)) read.memories.push(memoryOf(item));
    else if (isBuddyItem(item)) read.buddies.push(buddyLinkOf(item));
    else if (isSentInviteItem(item)) read.buddyInvites.push(sentInviteOf(item));
    else if (isGuardianLinkItem(item)) read.guardianLinks.push(guardianLinkOf(item));
    else if (isGuardianInviteItem(item)) read.guardianInvites.push(guardianInviteRecordOf(item));
    else if (isGuardianWeeklyMarker(item)) read.guardianWeeklyEmails.push(guardianWeeklySendOf(item));
    else if (isBlockItem(item)) read.buddyBlocks.push(blockOf(item));
    else if (isBuddyReportItem(item)) read.buddyReports.push(buddyReportOf(item));
    else if (isBuddyCheerItem(item)) {
      const cheer = cheerOf(item);
      if (cheer) read.buddyCheers.push(cheer);
    } else if (isMessageItem(item)) {
      const message = messageOf(item);
      const messages = read.messages.get(message.chatId);
      if (messages) messages.push(message);
      else read.messages.set(message.chatId, [message]);
    }
  }
  read.chats.reverse();
  return read;
}

/**
 * Deletes every item the user owns: one Query of each partition, then batch deletes. The item of
 * the session `lastSessionToken` goes last, so if anything fails before, that session still works
 * and the same request can simply be repeated (deleting an absent item succeeds).
 */
export async function deleteUserItems(uid: string, lastSessionToken: string): Promise<void> {
  const last = sessionKey(uid, lastSessionToken);
  const [items, sessions] = await Promise.all([queryKeys(userPartition(uid)), queryKeys(sessionPartition(uid))]);
  await batchDelete([...items, ...sessions.filter((key) => key.sk !== last.sk)]);
  await batchDelete([last]);
}
