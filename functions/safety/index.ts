/** The crisis screen (SAFETY.md 1, 2, 6): see screen.ts. */
export {
  moderate,
  screenLocally,
  screenMessage,
  screenReply,
  type ModerationVerdict,
  type ReplyVerdict,
  type ScreenInput,
  type ScreenResult,
} from './screen';
