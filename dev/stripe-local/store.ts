import type { CheckoutSession, Customer, Invoice, PortalSession, Subscription } from './objects';

/** A response kept under its Idempotency-Key, replayed for a retry of the same request. */
export interface StoredResponse {
  method: string;
  path: string;
  /** The request body, to refuse the same key reused with other parameters (Stripe does). */
  body: string;
  status: number;
  json: unknown;
}

/** Everything the local Stripe knows, in memory; `clear()` forgets it all. */
export class Store {
  readonly customers = new Map<string, Customer & { deleted?: true }>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly idempotent = new Map<string, StoredResponse>();
  /** Checkout session id → the `incomplete` subscription a declined card left behind. */
  readonly declinedCheckouts = new Map<string, string>();

  clear(): void {
    for (const map of [
      this.customers,
      this.sessions,
      this.subscriptions,
      this.invoices,
      this.portalSessions,
      this.idempotent,
      this.declinedCheckouts,
    ]) {
      map.clear();
    }
  }

  /** A customer's subscriptions, newest first, as Stripe lists them. */
  subscriptionsOf(customer: string): Subscription[] {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer).sort((a, b) => b.created - a.created);
  }
}

/** A checkout session as the API returns it: without the fields kept only for local use. */
export function publicSession(session: CheckoutSession): Omit<CheckoutSession, 'line_items_local' | 'subscription_data_local'> {
  const { line_items_local: _items, subscription_data_local: _data, ...rest } = session;
  return rest;
}
