/** The crisis screen (SAFETY.md 1, 2, 6): see screen.ts. */
export {
  assessRisk,
  hasReplyJudge,
  moderate,
  assessorOpinion,
  moderationOpinion,
  withOpinion,
  type ConversationInput,
  type Opinion,
  screenLocally,
  screenMessage,
  screenGeneratedReply,
  type GeneratedReplyVerdict,
  screenReply,
  type ModerationVerdict,
  type ReplyContext,
  type ReplyReason,
  type ReplyVerdict,
  type ScreenInput,
  type ScreenResult,
} from './screen';
export { isDangerAtHomeNow, showsDangerAtHome } from './at-home';
