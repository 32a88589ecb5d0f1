import type { LocalRoute } from './api-server';
import { sendJson } from './http-json';
import { localMailbox } from '../functions/providers/mail';
import type { StoredMail } from '../functions/providers/mail/local-mailbox';

/**
 * The local mailbox, where e-mails land when MAIL_TRANSPORT=mailbox: JSON at GET /api/dev/mailbox
 * and a readable page at /dev/mailbox. Mounted only by the local server, never in AWS.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes the text, then turns its URLs into links. */
const linkify = (text: string): string => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The message's extra headers, and for RFC 8058 one-click unsubscribe the POST a mail client would send. */
function headerBlock(m: StoredMail): string {
  const headers = Object.entries(m.headers ?? {});
  if (!headers.length) return '';
  const lines = headers.map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`).join('\n');
  const target = /<(https?:[^>]+)>/.exec(m.headers?.['List-Unsubscribe'] ?? '')?.[1];
  const oneClick =
    target && m.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click'
      ? `<form method="post" action="${escapeHtml(target)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button>One-click unsubscribe (as a mail client would)</button></form>`
      : '';
  return `<details><summary>Headers</summary><pre>${lines}</pre>${oneClick}</details>`;
}

function page(messages: StoredMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · From ${escapeHtml(m.from)} · <time datetime="${m.sentAt}">${new Date(m.sentAt).toLocaleString('en-US')}</time></p>
  <pre>${linkify(m.text)}</pre>
  ${headerBlock(m)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · Blue Guardian</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a2433;background:#f7f9fc}
article{background:#fff;border:1px solid #d5deea;border-radius:.5rem;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#4a5668;margin:0 0 .75rem;font-size:.9rem}
pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#0b57b7}
</style></head>
<body><main><h1>Local mailbox</h1>
<p>E-mails the app sends while running locally. Newest first. Reload to see new ones.</p>
${items || '<p>No e-mails yet.</p>'}
</main></body></html>`;
}

export const mailboxRoute: LocalRoute = (req, res, url) => {
  if (req.method !== 'GET') return false;
  const mailbox = localMailbox();
  if (url.pathname === '/api/dev/mailbox') {
    sendJson(res, 200, { messages: mailbox?.list() ?? [] });
    return true;
  }
  if (url.pathname === '/dev/mailbox' || url.pathname === '/dev/mailbox/') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(page(mailbox?.list() ?? []));
    return true;
  }
  return false;
};
