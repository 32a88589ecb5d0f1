import { readFileSync } from 'node:fs';
import { assetsFor, type Manifest } from '../../../web/build/manifest-assets';
import { assemblePage, fileForPath, inlineStylesheets, robots, sitemap, splitHoisted } from '../../../web/build/prerender-html';
import { rewriteUri, siteRewriteCode } from '../../../web/build/site-rewrite';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The default description." />
<title>Blue Guardian</title><script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head>
<body><div id="root"></div><noscript>Blue Guardian needs JavaScript.</noscript></body></html>`;

describe('a pre-rendered page', () => {
  const rendered =
    '<title>Blog | Blue Guardian</title><meta name="description" content="Stories"/><link rel="canonical" href="https://x.example/blog"/>' +
    '<div class="page"><h1>Blog</h1><p>A <title>-looking text stays</p></div>';

  test("carries the page's own title, description and canonical in <head>, not the template's", () => {
    const html = assemblePage({ template: TEMPLATE, rendered, assets: { css: [], js: [] } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Blog | Blue Guardian</title>');
    expect(head).toContain('<meta name="description" content="Stories"/>');
    expect(head).not.toContain('The default description.');
    expect(head).toContain('<link rel="canonical" href="https://x.example/blog"/>');
  });

  test('puts the markup inside #root and the data script after it, before the app needs it', () => {
    const html = assemblePage({
      template: TEMPLATE,
      rendered,
      assets: { css: ['/assets/blog-c3.css'], js: ['/assets/blog-d4.js'] },
      dataScript: '<script type="application/json" id="initial-data">{}</script>',
    });
    expect(html).toContain(
      '<div id="root"><div class="page"><h1>Blog</h1><p>A <title>-looking text stays</p></div></div><script type="application/json" id="initial-data">{}</script>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/blog-c3.css"><link rel="modulepreload" crossorigin href="/assets/blog-d4.js"></head>',
    );
  });

  test('refuses a template without an empty root, rather than writing a page that cannot hydrate', () => {
    expect(() =>
      assemblePage({ template: '<html><body><div id="app"></div></body></html>', rendered, assets: { css: [], js: [] } }),
    ).toThrow(/no empty <div id="root"><\/div>/);
  });

  test('splits only the leading head tags React hoisted', () => {
    expect(splitHoisted('<meta name="a" content="b"/><div><meta itemprop="x"/></div>')).toEqual({
      head: '<meta name="a" content="b"/>',
      body: '<div><meta itemprop="x"/></div>',
    });
  });

  test('carries its stylesheets inside it, so the first paint waits for no other file', () => {
    const files: Record<string, string> = {
      '/assets/index-b2.css': 'body{color:red}',
      '/assets/blog-c3.css': 'a::after{content:"</style>"}',
    };
    const read = jest.fn((href: string) => files[href]!);
    const html = assemblePage({ template: TEMPLATE, rendered, assets: { css: ['/assets/blog-c3.css'], js: [] } });
    const inlined = inlineStylesheets(html, read);
    expect(inlined).not.toMatch(/<link rel="stylesheet"/);
    expect(inlined).toContain('<style data-href="/assets/index-b2.css">body{color:red}</style>');
    // A "</style" inside the CSS cannot end the element early and spill the rest into the page.
    expect(inlined).toContain('<style data-href="/assets/blog-c3.css">a::after{content:"<\\/style>"}</style>');
    expect(inlined.match(/<\/style>/g)).toHaveLength(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test("drops the shell's static SOS link: the page's own SOS works without script, and one is enough", () => {
    // Prepare
    const shell = readFileSync('web/index.html', 'utf8');
    // Act
    const html = assemblePage({
      template: shell,
      rendered: '<nav><form action="/safety#help-now"></form></nav>',
      assets: { css: [], js: [] },
    });
    // Assess
    expect(shell).toContain('<a id="static-sos" class="static-sos" href="/safety#help-now"');
    expect(html).not.toContain('static-sos');
    expect(html).toContain('<div id="root"><nav>');
  });

  test('is written to {path}/index.html', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/blog')).toBe('blog/index.html');
    expect(fileForPath('/blog/self-compassion')).toBe('blog/self-compassion/index.html');
  });
});

describe('the sitemap and robots.txt', () => {
  test('list each page by its absolute address, with the date of a post', () => {
    const xml = sitemap('https://blueguardian.example', [{ path: '/' }, { path: '/blog/a&b', lastModified: '2024-01-05T00:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://blueguardian.example/</loc>');
    expect(xml).toContain('<url><loc>https://blueguardian.example/blog/a&amp;b</loc><lastmod>2024-01-05</lastmod></url>');
    expect(robots('https://blueguardian.example')).toMatch(/Disallow: \/api\/[\s\S]*Sitemap: https:\/\/blueguardian.example\/sitemap.xml/);
    expect(robots('')).not.toContain('Sitemap');
  });
});

describe('the assets a route needs', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a1.js', src: 'index.html', isEntry: true, imports: ['_shared.js'], css: ['assets/index-b2.css'] },
    '_shared.js': { file: 'assets/shared-e5.js' },
    '_button.js': { file: 'assets/button-f6.js', css: ['assets/button-g7.css'] },
    'src/app/routes/blog.tsx': {
      file: 'assets/blog-d4.js',
      src: 'src/app/routes/blog.tsx',
      imports: ['_shared.js', '_button.js'],
      css: ['assets/blog-c3.css'],
    },
  };

  test("are the route's chunk and its imports, minus what the entry already loads", () => {
    expect(assetsFor(manifest, 'src/app/routes/blog.tsx')).toEqual({
      css: ['/assets/blog-c3.css', '/assets/button-g7.css'],
      js: ['/assets/blog-d4.js', '/assets/button-f6.js'],
    });
  });

  test('an unknown route fails the build', () => {
    expect(() => assetsFor(manifest, 'src/app/routes/nope.tsx')).toThrow(/no chunk for src\/app\/routes\/nope.tsx/);
  });
});

describe('the rewrite CloudFront and the preview run', () => {
  const code = siteRewriteCode(['/', '/blog', '/blog/gratitude', '/privacy-policy', '/safety']);
  test.each([
    ['/', '/index.html'],
    ['/blog', '/blog/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/blog/gratitude', '/blog/gratitude/index.html'],
    ['/safety', '/safety/index.html'],
    ['/safety/', '/safety/index.html'],
    ['/blog/unknown-post', '/app.html'],
    ['/dashboard', '/app.html'],
    ['/assets/index-a1.js', '/assets/index-a1.js'],
    ['/blog/share/gratitude.jpg', '/blog/share/gratitude.jpg'],
  ])('%s is served from %s', (uri, file) => {
    expect(rewriteUri(code, uri)).toBe(file);
  });

  test('a list too long for a CloudFront Function fails the build', () => {
    const many = Array.from({ length: 400 }, (_, i) => `/blog/a-rather-long-post-slug-number-${i}`);
    expect(() => siteRewriteCode(many)).toThrow(/over CloudFront's 10 KB/);
  });
});
