import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { AREAS } from '#shared/areas';
import { routeList, routesByArea, type AnyRoute } from '#shared/routes';

describe('the route table', () => {
  // Handlers import their route from its area's file alone, so a route carries its own name.
  it.each(routeList)('%s is named by its key (the scope of its rate-limit counters)', (name, route) => {
    expect(route.name).toBe(name);
  });

  it('gives each route a handler of its own (a handler wraps exactly one route)', () => {
    const handlers = routeList.map(([, route]) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });
});

const routesDir = join(__dirname, '../../../shared/routes');
const functionsDir = join(__dirname, '../../../functions');

describe('the route files, one per area', () => {
  const byArea = Object.entries(routesByArea).flatMap(([area, module]) =>
    Object.entries(module as Record<string, AnyRoute>).map(([name, route]) => [name, area, route] as const),
  );

  it.each(byArea)('%s says the area of the file it is exported from (%s)', (name, area, route) => {
    expect(route.name).toBe(name);
    expect(route.area).toBe(area);
  });

  it.each([...AREAS])('%s has a file with at least one route', (area) => {
    expect(existsSync(join(routesDir, `${area}.ts`))).toBe(true);
    expect(Object.keys(routesByArea[area]).length).toBeGreaterThan(0);
  });

  it('holds every area of shared/areas.ts, and nothing else beside the index and the helpers', () => {
    const files = readdirSync(routesDir).map((file) => file.replace(/\.ts$/, ''));
    const helpers = ['define', 'index', 'route-def'];
    expect(files.filter((file) => !helpers.includes(file)).sort()).toEqual([...AREAS].sort());
    expect(Object.keys(routesByArea).sort()).toEqual([...AREAS].sort());
  });

  it('gives each route one area: no name is exported by two files', () => {
    expect(byArea.length).toBe(routeList.length);
  });
});

describe('the route handlers', () => {
  // Whether each exists and exports `handler`: test/unit/lint/entry-points.test.ts.
  it.each(routeList)('%s imports its route from its area file', (_name, route) => {
    const source = readFileSync(join(functionsDir, `${route.handler}.ts`), 'utf8');
    // Its area's file, never the index (which would put every route in the Lambda's bundle).
    expect(source).toContain(`from '#shared/routes/${route.area}'`);
    expect(source).not.toMatch(/from '#shared\/routes'/);
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
