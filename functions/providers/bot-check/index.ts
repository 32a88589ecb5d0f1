import { config } from '../../kernel/config';
import { secretSource } from '../../kernel/secret-source';
import type { BotCheck } from './port';
import { BotCheckUnavailableError } from './port';
import { turnstileBotCheck } from './turnstile';

let botCheck: BotCheck | undefined;

/**
 * The configured bot check, created once per process; undefined when none is configured (no site
 * key), in which case limits that would ask for it refuse instead.
 */
export function getBotCheck(): BotCheck | undefined {
  const settings = config().botCheck;
  if (!settings) return undefined;
  botCheck ??= turnstileBotCheck({
    verifyUrl: settings.verifyUrl,
    secret: secretSource({
      value: settings.secret,
      secretArn: settings.secretArn,
      what: 'bot check secret key',
      jsonFields: ['BOT_CHECK_SECRET', 'secretKey', 'secret'],
      unavailable: (message) => new BotCheckUnavailableError(message),
    }),
  });
  return botCheck;
}

/** Forgets the bot check; for tests that change the configuration. */
export function resetBotCheck(): void {
  botCheck = undefined;
}
