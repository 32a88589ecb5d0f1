import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type { BlogPostPage, BlogPostSummary } from '../src/features/blog/types';
import { initialDataScript, type InitialData } from '../src/lib/initial-data';
import { assetsFor, type Manifest } from './manifest-assets';
import { assemblePage, fileForPath, inlineStylesheets, robots, sitemap } from './prerender-html';
import { APP_SHELL, PRERENDERED_LIST } from './site-rewrite';

/** What the server entry (web/src/entry-server.tsx) offers the build. */
interface ServerEntry {
  render(url: string, data: InitialData | null): Promise<string>;
  loadBlogPages(): Promise<{ list: BlogPostSummary[]; posts: BlogPostPage[] }>;
}

export interface PublicPage {
  path: string;
  /** The lazy route module the page renders, as the manifest names it. */
  module: string;
  data?: unknown;
  lastModified?: string;
}

const ROUTES = 'src/app/routes';

/** Every page a visitor can reach without signing in (spec section 2), with its data. */
export async function publicPages(entry: Pick<ServerEntry, 'loadBlogPages'>): Promise<PublicPage[]> {
  const blog = await entry.loadBlogPages();
  return [
    { path: '/', module: `${ROUTES}/landing.tsx` },
    { path: '/blog', module: `${ROUTES}/blog.tsx`, data: blog.list, lastModified: blog.list[0]?.date },
    ...blog.posts.flatMap(({ post, others }) =>
      post ? [{ path: `/blog/${post.slug}`, module: `${ROUTES}/blog-post.tsx`, data: { post, others }, lastModified: post.date }] : [],
    ),
    { path: '/privacy-policy', module: `${ROUTES}/privacy-policy.tsx` },
    { path: '/terms-and-conditions', module: `${ROUTES}/terms-and-conditions.tsx` },
    { path: '/safety', module: `${ROUTES}/safety.tsx` },
  ];
}

/**
 * After the browser build, pre-renders the public pages into it: builds
 * web/src/entry-server.tsx for Node, renders each page with its data, writes
 * {path}/index.html, keeps the client-only shell as app.html (site-rewrite.ts serves it for every
 * other address), and writes sitemap.xml, robots.txt and the list of pages. `PRERENDER=0` skips
 * it (a quicker build when only the app matters).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'blue-guardian:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && process.env.PRERENDER !== '0',
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // A new folder each build: Node caches imported modules by URL, and a query string on the
      // entry would give its chunks, which import it back, a second copy of every shared module.
      const serverDir = resolve(config.root, `../node_modules/.cache/prerender-${process.pid}-${Date.now()}`);
      process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
      const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await copyFile(join(outDir, 'index.html'), join(outDir, APP_SHELL.slice(1)));

      const stylesheets = new Map<string, string>();
      const readCss = (href: string): string => {
        if (!href.startsWith(config.base)) throw new Error(`A stylesheet outside the build: ${href}`);
        let css = stylesheets.get(href);
        if (css === undefined) stylesheets.set(href, (css = readFileSync(join(outDir, href.slice(config.base.length)), 'utf8')));
        return css;
      };

      const pages = await publicPages(entry);
      for (const page of pages) {
        const data: InitialData | null = page.data === undefined ? null : { path: page.path, value: page.data };
        const rendered = await entry.render(page.path, data);
        const assembled = assemblePage({
          template,
          rendered,
          assets: assetsFor(manifest, page.module, config.base),
          ...(data && { dataScript: initialDataScript(data) }),
        });
        const html = inlineStylesheets(assembled, readCss);
        const file = join(outDir, fileForPath(page.path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
      const siteUrl = (process.env.VITE_SITE_URL ?? '').replace(/\/$/, '');
      await writeFile(
        join(outDir, PRERENDERED_LIST),
        `${JSON.stringify(
          pages.map((p) => p.path),
          null,
          2,
        )}\n`,
      );
      await writeFile(join(outDir, 'robots.txt'), robots(siteUrl));
      if (siteUrl) await writeFile(join(outDir, 'sitemap.xml'), sitemap(siteUrl, pages));
      await rm(serverDir, { recursive: true, force: true });
      config.logger.info(`Pre-rendered ${pages.length} pages into ${outDir}`);
    },
  };
}
