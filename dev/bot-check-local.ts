import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LocalRoute } from './api-server';
import { sendJson } from './http-json';

/**
 * The local stand-in for Cloudflare Turnstile, served by the local API server under
 * /dev/bot-check/ (so the page's own origin covers it, as the CSP wants), as the local Stripe
 * stands in for Stripe. It speaks Turnstile's two protocols:
 * - the browser's: `api.js` defines `window.turnstile` (render, reset, remove) and draws a box
 *   with "Pass the check" and "Fail the check", so a person or a test picks the outcome;
 * - the server's: `siteverify` answers a form POST of secret and response exactly as Cloudflare's
 *   does, tokens single-use and valid for 300 s, the action signed in.
 * A failed check still hands the page a token, which siteverify refuses, as Turnstile's
 * always-fails test keys do: the server's refusal path is then exercised too.
 */

const BASE = '/dev/bot-check';
/** Turnstile tokens live five minutes and verify once. */
const TOKEN_LIFETIME_MS = 300_000;

export const LOCAL_BOT_CHECK_SITE_KEY = 'local-bot-check-site-key';

interface IssuedToken {
  action: string;
  passed: boolean;
  issuedAt: number;
  spent: boolean;
}

const issued = new Map<string, IssuedToken>();

/**
 * The variables functions/kernel/config.ts reads, pointing at the stand-in served by the local API
 * server at `apiOrigin`. The secret is new per run: only this process needs to know it.
 */
export function localBotCheckEnv(apiOrigin: string): Record<string, string> {
  return {
    BOT_CHECK_SITE_KEY: LOCAL_BOT_CHECK_SITE_KEY,
    BOT_CHECK_SECRET: `local-bot-check-secret-${randomBytes(16).toString('hex')}`,
    BOT_CHECK_SCRIPT_URL: `${BASE}/api.js`,
    BOT_CHECK_VERIFY_URL: `${apiOrigin}${BASE}/siteverify`,
  };
}

export const BOT_CHECK_VARIABLES = [
  'BOT_CHECK_SITE_KEY',
  'BOT_CHECK_SECRET',
  'BOT_CHECK_SECRET_ARN',
  'BOT_CHECK_SCRIPT_URL',
  'BOT_CHECK_VERIFY_URL',
];

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Issues a token for a solved (or failed) check: what the widget's buttons call. */
export function issueLocalToken(action: string, passed: boolean, now = Date.now()): string {
  const token = `local.${passed ? 'pass' : 'fail'}.${randomBytes(24).toString('base64url')}`;
  issued.set(token, { action, passed, issuedAt: now, spent: false });
  return token;
}

/** Cloudflare's siteverify answer for a token, spending it. */
export function siteverify(secret: string | undefined, token: string | undefined, now = Date.now()) {
  const fail = (code: string) => ({ success: false, 'error-codes': [code], messages: [] as string[] });
  if (!secret) return fail('missing-input-secret');
  if (secret !== process.env.BOT_CHECK_SECRET) return fail('invalid-input-secret');
  if (!token) return fail('missing-input-response');
  const entry = issued.get(token);
  if (!entry) return fail('invalid-input-response');
  if (entry.spent || now - entry.issuedAt > TOKEN_LIFETIME_MS) return fail('timeout-or-duplicate');
  entry.spent = true;
  if (!entry.passed) return fail('invalid-input-response');
  return {
    success: true,
    'error-codes': [] as string[],
    challenge_ts: new Date(entry.issuedAt).toISOString(),
    hostname: 'localhost',
    action: entry.action,
    cdata: '',
    metadata: { interactive: true },
  };
}

export const botCheckRoute: LocalRoute = async (req, res, url) => {
  if (!url.pathname.startsWith(`${BASE}/`)) return false;
  const path = url.pathname.slice(BASE.length);
  if (req.method === 'GET' && path === '/api.js') {
    res.setHeader('content-type', 'text/javascript; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(WIDGET_SCRIPT);
    return true;
  }
  if (req.method !== 'POST') return false;
  if (path === '/solve') {
    const { sitekey, action, outcome } = JSON.parse((await readText(req)) || '{}') as Record<string, unknown>;
    if (sitekey !== process.env.BOT_CHECK_SITE_KEY) {
      sendJson(res, 400, { error: 'Unknown site key.' });
      return true;
    }
    sendJson(res, 200, { token: issueLocalToken(typeof action === 'string' ? action : '', outcome === 'pass') });
    return true;
  }
  if (path === '/siteverify') {
    // Cloudflare takes a form or JSON; the adapter sends a form.
    const text = await readText(req);
    const fields = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(text || '{}') as Record<string, string | undefined>)
      : Object.fromEntries(new URLSearchParams(text));
    sendJson(res, 200, siteverify(fields.secret, fields.response));
    return true;
  }
  return false;
};

/**
 * `window.turnstile` as the page's code uses it. Plain old JavaScript, sent as is. The box is a
 * labelled group with two real buttons, so it works by keyboard and a screen reader names it.
 */
const WIDGET_SCRIPT = `(function () {
  var base = new URL(document.currentScript.src, location.href).pathname.replace(/\\/api\\.js$/, '');
  var widgets = {};
  var next = 0;
  function draw(id) {
    var w = widgets[id];
    w.box.innerHTML = '';
    var note = document.createElement('p');
    note.textContent = 'Local stand-in for the security check. Choose the outcome:';
    note.style.margin = '0 0 0.5rem';
    w.box.appendChild(note);
    [['pass', 'Pass the check'], ['fail', 'Fail the check']].forEach(function (choice) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice[1];
      button.style.marginRight = '0.5rem';
      button.addEventListener('click', function () { solve(id, choice[0]); });
      w.box.appendChild(button);
    });
  }
  function solve(id, outcome) {
    var w = widgets[id];
    fetch(base + '/solve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: w.options.sitekey, action: w.options.action || '', outcome: outcome }),
    })
      .then(function (r) { if (!r.ok) throw new Error('solve ' + r.status); return r.json(); })
      .then(function (answer) {
        w.token = answer.token;
        w.box.innerHTML = '';
        var done = document.createElement('p');
        done.setAttribute('role', 'status');
        done.style.margin = '0';
        done.textContent = outcome === 'pass' ? 'Check passed.' : 'Check finished (set to fail).';
        w.box.appendChild(done);
        if (w.options.callback) w.options.callback(answer.token);
      })
      .catch(function () { if (w.options['error-callback']) w.options['error-callback']('local'); });
  }
  window.turnstile = {
    render: function (container, options) {
      var host = typeof container === 'string' ? document.querySelector(container) : container;
      var id = 'local-' + ++next;
      var box = document.createElement('div');
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', 'Security check');
      box.style.cssText = 'border:1px solid currentColor;border-radius:0.5rem;padding:0.75rem;font:inherit';
      host.appendChild(box);
      widgets[id] = { box: box, options: options || {}, token: undefined };
      draw(id);
      return id;
    },
    reset: function (id) { if (widgets[id]) { widgets[id].token = undefined; draw(id); } },
    remove: function (id) { if (widgets[id]) { widgets[id].box.remove(); delete widgets[id]; } },
    getResponse: function (id) { return widgets[id] && widgets[id].token; },
  };
})();
`;
