import { describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes';
import { routes } from '../../web/src/lib/route-table';

describe('web route table', () => {
  it('is generated from shared/routes/index.ts: same names, methods, paths and auth modes', () => {
    // Prepare
    const expected = Object.fromEntries(
      routeList.map(([name, route]) => [name, { name, method: route.method, path: route.path, auth: route.auth }]),
    );

    // Act / Assess
    expect(routes).toEqual(expected);
  });

  it('carries no zod schemas to the browser', () => {
    for (const route of Object.values(routes)) {
      expect(Object.keys(route).sort()).toEqual(['auth', 'method', 'name', 'path']);
    }
  });
});
