/**
 * A public page's title and sharing metadata: description, canonical URL, Open Graph and Twitter
 * card. Rendered as React 19 hoistable tags, so React puts them in <head> on the client, and the
 * pre-render (web/build/prerender.ts) moves them there in the static HTML, where crawlers and link
 * previews read them without running JavaScript.
 */

export const SITE_NAME = 'Blue Guardian';

/**
 * The site's own address, for canonical and Open Graph URLs (no trailing slash). Fixed at build
 * time (vite.config.ts, .env.example), so the pre-render and the browser agree; empty means
 * site-relative URLs.
 */
export const siteUrl = (): string => ((import.meta.env.VITE_SITE_URL as string | undefined) ?? '').replace(/\/$/, '');

/** A site-relative path (or an absolute URL) made absolute on this site. */
export const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** The picture a link preview shows: 1200 × 630 raster (crawlers do not read SVG). */
export interface ShareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/og-image.png',
  alt: 'Blue Guardian: an AI coach in positive psychology for young people',
  width: 1200,
  height: 630,
};

export interface PageMeta {
  /** The page's own title; " | Blue Guardian" is added unless it already names the site. */
  title: string;
  description: string;
  /** The page's path on the site, e.g. /blog/some-post. */
  path: string;
  image?: ShareImage;
  /** 'article' for a blog post. */
  type?: 'website' | 'article';
  /** ISO date of an article. */
  publishedTime?: string;
  author?: string;
  /** Keep out of search results (the 404 page). */
  noIndex?: boolean;
}

export const fullTitle = (title: string): string => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** Renders the page's <head> tags; place it anywhere in the page. */
export function PageHead({ meta }: { meta: PageMeta }) {
  const title = fullTitle(meta.title);
  const url = absoluteUrl(meta.path);
  const image = meta.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(image.url);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {meta.publishedTime ? <meta property="article:published_time" content={meta.publishedTime} /> : null}
      {meta.author ? <meta property="article:author" content={meta.author} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
