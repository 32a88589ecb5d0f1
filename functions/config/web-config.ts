import * as routes from '../../shared/routes/account';
import { config, hasOpenAIKey } from '../kernel/config';
import { http } from '../http/http';

/**
 * GET /api/config — the Firebase web configuration, public by design (it ships in every Firebase
 * web app), and the Stripe price ids the plan popup checks out with (public too: Checkout shows
 * them). Served rather than built into the bundle, so one build runs locally and in AWS. Also
 * whether voice is connected (an OpenAI key is configured), so the voice controls can say so.
 * And the bot check's public site key and widget script, for the forms that may ask for it.
 */
export const handler = http(routes.webConfig, async () => {
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
});
