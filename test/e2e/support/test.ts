import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';

/**
 * The Playwright `test` of these specs. The machine has no internet, so every context answers
 * the Google script the Firebase SDK and the Auth Emulator's helper iframe load with a local
 * fake that speaks the same gapi.iframes protocol, and refuses the emulator widget's CDN styles.
 */
const gapiFake = readFileSync(new URL('../fakes/gapi-iframes.js', import.meta.url), 'utf8');

const octet = () => 1 + Math.floor(Math.random() * 254);

export const test = base.extend({
  /**
   * Each test is a browser at an address of its own, as two people are (the API reads the
   * client's address from CloudFront's `CloudFront-Viewer-Address`, which it sets in AWS):
   * otherwise the whole suite, all from 127.0.0.1, would share one address's sign-in limits and
   * be asked for the bot check part-way through.
   */
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'cloudfront-viewer-address': `10.${octet()}.${octet()}.${octet()}:${1024 + octet()}` });
  },
  context: async ({ context }, use) => {
    await context.route('https://apis.google.com/js/api.js**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiFake }),
    );
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
    await use(context);
  },
});

export { expect } from '@playwright/test';
