import { useSyncExternalStore } from 'react';
import { absoluteUrl } from '@/lib/page-head';

const neverChanges = () => () => {};

/**
 * A path of this site as an absolute URL, for sharing. Builds fix the site's address
 * (VITE_SITE_URL), so the pre-render and the browser agree from the first render. The dev server
 * leaves it unset: there the page's own origin is used, which a pre-render (server snapshot "")
 * cannot know, so React adds it only after hydrating.
 */
export function useAbsoluteUrl(path: string): string {
  const url = absoluteUrl(path);
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}
