/** What a bot check's token proved: passed, or not (failed, expired, spent, or for another form). */
export type BotCheckVerdict = 'passed' | 'failed';

/** What the verification is told besides the token. */
export interface BotCheckContext {
  /** The form the token was solved for (the route's name); a token for another form is refused. */
  action: string;
  /** The caller's address, which the provider compares with the solver's. */
  remoteIp: string | undefined;
}

/**
 * The bot-check port: Cloudflare Turnstile in AWS, the local stand-in (dev/bot-check-local.ts)
 * with `npm start` and in the tests, both through the one Turnstile adapter.
 */
export interface BotCheck {
  verify(token: string, context: BotCheckContext): Promise<BotCheckVerdict>;
}

/** The provider did not answer, or answered nonsense: nothing can be said about the token. */
export class BotCheckUnavailableError extends Error {}
