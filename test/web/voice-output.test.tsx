import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { voiceMessages } from '../../web/src/features/chat/voice/voice-messages';
import { answerTo, chatSummary, firstMessageHandlers, liveStream, reduceMotion, startSession, streamId } from './helpers/chat';
import { errorReply, type Handlers } from './helpers/fetch-mock';
import { installMedia, voiceCalls, voiceConfig, voiceToggle, type MediaFake } from './helpers/media';
import { openAs } from './helpers/plans';

/** Spoken replies (spec section 4): the voice panel's toggle, Premium only. */

const REPLY = 'That sounds heavy. You are not alone in this! What helped last time?';
const SENTENCES = ['That sounds heavy.', 'You are not alone in this!', 'What helped last time?'];

let media: MediaFake;

beforeEach(() => {
  media = installMedia();
});

afterEach(() => {
  vi.useRealTimers();
});

const speechHandlers = (chat = chatSummary()): Handlers => ({
  'GET /api/config': voiceConfig(true),
  ...firstMessageHandlers(chat, 'Rough week', REPLY),
  'POST /api/voice/speech': { body: 'mp3 bytes' },
});

/** Ada on Premium sends a first message in a new session, with spoken replies on or off. */
async function sendWithVoice(on: boolean, handlers: Handlers = {}) {
  reduceMotion();
  const app = await openAs('Premium', { ...speechHandlers(), ...handlers });
  const box = await startSession(app.user);
  if (on) await app.user.click(voiceToggle());
  await app.user.type(box, 'Rough week{Enter}');
  await screen.findByText(REPLY);
  return app;
}

const spoken = (app: Awaited<ReturnType<typeof sendWithVoice>>) =>
  app.mock.callsTo('POST /api/voice/speech').map((request) => request.body);

describe('spoken replies', { timeout: 15_000 }, () => {
  it('labels the audio as an AI voice and starts off', async () => {
    const app = await openAs('Premium', { 'GET /api/config': voiceConfig(true) });
    await startSession(app.user);

    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(voiceToggle()).toHaveAccessibleDescription(voiceMessages.aiVoice);
  });

  it('reads each new reply aloud in the preferred voice, asking for the next sentence while one plays', async () => {
    localStorage.setItem('preferredVoice', 'nova');
    const app = await sendWithVoice(true);
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'true');

    // The first sentence plays while the second is already being synthesized.
    await waitFor(() => expect(media.played).toHaveLength(1));
    await waitFor(() => expect(spoken(app)).toHaveLength(2));
    expect(spoken(app)).toEqual([
      { text: SENTENCES[0], voice: 'nova' },
      { text: SENTENCES[1], voice: 'nova' },
    ]);

    media.endClip();
    await waitFor(() => expect(media.played).toHaveLength(2));
    await waitFor(() => expect(spoken(app)).toHaveLength(3));
    expect(spoken(app)[2]).toEqual({ text: SENTENCES[2], voice: 'nova' });

    media.endClip();
    await waitFor(() => expect(media.played).toHaveLength(3));
    expect(new Set(media.played.map((clip) => clip.src)).size).toBe(3);
  });

  it('starts speaking a reply once it is complete, not while it streams in', async () => {
    const chat = chatSummary();
    const stream = liveStream();
    const app = await openAs('Premium', { ...speechHandlers(chat), [`POST /api/bot/chat/${chat.chatId}/stream`]: () => stream.reply });
    const box = await startSession(app.user);
    await app.user.click(voiceToggle());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    fireEvent.change(box, { target: { value: 'Rough week' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    stream.send({ type: 'start', streamId: streamId() });
    stream.send({ type: 'text', text: SENTENCES[0] ?? '' });
    await advance(1_000);
    expect(spoken(app)).toEqual([]);

    stream.send({ type: 'done', answer: answerTo('Rough week', REPLY) });
    await advance(0);
    expect(spoken(app)[0]).toEqual({ text: SENTENCES[0], voice: 'echo' });
  });

  it('stays silent while the toggle is off', async () => {
    const app = await sendWithVoice(false);

    expect(voiceCalls(app.mock)).toEqual([]);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('stops the audio when the toggle is turned off, and asks for no more sentences', async () => {
    const app = await sendWithVoice(true);
    await waitFor(() => expect(media.played).toHaveLength(1));
    await waitFor(() => expect(spoken(app)).toHaveLength(2));

    await app.user.click(voiceToggle());

    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(media.pause).toHaveBeenCalled();
    media.endClip();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(media.played).toHaveLength(1);
    expect(spoken(app)).toHaveLength(2);
  });

  it('"Stop speaking" silences the reply being read, keeps spoken replies on, and leaves focus in the panel', async () => {
    const app = await sendWithVoice(true);
    await waitFor(() => expect(media.played).toHaveLength(1));
    await waitFor(() => expect(spoken(app)).toHaveLength(2));

    await app.user.click(screen.getByRole('button', { name: 'Stop speaking' }));

    expect(media.pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stop speaking' })).not.toBeInTheDocument();
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(voiceToggle()).toHaveFocus();
    media.endClip();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(media.played).toHaveLength(1);
    expect(spoken(app)).toHaveLength(2);
  });

  it('offers "Stop speaking" only while a reply is being read', async () => {
    await sendWithVoice(true);
    const stop = await screen.findByRole('button', { name: 'Stop speaking' });

    for (let clip = 1; clip <= SENTENCES.length; clip += 1) {
      await waitFor(() => expect(media.played).toHaveLength(clip));
      media.endClip();
    }

    await waitFor(() => expect(stop).not.toBeInTheDocument());
  });

  it('falls silent when another session takes the screen', async () => {
    const app = await sendWithVoice(true);
    await waitFor(() => expect(media.played).toHaveLength(1));

    await startSession(app.user);

    expect(media.pause).toHaveBeenCalled();
    media.endClip();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(media.played).toHaveLength(1);
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells the user when the voice service fails, and keeps the reply on screen', async () => {
    const failed = 'The voice service did not answer. Your typed conversation is not affected; please try again.';
    await sendWithVoice(true, { 'POST /api/voice/speech': errorReply(503, 'UNAVAILABLE', failed) });

    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.getByText(REPLY)).toBeInTheDocument();
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'true');
  });
});
