/**
 * Which file answers a page address, as a CloudFront Function (viewer request). The local
 * production preview runs this very code (dev/preview.ts), so it serves what CloudFront serves.
 * - a file (the last segment has a dot): itself;
 * - a pre-rendered page (/, /blog, /blog/{slug}, the legal pages, /safety): its own index.html;
 * - anything else (/login, /dashboard, an unknown post): the client-only app shell, app.html.
 * The list of pages is written by the pre-render (prerendered.json), so an unknown slug gets the
 * shell, whose blog page says "Post not found.".
 */

/** The client-only shell: index.html before the landing page was pre-rendered into it. */
export const APP_SHELL = '/app.html';

/** The pre-render's list of pages, beside the site's files. */
export const PRERENDERED_LIST = 'prerendered.json';

/** A CloudFront Function's size limit is 10 KB; past it a deploy fails, so fail the build first. */
const FUNCTION_SIZE_LIMIT = 10_240;

export function siteRewriteCode(pages: readonly string[]): string {
  const table = JSON.stringify(Object.fromEntries(pages.map((page) => [page, 1])));
  const code = `var PAGES = ${table};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/\\/[^/]*\\.[^/]*$/.test(uri)) return request;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  request.uri = PAGES[path] === 1 ? (path === '/' ? '/index.html' : path + '/index.html') : '${APP_SHELL}';
  return request;
}`;
  if (code.length > FUNCTION_SIZE_LIMIT) {
    throw new Error(`The site's rewrite function is ${code.length} bytes, over CloudFront's 10 KB: too many pre-rendered pages.`);
  }
  return code;
}

/** Runs the function code as CloudFront would, for the preview server and the tests. */
export function rewriteUri(code: string, uri: string): string {
  const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}
