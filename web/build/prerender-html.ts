/**
 * Turning a rendered page into the static HTML file CloudFront serves: the page's head tags in
 * <head>, its stylesheets and module preloads, the markup inside #root and the data it was
 * rendered with. Pure string work, so it is unit-tested without a build.
 */

/** What a route's lazy chunk needs before it can hydrate without a flash or a waterfall. */
export interface RouteAssets {
  css: string[];
  js: string[];
}

/**
 * React 19 hoists <title>, <meta> and <link> to the start of a rendered tree that has no <head>
 * of its own. Splits that run of tags from the markup that belongs in #root.
 */
export function splitHoisted(rendered: string): { head: string; body: string } {
  const tag = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let rest = rendered;
  let head = '';
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PageParts {
  /** The built index.html of the client app. */
  template: string;
  /** React's output for the page. */
  rendered: string;
  assets: RouteAssets;
  /** The initial-data script, if the page was rendered with data. */
  dataScript?: string;
}

/**
 * The page's file. The template's own <title> and description give way to the page's; the
 * stylesheets go before the app's script so the first paint is already styled (no layout shift).
 * The shell's static SOS link goes: the rendered page has its own SOS, which works without script.
 */
export function assemblePage({ template, rendered, assets, dataScript = '' }: PageParts): string {
  const { head, body } = splitHoisted(rendered);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const links = [
    ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
    ...assets.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
  ].join('');
  // The page's own SOS button works before its script runs: the shell's static SOS link would be a second one.
  let html = template.replace(/<style id="static-sos-style">[\s\S]*?<\/style>/, '').replace(/<a id="static-sos"[^>]*>[^<]*<\/a>/, '');
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  return html.replace('</head>', `${head}${links}</head>`).replace('<div id="root"></div>', `<div id="root">${body}</div>${dataScript}`);
}

/**
 * The page's stylesheets written into it as <style> elements: the first paint then waits for the
 * HTML alone, not for a round trip per stylesheet (on a phone's link that is most of the time to
 * the largest paint). The files stay in the build: the app's own loader still fetches a lazy
 * page's stylesheet for later navigations, after the page is on screen. `read` gives a file's text
 * by its href; the CSP allows inline styles (shared/content-security-policy.ts).
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (_, href: string) => {
    // Nothing inside may close the element early; CSS has no legitimate use for "</style".
    const css = read(href).replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${escapeAttr(href)}">${css}</style>`;
  });
}

/** The file a page is written to: /blog/x → blog/x/index.html, / → index.html. */
export const fileForPath = (path: string): string => (path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`);

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the pre-rendered pages; `lastModified` by path where known (YYYY-MM-DD). */
export function sitemap(siteUrl: string, pages: ReadonlyArray<{ path: string; lastModified?: string }>): string {
  const urls = pages
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the public pages are crawlable; the app and its API are not worth crawling. */
export function robots(siteUrl: string): string {
  const sitemapLine = siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml` : '';
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\n${sitemapLine}\n`;
}
