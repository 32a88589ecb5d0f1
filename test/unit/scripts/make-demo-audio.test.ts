import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  MAX_CLIP_BYTES,
  chooseProvider,
  clipPath,
  espeakArgs,
  lameArgs,
  missingTools,
  missingToolsMessage,
  openAiSpeechRequest,
  TOOLS,
  wavSeconds,
} from '../../../scripts/make-demo-audio';
import { STYLES } from '#shared/chat';
import { VOICE_DEMO_LINES } from '../../../web/src/features/landing/voice-demo-lines';

/**
 * `npm run demo-audio` (scripts/make-demo-audio.ts): its pure parts, and the clips it made, which
 * are committed. No synthesizer runs here: CI has neither espeak-ng nor an OpenAI key.
 */

const ROOT = resolve(__dirname, '../../..');

/** A PCM WAV header and `dataBytes` of silence; `declared` is the data size the header claims. */
function wav({ byteRate, dataBytes, declared = dataBytes }: { byteRate: number; dataBytes: number; declared?: number }): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(byteRate / 2, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(declared, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

describe('choosing the voice', () => {
  it('asks OpenAI when a key is set, and the local synthesizer when it is unset or blank', () => {
    expect(chooseProvider({ OPENAI_API_KEY: 'sk-test' })).toBe('openai');
    expect(chooseProvider({})).toBe('local');
    expect(chooseProvider({ OPENAI_API_KEY: '  ' })).toBe('local');
  });

  it('needs espeak-ng and lame locally, and only lame with OpenAI', () => {
    expect(TOOLS.local).toEqual(['espeak-ng', 'lame']);
    expect(TOOLS.openai).toEqual(['lame']);
  });
});

describe('missing tools', () => {
  it('lists the commands that are not installed', () => {
    expect(missingTools(['espeak-ng', 'lame'], (tool) => tool === 'lame')).toEqual(['espeak-ng']);
    expect(missingTools(['espeak-ng', 'lame'], () => true)).toEqual([]);
  });

  it('names what is missing and the apt packages that install it', () => {
    expect(missingToolsMessage(['espeak-ng', 'lame'])).toBe(
      'make-demo-audio: espeak-ng and lame not found. Install with: sudo apt-get install -y espeak-ng lame',
    );
    expect(missingToolsMessage(['lame'])).toMatch(/lame not found\. Install with: sudo apt-get install -y lame$/);
  });
});

describe('the commands and the request', () => {
  const text = 'Breathe in for four counts; "hold" it.';

  it('gives espeak-ng the line as one argument, to a WAV file', () => {
    const args = espeakArgs(text, '/tmp/a.wav');

    expect(args.at(-1)).toBe(text);
    expect(args).toEqual(expect.arrayContaining(['-w', '/tmp/a.wav', '-v']));
    expect(args[args.indexOf('-w') + 1]).toBe('/tmp/a.wav');
  });

  it('has lame make a mono, 32 kbps MP3 from the WAV', () => {
    const args = lameArgs('/tmp/a.wav', '/out/a.mp3');

    expect(args[args.indexOf('-m') + 1]).toBe('m');
    expect(args[args.indexOf('-b') + 1]).toBe('32');
    expect(args.slice(-2)).toEqual(['/tmp/a.wav', '/out/a.mp3']);
  });

  it('posts the line to OpenAI text-to-speech with tts-1, the key as a bearer token, and the coach’s base URL', () => {
    const { url, init } = openAiSpeechRequest(text, { OPENAI_API_KEY: 'sk-test' });

    expect(url).toBe('https://api.openai.com/v1/audio/speech');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer sk-test' });
    expect(JSON.parse(String(init.body))).toEqual({ model: 'tts-1', voice: 'nova', response_format: 'wav', input: text });
    expect(openAiSpeechRequest(text, { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1/' }).url).toBe(
      'http://127.0.0.1:9/v1/audio/speech',
    );
  });

  it('reads a WAV’s length, not past the end when a streamed WAV declares a placeholder size', () => {
    expect(wavSeconds(wav({ byteRate: 44_100, dataBytes: 44_100 * 2 }))).toBe(2);
    expect(wavSeconds(wav({ byteRate: 48_000, dataBytes: 48_000 * 3, declared: 0xffffffff }))).toBe(3);
    expect(() => wavSeconds(Buffer.from('ID3 not a wav at all'))).toThrow('not a WAV file');
  });
});

describe('the shipped clips', () => {
  it('has one line per communication style, with the wizard’s labels', () => {
    expect(VOICE_DEMO_LINES.map((line) => line.label)).toEqual([STYLES[1], STYLES[2], STYLES[3]]);
    expect(new Set(VOICE_DEMO_LINES.map((line) => line.key)).size).toBe(3);
  });

  it.each(VOICE_DEMO_LINES.map((line) => [line.key, line] as const))('%s is an MP3 under the size budget', (_key, line) => {
    const path = clipPath(ROOT, line);
    const bytes = readFileSync(path);

    const id3 = bytes.toString('latin1', 0, 3) === 'ID3';
    // An MPEG audio frame starts with 11 set sync bits, then layer bits 01 for Layer III.
    const frame = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) === 0x02;
    expect(id3 || frame).toBe(true);
    expect(statSync(path).size).toBeLessThan(MAX_CLIP_BYTES);
    // Shorter than this at 32 kbps would be under the 8 s the script demands: a truncated file.
    expect(statSync(path).size).toBeGreaterThan(8 * 4000 * 0.9);
  });
});
