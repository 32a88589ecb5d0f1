import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { BLOCKS, validateRichTextDocument, type Document } from '@contentful/rich-text-types';
import { EMBEDDED_POSTS } from '../../../web/src/content/blog';
import type { BlogPostItem, ContentAsset } from '../../../web/src/features/blog/types';
import { claimsIn } from '../../web/helpers/honesty-claims';

const ROOT = resolve(__dirname, '../../..');
const PUBLIC = join(ROOT, 'web/public');
const POSTS_DIR = join(ROOT, 'web/src/content/blog/posts');

/** Size budgets: covers and share copies are small, so the blog stays fast. */
const COVER_MAX_BYTES = 6 * 1024;
const AUTHOR_MAX_BYTES = 3 * 1024;
const SHARE_MAX_BYTES = 80 * 1024;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const visible = EMBEDDED_POSTS.filter((post) => post.showOnWebsite);

/** A node of the rich-text tree, loosely typed so a broken one can be described. */
interface RawNode {
  nodeType?: unknown;
  data?: unknown;
  content?: unknown;
  value?: unknown;
  marks?: unknown;
}

/** Every node of the document, depth first. */
function nodesOf(node: RawNode): RawNode[] {
  const children = Array.isArray(node.content) ? (node.content as RawNode[]) : [];
  return [node, ...children.flatMap(nodesOf)];
}

/** The text of each block (paragraph, heading), so a sentence split by bold or a link stays whole. */
function blockTexts(document: Document): string[] {
  const texts: string[] = [];
  const walk = (node: RawNode): void => {
    const children = Array.isArray(node.content) ? (node.content as RawNode[]) : [];
    if (children.length > 0 && children.every((child) => child.nodeType === 'text' || child.nodeType === 'hyperlink')) {
      texts.push(
        nodesOf(node)
          .map((inner) => (typeof inner.value === 'string' ? inner.value : ''))
          .join(''),
      );
    } else children.forEach(walk);
  };
  walk(document as RawNode);
  return texts;
}

const wordsOf = (post: BlogPostItem): number => blockTexts(post.body.json).join(' ').split(/\s+/).filter(Boolean).length;

/** A file under web/public for a site path such as /blog/x.svg. */
const publicFile = (url: string): string => join(PUBLIC, url.replace(/^\//, ''));

/** The width, height and viewBox an SVG declares on its root element. */
function svgSize(path: string): { width: number; height: number; viewBox: number[] } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(path, 'utf8'))?.[0] ?? '';
  const attribute = (name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1] ?? '';
  return { width: Number(attribute('width')), height: Number(attribute('height')), viewBox: attribute('viewBox').split(/\s+/).map(Number) };
}

/** A JPEG's pixel size, from its start-of-frame marker (SOF0 to SOF15, not DHT, JPG or DAC). */
function jpegSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error(`${path}: no start-of-frame marker`);
}

/** A PNG's pixel size, from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectSvgAsset(asset: ContentAsset, maxBytes: number): void {
  const path = publicFile(asset.url);
  expect(existsSync(path)).toBe(true);
  expect(statSync(path).size).toBeLessThan(maxBytes);
  const size = svgSize(path);
  expect({ width: size.width, height: size.height }).toEqual({ width: asset.width, height: asset.height });
  expect(size.viewBox).toHaveLength(4);
  // The drawing's aspect ratio matches the declared box, so the browser reserves the right space.
  expect((size.viewBox[2] ?? 0) / (size.viewBox[3] ?? 1)).toBeCloseTo(asset.width / asset.height, 3);
}

describe('the blog posts shipped in the repo', () => {
  test('ships every post file in EMBEDDED_POSTS, named by its slug', () => {
    const files = readdirSync(POSTS_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => basename(name, '.json'));
    expect(EMBEDDED_POSTS.map((post) => post.slug).sort()).toEqual(files.sort());
  });

  test('has at least five visible posts, each with a distinct date in 2023–2024', () => {
    expect(visible.length).toBeGreaterThanOrEqual(5);
    const dates = EMBEDDED_POSTS.map((post) => post.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const post of EMBEDDED_POSTS) {
      expect(new Date(post.date).toISOString()).toBe(post.date);
      expect(post.date >= '2023-01-01' && post.date < '2025-01-01').toBe(true);
    }
  });

  test('includes a draft, clearly marked, so the content port can prove it filters drafts out', () => {
    const drafts = EMBEDDED_POSTS.filter((post) => !post.showOnWebsite);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(draft.title).toMatch(/draft/i);
    for (const post of visible) expect(post.title).not.toMatch(/draft/i);
  });

  test.each(EMBEDDED_POSTS.map((post) => [post.slug, post] as const))('%s has every field the pages need', (_slug, post) => {
    expect(post.slug).toMatch(KEBAB);
    expect(typeof post.showOnWebsite).toBe('boolean');
    expect(post.title.trim().length).toBeGreaterThan(0);
    expect(post.authorName.trim().length).toBeGreaterThan(0);
    // The subtitle is also the page's meta description, which search engines cut at about 160 characters.
    expect(post.subtitle.trim().length).toBeGreaterThan(40);
    expect(post.subtitle.length).toBeLessThanOrEqual(160);
    for (const asset of [post.photo, post.sharePhoto, post.authorPhoto]) {
      expect(asset?.url).toMatch(/^\/blog\//);
      // The title is the image's alt text: a description, not a file name.
      expect(asset?.title.split(/\s+/).length).toBeGreaterThanOrEqual(3);
      expect(asset?.title).not.toMatch(/\.(svg|jpg|png)$/);
    }
  });

  test('has unique slugs and a consistent set of at most three authors, each with one portrait', () => {
    expect(new Set(EMBEDDED_POSTS.map((post) => post.slug)).size).toBe(EMBEDDED_POSTS.length);
    const portraits = new Map<string, Set<string>>();
    for (const post of EMBEDDED_POSTS)
      portraits.set(post.authorName, (portraits.get(post.authorName) ?? new Set()).add(post.authorPhoto.url));
    expect(portraits.size).toBeGreaterThanOrEqual(2);
    expect(portraits.size).toBeLessThanOrEqual(3);
    for (const urls of portraits.values()) expect(urls.size).toBe(1);
  });

  describe('rich text', () => {
    test('the validator rejects a broken document, so passing it means something', () => {
      const broken = { nodeType: BLOCKS.DOCUMENT, data: {}, content: [{ nodeType: BLOCKS.PARAGRAPH, data: {} }] } as unknown as Document;
      expect(validateRichTextDocument(broken).length).toBeGreaterThan(0);
    });

    test.each(EMBEDDED_POSTS.map((post) => [post.slug, post] as const))('%s is a valid Contentful document', (_slug, post) => {
      expect(validateRichTextDocument(post.body.json)).toEqual([]);
      for (const node of nodesOf(post.body.json as RawNode)) {
        expect(typeof node.nodeType).toBe('string');
        expect(node.data).toEqual(expect.any(Object));
        if (node.nodeType === 'text') {
          expect(typeof node.value).toBe('string');
          expect(node.marks).toEqual(expect.any(Array));
        } else expect(node.content).toEqual(expect.any(Array));
      }
    });

    test.each(visible.map((post) => [post.slug, post] as const))(
      '%s is a full article: 800–1,300 words with headings and a list',
      (_slug, post) => {
        const words = wordsOf(post);
        expect(words).toBeGreaterThanOrEqual(800);
        expect(words).toBeLessThanOrEqual(1300);
        const types = nodesOf(post.body.json as RawNode).map((node) => node.nodeType);
        expect(types).toContain(BLOCKS.HEADING_2);
        expect(types.some((type) => type === BLOCKS.UL_LIST || type === BLOCKS.OL_LIST)).toBe(true);
      },
    );
  });

  describe('honesty (SAFETY.md 9)', () => {
    test.each(visible.map((post) => [post.slug, post] as const))(
      '%s never calls the coach a therapist and says what it is',
      (slug, post) => {
        const texts = [post.title, post.subtitle, ...blockTexts(post.body.json)];
        expect(texts.flatMap((text) => claimsIn(text, `web/src/content/blog/posts/${slug}.json`, []))).toEqual([]);
        const article = texts.join('\n');
        // The closing is honest about what the coach is, and where real help is in a crisis.
        expect(article).toMatch(/\ban AI\b[^.]*\bnot a therapist\b/);
        expect(article).toMatch(/988/);
      },
    );

    test('reads sentences whole, so a claim split by bold text would be caught', () => {
      const document = {
        nodeType: BLOCKS.DOCUMENT,
        data: {},
        content: [
          {
            nodeType: BLOCKS.PARAGRAPH,
            data: {},
            content: [
              { nodeType: 'text', value: 'Blue Guardian is your ', marks: [], data: {} },
              { nodeType: 'text', value: 'pocket therapist', marks: [{ type: 'bold' }], data: {} },
              { nodeType: 'text', value: '.', marks: [], data: {} },
            ],
          },
        ],
      } as unknown as Document;
      expect(blockTexts(document)).toEqual(['Blue Guardian is your pocket therapist.']);
      expect(claimsIn(blockTexts(document)[0] ?? '', 'example.json', [])).toHaveLength(1);
    });
  });

  describe('images', () => {
    test.each(EMBEDDED_POSTS.map((post) => [post.slug, post] as const))(
      '%s has its cover, share copy and author portrait in web/public at their stated size',
      (_slug, post) => {
        expectSvgAsset(post.photo, COVER_MAX_BYTES);
        expectSvgAsset(post.authorPhoto, AUTHOR_MAX_BYTES);
        expect(post.sharePhoto).toBeTruthy();
        const share = post.sharePhoto as ContentAsset;
        // The share copy is the raster twin of the cover: same name, in share/, as link previews need.
        expect(share.url).toBe(post.photo.url.replace(/^\/blog\/(.+)\.svg$/, '/blog/share/$1.jpg'));
        const path = publicFile(share.url);
        expect(existsSync(path)).toBe(true);
        expect(statSync(path).size).toBeLessThan(SHARE_MAX_BYTES);
        expect(jpegSize(path)).toEqual({ width: share.width, height: share.height });
        expect({ width: share.width, height: share.height }).toEqual({ width: 1200, height: 630 });
      },
    );

    test('every cover in web/public/blog has its rendered share copy (npm run share-images)', () => {
      const covers = readdirSync(join(PUBLIC, 'blog')).filter((name) => name.endsWith('.svg'));
      expect(covers.length).toBeGreaterThanOrEqual(5);
      for (const cover of covers) {
        expect(svgSize(join(PUBLIC, 'blog', cover))).toEqual({ width: 1200, height: 630, viewBox: [0, 0, 1200, 630] });
        expect(existsSync(join(PUBLIC, 'blog/share', `${basename(cover, '.svg')}.jpg`))).toBe(true);
      }
    });

    test("the site's share image names the product and its promise, at 1200 × 630", () => {
      const svg = readFileSync(join(PUBLIC, 'og-image.svg'), 'utf8');
      expect(svg).toContain('>Blue Guardian<');
      expect(svg).toContain('>Your AI coach in positive psychology<');
      expect(svgSize(join(PUBLIC, 'og-image.svg'))).toEqual({ width: 1200, height: 630, viewBox: [0, 0, 1200, 630] });
      const png = join(PUBLIC, 'og-image.png');
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(statSync(png).size).toBeLessThan(SHARE_MAX_BYTES);
    });
  });
});
