import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { ApiError } from '../../web/src/lib/api-client';
import { chatFailure, messageWasSaved } from '../../web/src/features/chat/chat-failure';
import { MessageText } from '../../web/src/features/chat/components/message-text';
import { countWords, revealWords, TYPING_STEP_MS, TYPING_STEPS, WORD_MS } from '../../web/src/features/chat/reveal';
import { newestFirst, sessionTitle } from '../../web/src/features/chat/sessions';
import { fitHeight } from '../../web/src/features/chat/use-auto-grow';
import { planLabel } from '../../web/src/features/dashboard/plan';
import { chatSummary } from './helpers/chat';

describe('chat rules', () => {
  it('times the reply as the spec says: dots in 4 steps of 500 ms, then 50 ms a word', () => {
    expect(TYPING_STEP_MS).toBe(500);
    expect(TYPING_STEPS).toBe(4);
    expect(WORD_MS).toBe(50);
  });

  it('reveals words with their spacing and line breaks kept', () => {
    const text = 'Hello there,\n\n- one  two';
    expect(countWords(text)).toBe(5);
    expect(revealWords(text, 2)).toBe('Hello there,');
    expect(revealWords(text, 3)).toBe('Hello there,\n\n-');
    expect(revealWords(text, 99)).toBe(text);
  });

  it('keeps the text box between 42 and 200 px', () => {
    expect(fitHeight(0)).toBe(42);
    expect(fitHeight(90)).toBe(90);
    expect(fitHeight(640)).toBe(200);
  });

  it('maps failures to the spec messages, offering a retry only when the message was saved (503)', () => {
    expect(chatFailure(new ApiError(503, 'UNAVAILABLE', 'x'))).toEqual({ text: messages.chat.coachFailed, retry: true });
    expect(chatFailure(new ApiError(403, 'FORBIDDEN', 'x'))).toEqual({ text: messages.chat.planRequired, retry: false });
    expect(chatFailure(new ApiError(429, 'RATE_LIMITED', messages.rateLimited)).text).toBe(messages.chat.tooFast);
    expect(chatFailure(new ApiError(429, 'RATE_LIMITED', 'You have reached today’s limit.')).text).toBe('You have reached today’s limit.');
    expect(messageWasSaved(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(true);
    expect(messageWasSaved(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
  });

  it('orders sessions newest first and names untitled ones "New Session"', () => {
    const old = chatSummary({ startTime: '2026-01-01T00:00:00.000Z' });
    const recent = chatSummary({ startTime: '2026-06-01T00:00:00.000Z' });
    expect(newestFirst([old, recent])).toEqual([recent, old]);
    expect(sessionTitle({ title: '  ' })).toBe(messages.dashboard.untitled);
  });

  it('names the plan, or says there is none yet', () => {
    expect(planLabel('Basic')).toBe('Basic Plan');
    expect(planLabel('Premium')).toBe('Premium Plan');
    expect(planLabel(null)).toBe('No plan yet');
    expect(planLabel(undefined)).toBe('No plan yet');
  });

  it('draws paragraphs, line breaks, lists and **bold** as elements, and any markup as text', () => {
    const { container } = render(
      <MessageText text={'First line\nsecond <script>alert(1)</script>\n\n1. **Breathe**\n2. Rest\n**not closed'} />,
    );
    expect(container.innerHTML).toBe(
      '<p><span>First line</span><span><br>second &lt;script&gt;alert(1)&lt;/script&gt;</span></p>' +
        '<ol><li><strong>Breathe</strong></li><li>Rest</li></ol><p><span>**not closed</span></p>',
    );
  });
});
