import { createHmac } from 'node:crypto';
import { InvalidSignatureError, verifySignature } from '../../../../../functions/providers/payments/webhook-signature';
import { signedDelivery, stripeEvent, WEBHOOK_SECRET } from '../../../../fixtures/stripe';

/**
 * The webhook signature check, against headers made by the Stripe SDK itself
 * (`webhooks.generateTestHeaderString`, through the fixture), so it accepts what Stripe signs.
 */

const TOLERANCE = 300;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

describe('verifySignature', () => {
  it('accepts a delivery the Stripe library signed with the secret', () => {
    const { body, signature } = signedDelivery(stripeEvent('invoice.paid', {}));
    expect(() => verifySignature(body, signature, WEBHOOK_SECRET, TOLERANCE)).not.toThrow();
  });

  it('refuses a signature made with another secret, and a body changed after signing', () => {
    const { body, signature } = signedDelivery(stripeEvent('invoice.paid', {}), { secret: 'whsec_someone_else' });
    expect(() => verifySignature(body, signature, WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
    const genuine = signedDelivery(stripeEvent('invoice.paid', {}));
    expect(() => verifySignature(`${genuine.body} `, genuine.signature, WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
  });

  it('refuses a timestamp older than the tolerance (a replay), and accepts one just inside it', () => {
    const stale = signedDelivery(stripeEvent('invoice.paid', {}), { timestamp: nowSeconds() - TOLERANCE - 1 });
    expect(() => verifySignature(stale.body, stale.signature, WEBHOOK_SECRET, TOLERANCE)).toThrow('Timestamp outside the tolerance zone');
    const recent = signedDelivery(stripeEvent('invoice.paid', {}), { timestamp: nowSeconds() - TOLERANCE + 5 });
    expect(() => verifySignature(recent.body, recent.signature, WEBHOOK_SECRET, TOLERANCE)).not.toThrow();
  });

  it('accepts any matching v1 among several (a secret being rolled), ignoring other schemes', () => {
    const body = '{"id":"evt_1"}';
    const t = nowSeconds();
    const header = `t=${t},v1=${hmac('whsec_old', t, body)},v0=${hmac(WEBHOOK_SECRET, t, body)},v1=${hmac(WEBHOOK_SECRET, t, body)}`;
    expect(() => verifySignature(body, header, WEBHOOK_SECRET, TOLERANCE)).not.toThrow();
    expect(() => verifySignature(body, `t=${t},v0=${hmac(WEBHOOK_SECRET, t, body)}`, WEBHOOK_SECRET, TOLERANCE)).toThrow(
      'No signatures found with expected scheme',
    );
  });

  it('refuses a missing or malformed header, an empty v1 and an empty body', () => {
    const { body, signature } = signedDelivery(stripeEvent('invoice.paid', {}));
    expect(() => verifySignature(body, undefined, WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
    expect(() => verifySignature(body, 'garbage', WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
    expect(() => verifySignature(body, `t=${nowSeconds()},v1=`, WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
    expect(() => verifySignature('', signature, WEBHOOK_SECRET, TOLERANCE)).toThrow(InvalidSignatureError);
  });
});
