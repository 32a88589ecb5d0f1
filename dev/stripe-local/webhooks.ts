import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { newId, nowSeconds } from './objects';

/**
 * Events and their delivery, as Stripe does them: each event is signed with the endpoint's secret
 * (`Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`) and posted to the
 * webhook URL; a non-2xx answer or a network error is retried with a growing delay. Events go out
 * one at a time in the order they happened, so a receiver sees a realistic sequence.
 */

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface DeliveryAttempt {
  /** HTTP status, or 0 when the request itself failed (refused, timed out). */
  status: number;
  error?: string;
  at: number;
}

export interface Delivery {
  event: StripeEvent;
  url: string | undefined;
  attempts: DeliveryAttempt[];
  /** True once the endpoint answered 2xx. */
  delivered: boolean;
}

/** The Stripe-Signature header value for a payload, exactly as Stripe computes it. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookOptions {
  url: string | undefined;
  secret: string;
  /** Waits before each retry; Stripe's own span hours, these keep a local run quick. */
  retryDelaysMs: number[];
}

export class Webhooks {
  readonly deliveries: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: WebhookOptions) {}

  /** Where later events go; undefined records them without posting. */
  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  get url(): string | undefined {
    return this.options.url;
  }

  /** Records an event and queues its delivery behind the ones before it. */
  emit(type: string, object: unknown, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      // The version the pinned SDK speaks, which a real account's endpoint would be set to.
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      // A snapshot: later changes to the object must not leak into an event already sent.
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const delivery: Delivery = { event, url: this.options.url, attempts: [], delivered: false };
    this.deliveries.push(delivery);
    this.queue = this.queue.then(() => this.deliver(delivery));
    return event;
  }

  /** Resolves when every event emitted so far has been delivered or given up on. */
  settled(): Promise<void> {
    return this.queue;
  }

  clear(): void {
    this.deliveries.length = 0;
  }

  private async deliver(delivery: Delivery): Promise<void> {
    if (!delivery.url) return;
    const payload = JSON.stringify(delivery.event, null, 2);
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, this.options.retryDelaysMs[attempt - 1]));
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            // Signed at each attempt, as Stripe does, so a retry is never refused as stale.
            'stripe-signature': signatureHeader(payload, this.options.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        delivery.attempts.push({ status: response.status, at: Date.now() });
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
      } catch (error) {
        delivery.attempts.push({ status: 0, error: (error as Error).message, at: Date.now() });
      }
    }
  }
}
