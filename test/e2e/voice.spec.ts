import { statSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FAKE_TRANSCRIPT } from '../fixtures/fake-openai';
import type { SeenRequest } from '../fixtures/fake-openai';
import { LoginPage } from './pages/auth-pages';
import { acknowledgeDisclosure, chooseBasicPlan, DashboardPage } from './pages/dashboard';
import { subscribeToPremium } from './pages/plans';
import { SettingsDialog } from './pages/settings-dialog';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test as base } from './support/test';

/**
 * Voice in Chromium with its fake microphone (a beep) and fake permission prompt, on a
 * stack whose OpenAI is a local fake (project `with OpenAI` in playwright.config.ts): the fake
 * transcribes every recording to FAKE_TRANSCRIPT and speaks every text as the same real mp3.
 */

/** The fake OpenAI's address (playwright.config.ts): it lists what it received at /__fake/requests. */
const test = base.extend<{ fakeOpenAI: string }>({ fakeOpenAI: ['', { option: true }] });

/** Spec section 8, word for word: the microphone is blocked when voice is first used... */
const MIC_DENIED = 'Microphone must be enabled to use this feature.';
/** ...and when it is blocked at the moment recording starts. */
const MIC_DENIED_AT_START = 'Microphone access is required to start recording.';
/** The mp3 the fake speaks every text as (test/e2e/fakes/openai-server.ts). */
const SPOKEN_CLIP_BYTES = statSync(new URL('../../web/public/audio/voice-demo-encouragement.mp3', import.meta.url)).size;

/** How long the fake microphone records in the happy path: the only fixed wait of this file. */
const RECORDING_MS = 1_500;

/** A new account with a verified address, logged in, past the AI disclosure: the plan popup is next. */
async function signUpAndLogIn(page: Page, firstName: string): Promise<DashboardPage> {
  const email = uniqueEmail(`${firstName.toLowerCase()}.voice`);
  await createVerifiedAccount(page.request, { firstName, email });
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, PASSWORD);
  await acknowledgeDisclosure(page);
  return new DashboardPage(page);
}

/** The voice controls of the chat's text box. */
const voiceControls = (page: Page) => {
  const panel = page.getByRole('group', { name: 'Voice controls' });
  return {
    panel,
    microphone: page.getByRole('button', { name: 'Microphone' }),
    replies: panel.getByRole('button', { name: 'Voice replies' }),
    status: panel.getByRole('status'),
    timer: panel.getByRole('timer'),
    alert: panel.getByRole('alert'),
    stop: panel.getByRole('button', { name: 'Stop speaking' }),
  };
};

/**
 * Records each media element the page plays and what became of it, without changing anything:
 * spoken replies play on an <audio> that is never put in the document.
 */
function watchPlayback(page: Page) {
  return page.addInitScript(() => {
    const played: { src: string; events: string[] }[] = [];
    (window as unknown as { playback: typeof played }).playback = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const entry = { src: this.currentSrc || this.src, events: [] as string[] };
      played.push(entry);
      for (const name of ['playing', 'pause', 'ended', 'error']) {
        this.addEventListener(name, () => entry.events.push(name), { once: true });
      }
      return play.call(this);
    };
  });
}

const playback = (page: Page) => page.evaluate(() => (window as unknown as { playback: { src: string; events: string[] }[] }).playback);

test('Premium: record with the microphone, the transcript is sent, the reply is spoken in the preferred voice and can be stopped', async ({
  page,
  fakeOpenAI,
}) => {
  await watchPlayback(page);
  const dashboard = await signUpAndLogIn(page, 'Vera');
  await subscribeToPremium(page);
  await dashboard.startChat(2, 2);

  // Settings > Voice: spoken replies use the voice chosen there.
  const settings = await new SettingsDialog(page).open();
  await (await settings.section('Voice')).getByLabel('Preferred Voice').selectOption({ label: 'Nova' });
  await settings.close();

  const voice = voiceControls(page);
  await expect(voice.panel).toContainText('Replies are read aloud by an AI voice.');
  await voice.replies.click();
  await expect(voice.replies).toHaveAttribute('aria-pressed', 'true');

  // The first click only turns voice input on; the second records; the third stops and sends.
  await voice.microphone.click();
  await expect(voice.status).toHaveText('Voice input is on. Select the microphone again to start recording.');
  await expect(voice.microphone).toHaveAttribute('aria-pressed', 'false');
  await expect(voice.timer).toHaveCount(0);

  await voice.microphone.click();
  await expect(voice.microphone).toHaveAttribute('aria-pressed', 'true');
  await expect(voice.timer).toHaveText(/^Recording 0:0\d$/);
  await expect(voice.status).toHaveText('Recording. Select the microphone again to stop and send.');
  await page.waitForTimeout(RECORDING_MS);

  const transcription = page.waitForResponse((response) => response.url().endsWith('/api/voice/transcription'));
  const speech = page.waitForResponse((response) => response.url().endsWith('/api/voice/speech'));
  await voice.microphone.click();
  await expect(voice.timer).toHaveCount(0);

  // The browser's recording went up as multipart, and came back as the fake's transcript...
  const transcribed = await transcription;
  expect(transcribed.status()).toBe(200);
  expect(await transcribed.json()).toEqual({ success: true, text: FAKE_TRANSCRIPT });
  const upload = transcribed.request();
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const form = upload.postDataBuffer()!.toString('latin1');
  expect(form).toMatch(/name="file"; filename="recording\.webm"\r\nContent-Type: audio\/webm/);
  const durationMs = Number(form.match(/name="durationMs"\r\n\r\n(\d+)\r\n/)?.[1]);
  expect(durationMs).toBeGreaterThanOrEqual(RECORDING_MS);
  expect(durationMs).toBeLessThan(RECORDING_MS + 5_000);

  // ...which was sent as the user's message, without touching the text box, and answered.
  await expect(dashboard.conversation.locator('.message--user')).toHaveText([`You: ${FAKE_TRANSCRIPT}`]);
  await expect(dashboard.messageBox).toHaveValue('');
  await expect(dashboard.session(FAKE_TRANSCRIPT)).toHaveAttribute('aria-current', 'true');
  await expect(dashboard.replies()).toHaveCount(1, { timeout: 15_000 });
  const reply = (await dashboard.replies().first().innerText()).replace(/^Skye:\s*/, '').trim();
  // The model's reply (the fake's), not the offline coach's.
  expect(reply).toMatch(/^Fake reply \d+$/);

  // The reply was spoken in the preferred voice, and the browser played the mp3.
  const spoken = await speech;
  expect(spoken.request().postDataJSON()).toEqual({ text: reply, voice: 'nova' });
  expect(spoken.status()).toBe(200);
  expect(spoken.headers()['content-type']).toBe('audio/mpeg');
  // (Chromium keeps no copy of a body read as a Blob for Playwright: its length is in the header.)
  expect(Number(spoken.headers()['content-length'])).toBe(SPOKEN_CLIP_BYTES);
  await expect.poll(() => playback(page)).toEqual([{ src: expect.stringMatching(/^blob:/), events: ['playing'] }]);
  await expect(voice.alert).toHaveCount(0);

  // While it speaks (the clip lasts about 11 s) the panel offers to stop, and passes axe.
  await expect(voice.stop).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.voice-panel').analyze()).violations.map((v) => v.id)).toEqual([]);
  await voice.stop.click();
  await expect(voice.stop).toHaveCount(0);
  await expect(voice.replies).toHaveAttribute('aria-pressed', 'true');
  await expect(voice.replies).toBeFocused();
  expect((await playback(page))[0]?.events).toEqual(['playing', 'pause']);

  // What reached OpenAI: the recording for whisper-1 as text, the reply for tts-1 in nova.
  const seen = (await (await page.request.get(`${fakeOpenAI}/__fake/requests`)).json()) as SeenRequest[];
  const upstreamUpload = seen.findLast((request) => request.route === 'POST /v1/audio/transcriptions');
  expect(upstreamUpload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(upstreamUpload?.form).toEqual({
    file: { name: 'recording.webm', type: expect.stringMatching(/^audio\/webm/), size: expect.any(Number) },
    model: 'whisper-1',
    response_format: 'text',
  });
  expect(seen.filter((request) => request.route === 'POST /v1/audio/speech').map((request) => request.json)).toContainEqual({
    model: 'tts-1',
    voice: 'nova',
    input: reply,
    response_format: 'mp3',
  });
});

test('Basic: the microphone and the voice replies toggle open the plan popup', async ({ page }) => {
  const dashboard = await signUpAndLogIn(page, 'Bo');
  await chooseBasicPlan(page);
  await dashboard.openWizard();
  await dashboard.startChat(2, 2);
  const voiceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/voice/')) voiceRequests.push(request.url());
  });

  const voice = voiceControls(page);
  await expect(voice.panel).toContainText('Talking by voice and spoken replies are part of Premium.');
  const plans = page.getByRole('dialog', { name: 'Choose Your Plan' });

  await voice.microphone.click();
  await expect(plans).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await expect(voice.microphone).toHaveAttribute('aria-pressed', 'false');

  await voice.replies.click();
  await expect(plans).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(voice.replies).toHaveAttribute('aria-pressed', 'false');
  expect(voiceRequests).toEqual([]);
});

/** Runs in the project `voice, microphone blocked`: Chromium's fake prompt answers "Block". */
test(
  'Premium with the microphone blocked: both alerts of spec section 8, nothing recorded, typed text kept',
  { tag: '@microphone-blocked' },
  async ({ page, context }) => {
    const dashboard = await signUpAndLogIn(page, 'Dana');
    await subscribeToPremium(page);
    await dashboard.startChat(2, 2);
    const voice = voiceControls(page);
    const typed = 'Typed before trying the microphone';

    await dashboard.messageBox.fill(typed);
    await voice.microphone.click();
    await expect(voice.alert).toHaveText(MIC_DENIED);
    await expect(voice.microphone).toHaveAttribute('aria-pressed', 'false');
    await expect(voice.timer).toHaveCount(0);
    await expect(dashboard.messageBox).toHaveValue(typed);

    // The site's permission granted but capture still refused (as when the system blocks the
    // microphone): voice turns on, and recording is refused with the spec's second wording.
    await context.grantPermissions(['microphone']);
    await voice.microphone.click();
    await expect(voice.status).toHaveText('Voice input is on. Select the microphone again to start recording.');
    await expect(voice.alert).toHaveCount(0);
    await voice.microphone.click();
    await expect(voice.alert).toHaveText(MIC_DENIED_AT_START);
    await expect(voice.timer).toHaveCount(0);
    await expect(dashboard.messageBox).toHaveValue(typed);
  },
);
