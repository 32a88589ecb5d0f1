import type { WebConfigResponse } from '#shared/schemas/user';
import { config, hasOpenAIKey } from '../../kernel/config';

/**
 * What the web app needs to know at start, all public by design: the Firebase web configuration
 * (it ships in every Firebase web app), the Stripe price ids the plan popup checks out with
 * (Checkout shows them), whether voice is connected (an OpenAI key is configured), and the bot
 * check's public site key and widget script, for the forms that may ask for it.
 */
export function webConfig(): WebConfigResponse {
  const { firebase, stripe, openai, botCheck } = config();
  const { apiKey, authDomain, projectId, emulatorHost } = firebase;
  return {
    firebase: {
      apiKey,
      authDomain,
      projectId,
      ...(emulatorHost && { emulatorUrl: `http://${emulatorHost}` }),
    },
    prices: stripe.prices,
    voice: { connected: hasOpenAIKey(openai) },
    ...(botCheck && { botCheck: { siteKey: botCheck.siteKey, scriptUrl: botCheck.scriptUrl } }),
  };
}
