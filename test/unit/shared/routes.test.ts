import * as z from 'zod/mini';
import { routeList, type AnyRoute } from '../../../shared/routes';

describe('the route table', () => {
  // Handlers import their route from shared/routes/table.ts alone, so a route carries its own name.
  it.each(routeList)('%s is named by its key (the scope of its rate-limit counters)', (name, route) => {
    expect(route.name).toBe(name);
  });

  it('gives each route a handler of its own (a handler wraps exactly one route)', () => {
    const handlers = routeList.map(([, route]) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });
});

/** The route table's rate rules must be able to find their keys, or they would silently not count. */

const bodyFields = (route: AnyRoute): string[] =>
  route.body && route.body instanceof z.ZodMiniObject ? Object.keys(route.body.shape) : [];

describe('rate rules of the route table', () => {
  const rules = routeList.flatMap(([name, route]) => (route.rateLimit ?? []).map((rule) => [name, route, rule] as const));

  it('exist for the routes that guess passwords or send e-mail', () => {
    const limited = new Set(rules.map(([name]) => name));
    for (const name of ['login', 'register', 'resendVerification', 'forgotPassword', 'resetPassword', 'changePassword', 'googleSignup']) {
      expect(limited).toContain(name);
    }
  });

  it.each(rules.filter(([, , rule]) => rule.by === 'email'))('%s counts by e-mail and its body has one', (_name, route) => {
    expect(bodyFields(route)).toContain('email');
  });

  it.each(rules.filter(([, , rule]) => rule.by === 'user'))('%s counts by user and requires a session', (_name, route) => {
    expect(route.auth).toBe('required');
  });

  it.each(rules)('%s has a positive limit and window', (_name, _route, rule) => {
    expect(rule.limit).toBeGreaterThan(0);
    expect(rule.windowSeconds).toBeGreaterThan(0);
  });
});
