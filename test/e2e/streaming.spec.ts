import { SAFE_REPLACEMENT_REPLY } from '#shared/safety';
import { CANCELLED_PATH, PACE_PATH } from '../fixtures/fake-openai';
import { newBasicChat } from './support/basic-chat';
import { expect, test as base } from './support/test';

/**
 * Streamed replies as a person meets them, against the fake OpenAI of the `with OpenAI` project paced
 * as a real model (700 ms to the first word, 30 words a second): the first words show while the model
 * still writes, Stop halts it (the fake sees its call closed), an unsafe sentence mid-reply is
 * replaced, editing the last message replaces the last turn, and search finds a word of an older
 * session and opens it at the match. The replies come from test/e2e/fakes/streaming-script.ts.
 */

const test = base.extend<{ fakeOpenAI: string }>({ fakeOpenAI: ['', { option: true }] });

const LONG = 'Can you help me slow down a little?';
const UNSAFE = 'Where could I go to be alone tonight?';
const EDITED = 'Actually, how do I make my evenings calmer?';

test('streamed replies: first words early, Stop, an unsafe sentence replaced, edit and resend, search', async ({ page, fakeOpenAI }) => {
  const pace = (firstTokenMs: number, tokensPerSecond: number) =>
    page.request.post(`${fakeOpenAI}${PACE_PATH}`, { data: { firstTokenMs, tokensPerSecond } });
  const cancelled = async () =>
    ((await (await page.request.get(`${fakeOpenAI}${CANCELLED_PATH}`)).json()) as { cancelled: number }).cancelled;
  await pace(700, 30);
  try {
    const dashboard = await newBasicChat(page, 'Rio', 'rio.streaming');

    // The first words show while the model is still writing; Stop halts it and closes its call.
    const cancelsBefore = await cancelled();
    await dashboard.send(LONG);
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    const writing = dashboard.conversation.locator('.message--assistant').last();
    await expect(writing).toContainText('Of course, we can take this slowly together.');
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(dashboard.conversation.getByText('Stopped', { exact: true })).toBeVisible();
    await expect.poll(cancelled).toBeGreaterThan(cancelsBefore);
    const stopped = await dashboard.replies().last().innerText();
    expect(stopped).not.toContain(
      'notice three things you can hear right now. Try letting your shoulders drop and notice three things you can hear right now. Try letting your shoulders drop and notice three things you can hear right now. Try letting',
    );

    // A height, then a place in the next sentence: the reply is replaced, the place never shown.
    await dashboard.send(UNSAFE);
    await expect(dashboard.replies().last()).toContainText(SAFE_REPLACEMENT_REPLY, { timeout: 15_000 });
    await expect(dashboard.conversation).not.toContainText('Nobody would see you');

    // Edit and resend the last message: the last turn is replaced, nothing is added.
    const repliesBefore = await dashboard.replies().count();
    await dashboard.conversation.getByRole('button', { name: /^Edit/ }).click();
    const editor = dashboard.conversation.getByRole('textbox');
    await editor.fill(EDITED);
    await editor.press('Enter');
    await expect(dashboard.replies().last()).toContainText('A warm drink and a screen-free half hour', { timeout: 15_000 });
    await expect(dashboard.replies()).toHaveCount(repliesBefore);
    await expect(dashboard.conversation).not.toContainText(UNSAFE);
    await expect(dashboard.conversation).toContainText(EDITED);

    // Search, from another session: a word of the first message opens that session at the match.
    await dashboard.openWizard();
    await dashboard.startChat(2, 2);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: /Search/ });
    await search.getByRole('combobox').fill('slow');
    const result = search.getByRole('option').first();
    await expect(result.locator('mark').first()).toHaveText(/slow/i);
    await result.click();
    await expect(dashboard.conversation.locator('mark').first()).toHaveText(/slow/i);
    await expect(dashboard.conversation).toContainText(LONG);
  } finally {
    await pace(0, 0);
  }
});
