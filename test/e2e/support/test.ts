import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';

/**
 * The Playwright `test` of these specs. The machine has no internet, so every context answers
 * the Google script the Firebase SDK and the Auth Emulator's helper iframe load with a local
 * fake that speaks the same gapi.iframes protocol, and refuses the emulator widget's CDN styles.
 */
const gapiFake = readFileSync(new URL('../fakes/gapi-iframes.js', import.meta.url), 'utf8');

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route('https://apis.google.com/js/api.js**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiFake }),
    );
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
    await use(context);
  },
});

export { expect } from '@playwright/test';
