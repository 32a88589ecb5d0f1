import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteUrl } from '@/lib/page-head';

const HEADINGS = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6] as const;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The level (1–6) of a heading node type, or 0 for any other node. */
const levelOf = (nodeType: string): number => HEADINGS.indexOf(nodeType as (typeof HEADINGS)[number]) + 1;

/** The highest heading level the article uses (1 for heading-1), or 2 when it has none. */
function topLevel(document: Document): number {
  const levels = document.content.map((node) => levelOf(node.nodeType)).filter((level) => level > 0);
  return levels.length ? Math.min(...levels) : 2;
}

/**
 * Where a link in an article goes inside the site, as a router path, or null for another site.
 * Our own pages open in the app; the rest as ordinary links.
 */
function internalPath(uri: string): string | null {
  if (uri.startsWith('/') && !uri.startsWith('//')) return uri;
  const site = siteUrl();
  if (site && (uri === site || uri.startsWith(`${site}/`))) return uri.slice(site.length) || '/';
  return null;
}

function ArticleLink({ uri, children }: { uri: string; children: ReactNode }) {
  const path = internalPath(uri);
  if (path) return <Link to={path}>{children}</Link>;
  // Opens in the same tab as any link; noopener still denies the other site a handle on this one.
  return (
    <a href={uri} rel="noopener">
      {children}
    </a>
  );
}

/**
 * The renderers of our articles. The page's h1 is the post's title, so the article's own headings
 * start at h2 whatever level the author picked,, and keep their order below it.
 * Entries and assets embedded in the text would need the query's `links`, which our posts do not
 * use: they are left out rather than shown broken.
 */
function options(document: Document): Options {
  const shift = 2 - topLevel(document);
  const heading = (node: Block | Inline, children: ReactNode) => {
    const Tag = `h${Math.min(6, Math.max(2, levelOf(node.nodeType) + shift))}` as HeadingTag;
    return <Tag>{children}</Tag>;
  };
  return {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong>{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
      [MARKS.CODE]: (text) => <code>{text}</code>,
    },
    renderNode: {
      ...Object.fromEntries(HEADINGS.map((type) => [type, heading])),
      [BLOCKS.PARAGRAPH]: (_, children) => <p>{children}</p>,
      [BLOCKS.UL_LIST]: (_, children) => <ul>{children}</ul>,
      [BLOCKS.OL_LIST]: (_, children) => <ol>{children}</ol>,
      [BLOCKS.LIST_ITEM]: (_, children) => <li>{children}</li>,
      [BLOCKS.QUOTE]: (_, children) => <blockquote>{children}</blockquote>,
      [BLOCKS.HR]: () => <hr />,
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [BLOCKS.EMBEDDED_ASSET]: () => null,
      [BLOCKS.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
      [INLINES.EMBEDDED_RESOURCE]: () => null,
      [INLINES.HYPERLINK]: (node, children) => <ArticleLink uri={String(node.data.uri ?? '')}>{children}</ArticleLink>,
      [INLINES.ENTRY_HYPERLINK]: (_, children) => children,
      [INLINES.ASSET_HYPERLINK]: (_, children) => children,
      [INLINES.RESOURCE_HYPERLINK]: (_, children) => children,
    },
    stripEmptyTrailingParagraph: true,
  };
}

/** A post's article, from Contentful's rich-text document. Pure: the same markup on server and client. */
export function PostArticle({ document }: { document: Document }) {
  return <div className="post-article">{documentToReactComponents(document, options(document))}</div>;
}
