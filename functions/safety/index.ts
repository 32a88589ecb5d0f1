/** The crisis screen (SAFETY.md 1, 2, 6): see screen.ts. */
export {
  assessRisk,
  moderate,
  secondOpinion,
  withSecondOpinion,
  type ConversationInput,
  type SecondOpinion,
  screenLocally,
  screenMessage,
  screenGeneratedReply,
  screenReply,
  type ModerationVerdict,
  type ReplyContext,
  type ReplyReason,
  type ReplyVerdict,
  type ScreenInput,
  type ScreenResult,
} from './screen';
