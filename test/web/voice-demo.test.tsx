import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceDemo } from '../../web/src/features/landing/components/voice-demo';
import { WAVE_BARS, WAVE_TICK_MS } from '../../web/src/features/landing/components/sound-wave';
import { VOICE_DEMO_LINES } from '../../web/src/features/landing/voice-demo-lines';

/**
 * The landing page's voice demo (spec sections 2, 4 and 9). jsdom plays no media, so play() and
 * pause() are stubs; the tests fire the element's events as a browser would.
 */

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDemo() {
  const { container } = render(<VoiceDemo />);
  const audio = container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return {
    audio,
    heights: () => [...container.querySelectorAll<HTMLElement>('.sound-wave__bar')].map((bar) => bar.style.transform),
  };
}

const isFlat = (heights: string[]) => new Set(heights).size === 1;

/** Lets the play() promise settle, as the browser would before the next frame. */
const settle = () => act(async () => {});

async function pressPlay() {
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  await settle();
}

function chooseStyle(label: string) {
  const value = VOICE_DEMO_LINES.find((line) => line.label === label)?.key;
  fireEvent.change(screen.getByRole('combobox', { name: 'Communication style' }), { target: { value } });
}

describe('the voice demo', () => {
  it('starts stopped: a flat 80-bar wave, the three styles, and no audio to download', () => {
    const { audio, heights } = renderDemo();

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(heights()).toHaveLength(WAVE_BARS);
    expect(heights()).toHaveLength(80);
    expect(isFlat(heights())).toBe(true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Encouragement & Positivity',
      'Non-Directive Approach',
      'Resource & Information Sharing',
    ]);
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
  });

  it('says, on screen and with the button, that the voice is an AI, and shows what the clip says', () => {
    renderDemo();

    expect(screen.getByText(/Your coach is an AI, not a person/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAccessibleDescription(/AI voice.*not a person/);
    expect(screen.getByText(VOICE_DEMO_LINES[0]!.text)).toBeInTheDocument();
  });

  it('plays the chosen style’s clip, moves the wave every 135 ms, and Stop rewinds and flattens it', async () => {
    const { audio, heights } = renderDemo();

    await pressPlay();

    expect(play).toHaveBeenCalledTimes(1);
    expect(audio).toHaveAttribute('src', '/audio/voice-demo-encouragement.mp3');
    const first = heights();
    expect(isFlat(first)).toBe(false);
    act(() => vi.advanceTimersByTime(WAVE_TICK_MS));
    const second = heights();
    expect(second).not.toEqual(first);
    act(() => vi.advanceTimersByTime(WAVE_TICK_MS));
    expect(heights()).not.toEqual(second);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));

    expect(pause).toHaveBeenCalled();
    expect(audio.currentTime).toBe(0);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(isFlat(heights())).toBe(true);
    act(() => vi.advanceTimersByTime(WAVE_TICK_MS * 5));
    expect(isFlat(heights())).toBe(true);
  });

  it('returns to stopped when the clip ends', async () => {
    const { audio, heights } = renderDemo();
    await pressPlay();

    fireEvent.ended(audio);

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(isFlat(heights())).toBe(true);
  });

  it('returns to stopped when something outside the page pauses the clip', async () => {
    const { audio } = renderDemo();
    await pressPlay();

    fireEvent.pause(audio);

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('restarts with the new style’s clip when the style changes while playing', async () => {
    // The first play() is still pending when the clip changes; the browser then aborts it.
    let abortFirst: (reason: unknown) => void = () => {};
    play.mockImplementationOnce(() => new Promise((_, reject) => (abortFirst = reject)));
    const { audio } = renderDemo();
    await pressPlay();

    chooseStyle('Non-Directive Approach');
    // The new play() has begun, so the switch's pause event finds the element playing.
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    fireEvent.pause(audio);
    abortFirst(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));
    await settle();

    expect(play).toHaveBeenCalledTimes(2);
    expect(audio).toHaveAttribute('src', '/audio/voice-demo-non-directive.mp3');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByText(VOICE_DEMO_LINES[1]!.text)).toBeInTheDocument();
  });

  it('only switches the transcript when the style changes while stopped, and plays that style next', async () => {
    const { audio } = renderDemo();

    chooseStyle('Resource & Information Sharing');

    expect(play).not.toHaveBeenCalled();
    expect(audio).not.toHaveAttribute('src');
    expect(screen.getByText(VOICE_DEMO_LINES[2]!.text)).toBeInTheDocument();
    await pressPlay();
    expect(audio).toHaveAttribute('src', '/audio/voice-demo-resources.mp3');
  });

  it('returns to stopped when the browser refuses to play', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('play() failed because the user didn’t interact', 'NotAllowedError')));
    const { heights } = renderDemo();

    await pressPlay();

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(isFlat(heights())).toBe(true);
  });

  it('holds one still wave while playing when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { heights } = renderDemo();
    await pressPlay();

    const still = heights();
    act(() => vi.advanceTimersByTime(WAVE_TICK_MS * 5));

    expect(isFlat(still)).toBe(false);
    expect(heights()).toEqual(still);
  });

  it('pre-renders with no source and a flat wave, and hydrates onto that markup without a mismatch', async () => {
    const html = renderToString(<VoiceDemo />);

    expect(html).toContain('preload="none"');
    expect(html).not.toMatch(/<audio[^>]*src=/);
    expect(html.match(/class="sound-wave__bar"/g)).toHaveLength(80);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    // React reports a differing attribute with console.error and differing text as a recoverable error.
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <VoiceDemo />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
