/**
 * A pre-rendered page carries its stylesheets inline, as <style data-href> (web/build/prerender-html.ts).
 * Vite's loader for a lazy page decides whether a stylesheet is already on the page by looking for
 * <link rel="stylesheet"> elements with its address; it would not see the inline copy and would
 * download every stylesheet of the page again. A disabled link with the same address tells it the
 * stylesheet is there, and the browser does not fetch a stylesheet link that is disabled.
 * Runs before the app's first render, because the loader reads the links once, at its first use.
 */
export function declareInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    style.before(link);
  }
}
