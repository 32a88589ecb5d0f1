import { applyCancelAtPeriodEnd, cancelNow, deleteCustomer, updateSubscription, type Billing } from './billing';
import { StripeApiError, invalidParam, missingParam, noSuch, noSuchParam } from './errors';
import { metadataOf, obj, str, type FormObject, type FormValue } from './form';
import {
  buildPrice,
  newId,
  nowSeconds,
  DAY,
  type CheckoutSession,
  type Customer,
  type Price,
  type PriceTable,
  type Subscription,
} from './objects';
import { publicSession } from './store';

/**
 * The v1 REST endpoints the Stripe SDK calls for our backend: customers, checkout sessions,
 * billing portal sessions, subscriptions (and, to read them back, invoices and prices).
 * Each handler takes the parsed form (POST) or query (GET/DELETE) and returns Stripe's JSON.
 */

export interface ApiContext {
  billing: Billing;
  /** undefined: any `price_...` id is accepted and its interval guessed from its name. */
  prices: PriceTable | undefined;
  /** Where the local checkout and portal pages are served, for the sessions' `url`. */
  baseUrl: string;
}

export interface ApiRequest {
  method: string;
  /** Path segments after /v1, e.g. ['checkout', 'sessions', 'cs_test_...']. */
  segments: string[];
  params: FormObject;
}

type Handler = (context: ApiContext, request: ApiRequest, id: string) => unknown;

const ROUTES: [method: string, pattern: string, handler: Handler][] = [
  ['POST', 'customers', createCustomer],
  ['GET', 'customers/:id', (c, _r, id) => retrieveCustomer(c, id)],
  ['POST', 'customers/:id', updateCustomer],
  ['DELETE', 'customers/:id', removeCustomer],
  ['POST', 'checkout/sessions', createCheckoutSession],
  ['GET', 'checkout/sessions/:id', (c, r, id) => expand(c, publicSession(checkoutSession(c, id)), r.params)],
  ['POST', 'billing_portal/sessions', createPortalSession],
  ['GET', 'subscriptions', listSubscriptions],
  ['GET', 'subscriptions/:id', (c, r, id) => expand(c, subscription(c, id), r.params)],
  ['POST', 'subscriptions/:id', changeSubscription],
  ['DELETE', 'subscriptions/:id', (c, _r, id) => cancelNow(c.billing, subscription(c, id))],
  ['GET', 'invoices/:id', (c, _r, id) => c.billing.store.invoices.get(id) ?? throwError(noSuch('invoice', id))],
  ['GET', 'prices/:id', (c, _r, id) => price(c, id, 'id', 404)],
];

const throwError = (error: StripeApiError): never => {
  throw error;
};

/** Runs the endpoint for a request; throws StripeApiError for anything Stripe would refuse. */
export function handleApi(context: ApiContext, request: ApiRequest): unknown {
  for (const [method, pattern, handler] of ROUTES) {
    const parts = pattern.split('/');
    if (method !== request.method || parts.length !== request.segments.length) continue;
    if (!parts.every((part, i) => part === ':id' || part === request.segments[i])) continue;
    return handler(context, request, request.segments[parts.indexOf(':id')] ?? '');
  }
  throw new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${request.method}: /v1/${request.segments.join('/')}). The local Stripe speaks only the endpoints Blue Guardian uses.`,
  );
}

/** `expand[]=subscription` and friends: replaces an id field with the object it names. */
function expand(context: ApiContext, object: object, params: FormObject): object {
  const paths = params.expand;
  if (!Array.isArray(paths)) return object;
  const { store } = context.billing;
  const lookups: Record<string, (id: string) => unknown> = {
    customer: (id) => store.customers.get(id),
    subscription: (id) => store.subscriptions.get(id),
    latest_invoice: (id) => store.invoices.get(id),
    invoice: (id) => store.invoices.get(id),
  };
  const result: Record<string, unknown> = { ...object };
  for (const path of paths) {
    const value = typeof path === 'string' ? result[path] : undefined;
    const lookup = typeof path === 'string' ? lookups[path] : undefined;
    if (typeof value === 'string' && lookup) result[path as string] = lookup(value) ?? value;
  }
  return result;
}

function customer(context: ApiContext, id: string, param?: string): Customer {
  const found = context.billing.store.customers.get(id);
  if (!found || found.deleted) throw param ? noSuchParam('customer', id, param) : noSuch('customer', id);
  return found;
}

function checkoutSession(context: ApiContext, id: string): CheckoutSession {
  return context.billing.store.sessions.get(id) ?? throwError(noSuch('checkout.session', id));
}

function subscription(context: ApiContext, id: string): Subscription {
  return context.billing.store.subscriptions.get(id) ?? throwError(noSuch('subscription', id));
}

function price(context: ApiContext, id: string, param: string, status: 400 | 404): Price {
  const known = context.prices?.[id];
  if (!known && (context.prices || !id.startsWith('price_'))) {
    throw status === 404 ? noSuch('price', id, param) : noSuchParam('price', id, param);
  }
  return buildPrice(id, known);
}

const nullable = (form: FormObject, key: string): string | null => str(form, key) ?? null;

function createCustomer(context: ApiContext, { params }: ApiRequest): Customer {
  const created: Customer = {
    id: newId('cus', 14),
    object: 'customer',
    created: nowSeconds(),
    email: nullable(params, 'email'),
    name: nullable(params, 'name'),
    description: nullable(params, 'description'),
    metadata: metadataOf(params),
    livemode: false,
  };
  context.billing.store.customers.set(created.id, created);
  return created;
}

/** A deleted customer still answers, as a stub saying so (Stripe does the same). */
function retrieveCustomer(context: ApiContext, id: string): object {
  const found = context.billing.store.customers.get(id);
  if (!found) throw noSuch('customer', id);
  return found.deleted ? { id, object: 'customer', deleted: true } : found;
}

function updateCustomer(context: ApiContext, { params }: ApiRequest, id: string): Customer {
  const found = customer(context, id);
  for (const key of ['email', 'name', 'description'] as const) {
    const value = str(params, key);
    if (value !== undefined) found[key] = value || null;
  }
  found.metadata = mergeMetadata(found.metadata, params);
  return found;
}

function removeCustomer(context: ApiContext, _request: ApiRequest, id: string): object {
  customer(context, id);
  deleteCustomer(context.billing, id);
  return { id, object: 'customer', deleted: true };
}

/** Stripe merges posted metadata into what is stored; an empty value removes a key. */
function mergeMetadata(current: Record<string, string>, params: FormObject): Record<string, string> {
  const merged = { ...current, ...metadataOf(params) };
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  return merged;
}

function lineItems(context: ApiContext, value: FormValue | undefined): CheckoutSession['line_items_local'] {
  if (!Array.isArray(value) || value.length === 0) throw missingParam('line_items');
  return value.map((line, i) => {
    const form = typeof line === 'object' && !Array.isArray(line) ? line : {};
    const id = str(form, 'price');
    if (!id) throw missingParam(`line_items[${i}][price]`);
    const quantity = Number(str(form, 'quantity') ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw invalidParam(`line_items[${i}][quantity]`, 'Quantity must be a positive integer.', 'parameter_invalid_integer');
    }
    return { price: price(context, id, `line_items[${i}][price]`, 400), quantity };
  });
}

function trialDays(data: FormObject): number | null {
  const value = str(data, 'trial_period_days');
  if (value === undefined || value === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 730) {
    throw invalidParam(
      'subscription_data[trial_period_days]',
      'trial_period_days must be an integer from 1 to 730.',
      'parameter_invalid_integer',
    );
  }
  return days;
}

function createCheckoutSession(context: ApiContext, { params }: ApiRequest): object {
  const mode = str(params, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription') throw invalidParam('mode', `The local Stripe supports mode "subscription" only, not "${mode}".`);
  const successUrl = str(params, 'success_url');
  if (!successUrl) throw missingParam('success_url');
  const customerId = str(params, 'customer');
  if (customerId) customer(context, customerId, 'customer');
  const lines = lineItems(context, params.line_items);
  const data = obj(params, 'subscription_data');
  const amount = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
  const created = nowSeconds();
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    created,
    expires_at: created + DAY,
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    customer: customerId ?? null,
    customer_email: nullable(params, 'customer_email'),
    client_reference_id: nullable(params, 'client_reference_id'),
    currency: 'usd',
    amount_total: amount,
    amount_subtotal: amount,
    metadata: metadataOf(params),
    subscription: null,
    invoice: null,
    success_url: successUrl,
    cancel_url: nullable(params, 'cancel_url'),
    url: `${context.baseUrl}/checkout/${id}`,
    livemode: false,
    line_items_local: lines,
    subscription_data_local: { trial_period_days: trialDays(data), metadata: metadataOf(data) },
  };
  if (!session.customer) {
    // Checkout makes a customer when none is given; ours always passes one, but keep the shape.
    session.customer = createCustomer(context, { method: 'POST', segments: [], params: { email: session.customer_email ?? '' } }).id;
  }
  context.billing.store.sessions.set(id, session);
  return publicSession(session);
}

function createPortalSession(context: ApiContext, { params }: ApiRequest): object {
  const customerId = str(params, 'customer');
  if (!customerId) throw missingParam('customer');
  customer(context, customerId, 'customer');
  const id = newId('bps');
  const session = {
    id,
    object: 'billing_portal.session' as const,
    created: nowSeconds(),
    customer: customerId,
    configuration: 'bpc_local',
    flow: null,
    locale: null,
    on_behalf_of: null,
    return_url: nullable(params, 'return_url'),
    url: `${context.baseUrl}/portal/${id}`,
    livemode: false as const,
  };
  context.billing.store.portalSessions.set(id, session);
  return session;
}

/** Without `status`, Stripe lists every subscription that is not canceled; `status=all` lists all. */
function listSubscriptions(context: ApiContext, { params }: ApiRequest): object {
  const customerId = str(params, 'customer');
  const status = str(params, 'status');
  const limit = Math.min(Math.max(Number(str(params, 'limit') ?? 10) || 10, 1), 100);
  const all = customerId
    ? context.billing.store.subscriptionsOf(customerId)
    : [...context.billing.store.subscriptions.values()].sort((a, b) => b.created - a.created);
  const matching = all.filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'));
  return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/subscriptions' };
}

function changeSubscription(context: ApiContext, { params }: ApiRequest, id: string): Subscription {
  const found = subscription(context, id);
  const cancelFlag = str(params, 'cancel_at_period_end');
  const items = Array.isArray(params.items) ? params.items : [];
  if (found.status === 'canceled' && (cancelFlag !== undefined || items.length)) {
    throw invalidParam('', 'A canceled subscription can only update its cancellation_details and metadata.');
  }
  const newPrice = items.length ? str(items[0] as FormObject, 'price') : undefined;
  const nextPrice = newPrice ? price(context, newPrice, 'items[0][price]', 400) : undefined;
  return updateSubscription(context.billing, found, (s) => {
    if (cancelFlag !== undefined) applyCancelAtPeriodEnd(s, cancelFlag === 'true');
    s.metadata = mergeMetadata(s.metadata, params);
    if (nextPrice) s.items.data[0]!.price = nextPrice;
  });
}
