import type { ContentAsset } from '../types';

/** An asset's text alternative: Contentful's description is meant for it, its title is the fallback. */
export const altOf = (asset: ContentAsset): string => asset.description?.trim() || asset.title?.trim() || '';

/**
 * A post's picture at its own width and height (so the page does not shift when it arrives),
 * loaded lazily unless it is the post's hero, which may be the largest thing on screen (LCP).
 */
export function BlogImage({ asset, className, priority = false }: { asset: ContentAsset; className?: string; priority?: boolean }) {
  return (
    <img
      className={className}
      src={asset.url}
      alt={altOf(asset)}
      width={asset.width}
      height={asset.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
