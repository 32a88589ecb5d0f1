/// <reference types="vite/client" />

/**
 * Generated at build time from shared/routes/index.ts by web/build/route-table-plugin.ts. Typed loosely
 * here because an ambient module cannot import the table's types; lib/route-table.ts narrows it.
 */
declare module 'virtual:api-routes' {
  const table: Record<string, { name: string; method: string; path: string; auth: string }>;
  export default table;
}
