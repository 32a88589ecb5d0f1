import type { BotCheck, BotCheckContext, BotCheckVerdict } from './port';
import { BotCheckUnavailableError } from './port';

/**
 * The Cloudflare Turnstile adapter: one POST to siteverify with the secret and the token
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). It fails
 * closed: only `success: true` for the expected action passes; an outage is an error, never a pass.
 */

/** siteverify answers in well under a second; past this the sign-in should not hang. */
const VERIFY_TIMEOUT_MS = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

/** Error codes that mean our request was wrong (a bad secret), not that the person failed. */
const OUR_FAULT = ['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error'];

export function turnstileBotCheck(options: { verifyUrl: string; secret: () => Promise<string> }): BotCheck {
  return {
    async verify(token: string, { action, remoteIp }: BotCheckContext): Promise<BotCheckVerdict> {
      const form = new URLSearchParams({ secret: await options.secret(), response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        throw new BotCheckUnavailableError('The bot check could not be verified', { cause: error });
      }
      const codes = Array.isArray(answer['error-codes']) ? (answer['error-codes'] as unknown[]) : [];
      if (codes.some((code) => OUR_FAULT.includes(String(code)))) {
        throw new BotCheckUnavailableError(`siteverify refused our request: ${codes.join(', ')}`);
      }
      // The action is signed into the token: one solved for another form does not count here.
      return answer.success === true && answer.action === action ? 'passed' : 'failed';
    },
  };
}
