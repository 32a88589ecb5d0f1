/**
 * Path helpers for the route table's API Gateway style paths (`/api/bot/chat/{chatId}`). Kept
 * free of zod so the web client can import them without the schemas.
 */

/** Names of the `{param}` segments of a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => m[1]!);

/** Fills `{param}` segments, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}+]+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
