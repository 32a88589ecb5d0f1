import { createContext, useContext } from 'react';

/**
 * Data a pre-rendered page was rendered with (a blog list or post), handed to the browser in a
 * JSON script so that hydration renders exactly what the static HTML shows instead of "Loading...".
 * It belongs to one path: after a client-side navigation the page fetches as usual.
 */

export const INITIAL_DATA_ID = 'initial-data';

export interface InitialData {
  /** The path the data was rendered for, e.g. /blog/some-post. */
  path: string;
  /** What the page loaded; its shape is the page's own. */
  value: unknown;
}

export const InitialDataContext = createContext<InitialData | null>(null);

/** The pre-rendered page's data, if the browser is on the page it was rendered for. */
export function useInitialData<T>(path: string): T | undefined {
  const data = useContext(InitialDataContext);
  return data && data.path === path ? (data.value as T) : undefined;
}

/** Reads the data the pre-render left in the page (none on client-only pages). */
export function readInitialData(doc: Document = document): InitialData | null {
  const script = doc.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as InitialData;
  } catch {
    return null;
  }
}

/** The JSON script for the static HTML; `<` is escaped so no text inside can close the tag. */
export const initialDataScript = (data: InitialData): string =>
  `<script type="application/json" id="${INITIAL_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
