import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from './helpers/axe';
import { adaWith, chatSummary, chatsReply } from './helpers/chat';
import { mockApi, signedIn } from './helpers/fetch-mock';
import { insightsReply, reportReply, reportView, sessionReport } from './helpers/insights';
import { openAs } from './helpers/plans';
import { renderApp } from './helpers/render-app';

/**
 * Figures that make sense: an emotion's share is a percentage only with 20 emotion words behind
 * it (otherwise it is named in words), a session that met a crisis tier reads as heavy, and every
 * figure of the Insights page says what it rests on.
 */

const EMOTIONS = [
  { emotion: 'hope' as const, share: 0.75 },
  { emotion: 'worry' as const, share: 0.25 },
];

/** Opens the session's report from the side menu with the sentiments and emotions topic. */
async function readEmotions(report: ReturnType<typeof sessionReport>) {
  const chat = chatSummary({ chatId: 'chat-2', title: 'Exam week' });
  const { user } = await openAs('Premium', {
    'GET /api/bot/get-all-chats': chatsReply([chat]),
    'GET /api/insights/reports/chat-2': reportReply('chat-2', 'Exam week', reportView(report, false)),
  });
  await user.click(await screen.findByRole('button', { name: 'Session report: Exam week' }));
  const dialog = await screen.findByRole('dialog', { name: 'Session report: Exam week' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Sentiments and emotions' }));
  await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
  return within(dialog).findByRole('region', { name: 'Sentiments and emotions' });
}

const items = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('emotions in a session report', { timeout: 20_000 }, () => {
  it('are named in words, not percentages, with fewer than 20 emotion words, and say how many there were', async () => {
    const topic = await readEmotions({ ...sessionReport('chat-2', { emotions: EMOTIONS }), emotionWords: 4 });
    expect(items(topic)).toEqual(['Hope came up', 'Worry came up']);
    expect(topic).not.toHaveTextContent('%');
    expect(topic).toHaveTextContent('From 4 words that showed emotion: too few to show them as shares.');
  });

  it('show their shares as percentages from 20 emotion words on', async () => {
    const topic = await readEmotions({ ...sessionReport('chat-2', { emotions: EMOTIONS }), emotionWords: 20 });
    expect(items(topic)).toEqual(['Hope: 75%', 'Worry: 25%']);
    expect(topic).toHaveTextContent('From 20 words that showed emotion.');
  });

  it('reads a session that met a crisis tier as heavy, kindly and without a score', async () => {
    const topic = await readEmotions(sessionReport('chat-2', { sentiment: { score: -0.5, label: 'heavy' } }));
    expect(topic).toHaveTextContent('Overall mood: heavy. Something you shared in this session sounded really hard.');
    expect(topic).not.toHaveTextContent(/neutral|positive|−0\.50|scale/);
    expect(await violations(topic)).toEqual([]);
  });
});

/** Opens /dashboard/insights on Premium with the given emotion words behind the emotions chart. */
async function openInsights(emotionWords: number) {
  mockApi({ ...signedIn, 'GET /api/user/': adaWith('Premium'), 'GET /api/insights': insightsReply('Premium', {}, { emotionWords }) });
  renderApp('/dashboard/insights');
  return screen.findByRole('region', { name: 'Emotions' });
}

describe('the Insights page', { timeout: 20_000 }, () => {
  it('names the emotions in words below 20 emotion words, in the chart and its table', async () => {
    const emotions = await openInsights(7);
    expect(emotions).toHaveTextContent('Emotions heard across your sessions, most first: Worry came up, Hope came up.');
    expect(emotions).toHaveTextContent('From 7 words that showed emotion: too few to show them as shares.');
    expect(emotions).not.toHaveTextContent('%');
    expect(emotions.querySelector('svg')).toBeNull();
  });

  it('shows the shares as percentages from 20 emotion words on', async () => {
    const emotions = await openInsights(24);
    expect(emotions).toHaveTextContent('as shares of all emotional words: Worry: 50%, Hope: 30%.');
    expect(emotions).toHaveTextContent('From 24 words that showed emotion.');
  });

  it('says under every figure what it is based on', async () => {
    await openInsights(24);
    const basis = (name: string) => within(screen.getByRole('region', { name })).getByText(/^(Based on|From) /).textContent;
    expect(basis('Mood over time')).toBe('Based on your own messages in 2 sessions with a report.');
    expect(basis('Levels of anxiety and distress')).toBe('Based on 2 session reports.');
    expect(basis('Sources of stress')).toBe('Based on 2 session reports.');
    expect(basis('Discussion topics')).toBe('Based on 2 session reports.');
    expect(basis('Emotions')).toBe('From 24 words that showed emotion.');
    const figures = screen.getByText('Sessions with a report').closest('dl')!;
    expect(figures).toHaveTextContent('Every session you have started.');
    expect(figures).toHaveTextContent('The charts below are based on these.');
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });
});
