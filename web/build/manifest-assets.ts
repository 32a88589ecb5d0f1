import type { RouteAssets } from './prerender-html';

/** One entry of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets and scripts a lazily loaded module needs, beyond what the entry (index.html's
 * own script and stylesheet) already loads: linking them in the pre-rendered page lets the browser
 * fetch them at once instead of after main.js asks for the chunk, and styles the first paint.
 */
export function assetsFor(manifest: Manifest, moduleKey: string, base = '/'): RouteAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) collect(next, into);
  };
  if (entry?.src) collect(entry.src, loaded);
  if (!manifest[moduleKey]) throw new Error(`The build manifest has no chunk for ${moduleKey}`);
  const needed = new Set<string>();
  collect(moduleKey, needed);
  const css = new Set<string>();
  const js: string[] = [];
  const entryCss = new Set(entry?.src ? [...loaded].flatMap((key) => manifest[key]?.css ?? []) : []);
  for (const key of needed) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    js.push(`${base}${chunk.file}`);
    for (const file of chunk.css ?? []) if (!entryCss.has(file)) css.add(`${base}${file}`);
  }
  return { css: [...css], js };
}
