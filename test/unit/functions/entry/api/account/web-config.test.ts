import { handler } from '../../../../../../functions/entry/api/account/web-config';
import { routes } from '#shared/routes';
import { mockDocumentClient } from '../../../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';

/** GET /api/config: the public Firebase web configuration, uncached, without touching the table. */

const ddb = mockDocumentClient();
afterAll(() => ddb.restore());

describe('GET /api/config', () => {
  it('answers the project, key and default auth domain, and no emulator in AWS', async () => {
    useTestEnv();
    const answer = await invoke(handler, routeEvent(routes.webConfig));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      firebase: {
        apiKey: TEST_ENV.FIREBASE_API_KEY,
        authDomain: `${TEST_ENV.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: TEST_ENV.FIREBASE_PROJECT_ID,
      },
      // The local Stripe's price ids when none are configured.
      prices: {
        Premium: { monthly: 'price_premium_monthly_local', annual: 'price_premium_annual_local' },
        Basic: { monthly: 'price_basic_monthly_local', annual: 'price_basic_annual_local' },
      },
      // No OpenAI key in the test environment.
      voice: { connected: false },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('names the auth emulator and a configured auth domain locally', async () => {
    useTestEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_AUTH_DOMAIN: 'auth.example.com' });
    const answer = await invoke(handler, routeEvent(routes.webConfig));
    expect(answer.body).toMatchObject({ firebase: { authDomain: 'auth.example.com', emulatorUrl: 'http://127.0.0.1:9099' } });
  });

  it('answers the configured Stripe price ids', async () => {
    useTestEnv({ STRIPE_PRICE_PREMIUM_MONTHLY: 'price_1AbcMonthly', STRIPE_PRICE_PREMIUM_ANNUAL: 'price_1AbcAnnual' });
    const answer = await invoke(handler, routeEvent(routes.webConfig));
    expect(answer.body).toMatchObject({ prices: { Premium: { monthly: 'price_1AbcMonthly', annual: 'price_1AbcAnnual' } } });
  });

  it.each([
    ['a key', { OPENAI_API_KEY: 'sk-test' }],
    ['its secret (AWS)', { OPENAI_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:openai' }],
  ])('says voice is connected when %s is configured', async (_label, env) => {
    useTestEnv(env);
    const answer = await invoke(handler, routeEvent(routes.webConfig));
    expect(answer.body).toMatchObject({ voice: { connected: true } });
  });
});
