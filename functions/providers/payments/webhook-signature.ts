import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature check, as the SDK's `webhooks.constructEvent` made it: the
 * `Stripe-Signature` header is `t=<seconds>,v1=<hex>[,v1=<hex>...]` (several v1 while a secret is
 * being rolled), and a delivery is genuine when any v1 equals the hex HMAC-SHA256 of
 * `<t>.<raw body>` under the endpoint's `whsec_` secret, compared in constant time, and `t` is at
 * most `toleranceSeconds` old.
 */

/** The signature header is missing, malformed, stale, or does not match the body. */
export class InvalidSignatureError extends Error {}

interface SignatureHeader {
  timestamp: number;
  signatures: string[];
}

/** The header's t and v1 entries; other schemes (v0, a test's extra keys) are ignored, as the SDK did. */
function parseHeader(header: string): SignatureHeader {
  const parsed: SignatureHeader = { timestamp: -1, signatures: [] };
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') parsed.timestamp = parseInt(value, 10);
    if (key === 'v1') parsed.signatures.push(value);
  }
  return parsed;
}

function sameHex(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(candidate, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Throws InvalidSignatureError unless `header` signs `payload` with `secret` within the tolerance.
 * `nowMs` is for tests.
 */
export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds: number,
  nowMs = Date.now(),
): void {
  if (!payload) throw new InvalidSignatureError('No webhook payload was provided.');
  if (!header) throw new InvalidSignatureError('No stripe-signature header value was provided.');
  const { timestamp, signatures } = parseHeader(header);
  if (timestamp === -1) throw new InvalidSignatureError('Unable to extract timestamp and signatures from header');
  if (signatures.length === 0) throw new InvalidSignatureError('No signatures found with expected scheme');
  if (/^[ \t\r\n\f\v]*$/.test(secret))
    throw new InvalidSignatureError('No webhook secret value was provided. It should start with `whsec_`');

  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  // Every candidate is compared (no early exit), so the time taken says nothing about which matched.
  const found = signatures.map((signature) => sameHex(expected, signature)).includes(true);
  if (!found) throw new InvalidSignatureError('No signatures found matching the expected signature for payload.');

  const age = Math.floor(nowMs / 1000) - timestamp;
  if (toleranceSeconds > 0 && age > toleranceSeconds) throw new InvalidSignatureError('Timestamp outside the tolerance zone');
}
