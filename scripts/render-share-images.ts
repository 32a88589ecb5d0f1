import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';

/**
 * `npm run share-images`: renders the raster copies link-preview crawlers need, because Facebook,
 * X, LinkedIn and the messaging apps do not read SVG. Every blog cover web/public/blog/<slug>.svg
 * becomes web/public/blog/share/<slug>.jpg, and the site's share image web/public/og-image.svg
 * becomes web/public/og-image.png, all 1200 × 630. Run it after changing an SVG and commit the outputs.
 */
const PUBLIC = resolve('web', 'public');
const BLOG = join(PUBLIC, 'blog');
const SHARE = join(BLOG, 'share');
const SIZE = { width: 1200, height: 630 };
/** High enough for smooth gradients, low enough to stay under the 80 KB per-image budget. */
const JPEG_QUALITY = 80;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // deviceScaleFactor 1: the files are exactly 1200 × 630, the size the Open Graph tags declare.
  const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 });
  const render = async (svg: string, out: string, type: 'jpeg' | 'png'): Promise<void> => {
    // An SVG opened as a document draws at its own width and height from the top-left corner.
    await page.goto(pathToFileURL(svg).href);
    await page.screenshot({ path: out, type, clip: { x: 0, y: 0, ...SIZE }, ...(type === 'jpeg' ? { quality: JPEG_QUALITY } : {}) });
    console.log(`${out} (${Math.round(statSync(out).size / 1024)} KB)`);
  };

  mkdirSync(SHARE, { recursive: true });
  for (const file of readdirSync(BLOG)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    await render(join(BLOG, file), join(SHARE, `${basename(file, '.svg')}.jpg`), 'jpeg');
  }
  await render(join(PUBLIC, 'og-image.svg'), join(PUBLIC, 'og-image.png'), 'png');
} finally {
  await browser.close();
}
