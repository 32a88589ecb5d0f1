import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { voiceMessages } from '../../web/src/features/chat/voice/voice-messages';
import { violations } from './helpers/axe';
import { botCalls, chatSummary, firstMessageHandlers, reduceMotion, startSession } from './helpers/chat';
import { errorReply, type Handlers } from './helpers/fetch-mock';
import {
  installMedia,
  microphone,
  RECORDED_TYPE,
  transcriptionForms,
  voiceCalls,
  voiceConfig,
  voicePanel,
  voiceToggle,
  type MediaFake,
} from './helpers/media';
import { openAs, planDialog } from './helpers/plans';

/** Voice input (spec sections 4 and 8): the microphone's three clicks, Premium only. */

let media: MediaFake;

beforeEach(() => {
  reduceMotion();
  media = installMedia();
});

const transcribed = (text: string) => ({ body: { success: true, text } });

/** Ada on Premium, in a new session on a server with voice, the text box returned. */
async function premiumSession(handlers: Handlers = {}) {
  const app = await openAs('Premium', { 'GET /api/config': voiceConfig(true), ...handlers });
  const box = await startSession(app.user);
  return { ...app, box };
}

/** The first two clicks: voice on, then recording. */
async function startRecording(user: Awaited<ReturnType<typeof premiumSession>>['user']) {
  await user.click(microphone());
  await screen.findByText(voiceMessages.enabled);
  await user.click(microphone());
  await waitFor(() => expect(microphone()).toHaveAttribute('aria-pressed', 'true'));
}

describe('voice input', { timeout: 15_000 }, () => {
  it('shows a Basic user the plan popup from the microphone and the toggle, and asks nothing of the browser or server', async () => {
    const { user, mock } = await openAs('Basic');
    await startSession(user);

    await user.click(microphone());
    expect(planDialog()).toBeInTheDocument();
    await user.click(within(planDialog()).getByRole('button', { name: 'Close' }));
    await user.click(voiceToggle());

    expect(planDialog()).toBeInTheDocument();
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(media.query).not.toHaveBeenCalled();
    expect(voiceCalls(mock)).toEqual([]);
  });

  it('turns voice on, records, then transcribes and sends the transcript after the typed text', async () => {
    const chat = chatSummary();
    const sent = 'I feel tense about my exams';
    const { user, mock, box } = await premiumSession({
      ...firstMessageHandlers(chat, sent, 'Exams can weigh a lot. What worries you most?'),
      'POST /api/voice/transcription': transcribed('about my exams'),
    });
    await user.type(box, 'I feel tense');

    // First click: access only, no recording.
    await user.click(microphone());
    expect(await screen.findByText(voiceMessages.enabled)).toBeInTheDocument();
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(media.tracks[0]?.stop).toHaveBeenCalled();
    expect(media.recorders()).toHaveLength(0);

    // Second click: recording, shown and announced.
    await user.click(microphone());
    await waitFor(() => expect(microphone()).toHaveAttribute('aria-pressed', 'true'));
    expect(media.recorders()[0]?.state).toBe('recording');
    expect(within(voicePanel()).getByRole('timer')).toHaveTextContent('Recording 0:00');
    expect(within(voicePanel()).getByRole('status')).toHaveTextContent(voiceMessages.recording);

    // Third click: stop, transcribe, send.
    await user.click(microphone());
    expect(await screen.findByText('Exams can weigh a lot. What worries you most?')).toBeInTheDocument();
    const [form] = transcriptionForms(mock);
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).type).toBe(RECORDED_TYPE);
    expect(form?.get('durationMs')).toMatch(/^\d+$/);
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({ action: 'send', text: sent });
    expect(box).toHaveValue('');
    expect(microphone()).toHaveAttribute('aria-pressed', 'false');
    expect(media.tracks[1]?.stop).toHaveBeenCalled();
  });

  it.each([
    ['the browser already blocks it', { permission: 'denied' as const }],
    ['the user refuses the prompt', { permission: 'prompt' as const, microphone: 'deny' as const }],
  ])('says the microphone must be enabled when %s', async (_case, options) => {
    media = installMedia(options);
    const { user, mock } = await premiumSession();

    await user.click(microphone());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Microphone must be enabled to use this feature\.$/);
    expect(media.recorders()).toHaveLength(0);
    expect(voiceCalls(mock)).toEqual([]);
  });

  it('says access is required to start recording when the microphone is refused at that moment', async () => {
    const { user } = await premiumSession();
    await user.click(microphone());
    await screen.findByText(voiceMessages.enabled);
    media.microphone = 'deny';

    await user.click(microphone());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Microphone access is required to start recording\.$/);
    expect(microphone()).toHaveAttribute('aria-pressed', 'false');
    expect(media.recorders()).toHaveLength(0);
  });

  it('says voice is not connected when the server has no speech service, and does nothing else', async () => {
    const { user, mock } = await openAs('Premium', { 'GET /api/config': voiceConfig(false) });
    await startSession(user);
    expect(await within(voicePanel()).findByText(voiceMessages.notConnected)).toBeInTheDocument();
    // What the user can do instead: type, to the same coach.
    expect(voicePanel()).toHaveTextContent('You can still type your messages: the coach reads and answers them the same way.');

    await user.click(microphone());
    await user.click(voiceToggle());

    expect(within(voicePanel()).getByRole('status')).toHaveTextContent(voiceMessages.notConnected);
    expect(voiceToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(voiceCalls(mock)).toEqual([]);
  });

  it("keeps the typed text and the conversation when the transcription fails, with the server's message", async () => {
    const failed = 'The voice service did not answer. Your typed conversation is not affected; please try again.';
    const { user, mock, box } = await premiumSession({
      'POST /api/voice/transcription': errorReply(503, 'UNAVAILABLE', failed),
    });
    await user.type(box, 'Half a thought');
    await startRecording(user);

    await user.click(microphone());

    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(box).toHaveValue('Half a thought');
    expect(botCalls(mock).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(microphone()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the voice controls pass axe', { timeout: 20_000 }, () => {
  it('while recording, and with a failure shown', async () => {
    const { user } = await premiumSession({
      'POST /api/voice/transcription': errorReply(503, 'UNAVAILABLE', 'The voice service did not answer.'),
    });
    const form = () => microphone().closest('form') as HTMLFormElement;
    await startRecording(user);
    expect(await violations(form())).toEqual([]);

    await user.click(microphone());
    await screen.findByRole('alert');
    expect(await violations(form())).toEqual([]);
  });
});

describe('a long recording', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops itself at 60 seconds, then transcribes and sends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chat = chatSummary();
    const { user, mock } = await openAs('Premium', {
      'GET /api/config': voiceConfig(true),
      ...firstMessageHandlers(chat, 'A long story', 'Thank you for telling me.'),
      'POST /api/voice/transcription': transcribed('A long story'),
    });
    await startSession(user);
    await startRecording(user);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(media.recorders()[0]?.state).toBe('recording');
    expect(within(voicePanel()).getByRole('timer')).toHaveTextContent(/Recording 0:5\d/);
    expect(transcriptionForms(mock)).toHaveLength(0);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });

    expect(media.recorders()[0]?.state).toBe('inactive');
    expect(await screen.findByText('Thank you for telling me.')).toBeInTheDocument();
    expect(transcriptionForms(mock)).toHaveLength(1);
    expect(mock.callsTo(`POST /api/bot/chat/${chat.chatId}/stream`)[0]?.body).toEqual({ action: 'send', text: 'A long story' });
  });
});
