import type { Price } from './objects';

/**
 * The frame of the local checkout and portal pages: plain server-rendered HTML, readable without
 * script, with a banner that says plainly this is a local test page and no money moves.
 * Colours keep at least 4.5:1 contrast; focus is always visible.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Template tag escaping every interpolated value except pre-built `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const text = Array.isArray(value)
      ? value.map((v) => (v instanceof Html ? v.value : esc(v))).join('')
      : value instanceof Html
        ? value.value
        : value === false || value === null || value === undefined
          ? ''
          : esc(value);
    out += text + strings[i + 1]!;
  });
  return new Html(out);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f6fa}
  .banner p{margin:0}
  .banner{padding:.75rem 1rem;background:#fff4ce;color:#3d2c00;border-bottom:2px solid #8a6100;text-align:center;font-weight:600}
  main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9d1de;border-radius:.5rem}
  h1{font-size:1.5rem;margin:0 0 1rem}
  h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
  dt{font-weight:600}
  dd{margin:0}
  form{margin:.75rem 0}
  button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.375rem;border:2px solid #1d4ed8;cursor:pointer;min-width:12rem}
  .primary{background:#1d4ed8;color:#fff}
  .secondary{background:#fff;color:#1d4ed8}
  a{color:#1d4ed8}
  :focus-visible{outline:3px solid #111;outline-offset:3px}
  .alert{padding:.75rem 1rem;border-radius:.375rem;background:#fde8e8;color:#7a0b0b;border:1px solid #b42318}
  .notice{padding:.75rem 1rem;border-radius:.375rem;background:#e7f6ec;color:#0b4f25;border:1px solid #1e7b45}
`;

/** A whole page: banner, then the main content under its one h1. */
export function page(title: string, bannerText: string, body: Html): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p>${esc(bannerText)}</p></header>
<main>
${body.value}
</main>
</body>
</html>`;
}

/** "$16.00". */
export const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** "$16.00 per month". */
export const pricePhrase = (price: Price): string => `${money(price.unit_amount)} per ${price.recurring.interval}`;

/** "28 May 2026" (UTC, so the page reads the same wherever it is opened). */
export const day = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The plan's display name: the price table's product name, else the price id. */
export const planName = (price: Price): string => price.nickname ?? price.id;
