import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VOICE_DEMO_LINES, type VoiceDemoLine } from '../web/src/features/landing/voice-demo-lines';

/**
 * `npm run demo-audio`: makes the landing page's voice-demo clips, one per communication style,
 * from the lines in web/src/features/landing/voice-demo-lines.ts, into
 * web/public/audio/voice-demo-<key>.mp3. With OPENAI_API_KEY set it asks OpenAI text-to-speech;
 * otherwise a local synthesizer (espeak-ng) speaks. Either way `lame` encodes the WAV to a small
 * mono MP3, so every clip fits the page's budget whatever the voice. CI does not run this: the
 * clips are committed.
 */

/** Each clip must stay well under this, so the demo costs little even on a phone's data plan. */
export const MAX_CLIP_BYTES = 100 * 1024;
/** A spoken line shorter than this says too little; longer, and visitors stop listening. */
export const MIN_SECONDS = 8;
export const MAX_SECONDS = 15;
/** Mono speech at 32 kbps: clear enough for a voice, about 4 KB a second. */
export const MP3_KBPS = 32;

/** OpenAI's text-to-speech settings. WAV, not MP3: one lossy encode (ours) and a duration we can read. */
export const OPENAI_SPEECH = { model: 'tts-1', voice: 'nova', response_format: 'wav' } as const;
/** espeak-ng's US English voice, a little slower than its default 175 words a minute, as a coach would speak. */
export const ESPEAK_VOICE = 'en-us+f3';
export const ESPEAK_WORDS_PER_MINUTE = 155;

export type Provider = 'openai' | 'local';

/** Debian package that provides each command the providers run. */
export const APT_PACKAGES: Record<string, string> = { 'espeak-ng': 'espeak-ng', lame: 'lame' };

/** The commands a provider runs: the local one speaks with espeak-ng; both encode with lame. */
export const TOOLS: Record<Provider, readonly string[]> = { openai: ['lame'], local: ['espeak-ng', 'lame'] };

/** OpenAI when a key is set (a blank value counts as unset, as in .env.example), else the local synthesizer. */
export function chooseProvider(env: NodeJS.ProcessEnv): Provider {
  return env.OPENAI_API_KEY?.trim() ? 'openai' : 'local';
}

/** The message for missing commands: what is missing and the apt-get line that installs it. */
export function missingToolsMessage(missing: readonly string[]): string {
  const packages = [...new Set(missing.map((tool) => APT_PACKAGES[tool] ?? tool))].join(' ');
  return `make-demo-audio: ${missing.join(' and ')} not found. Install with: sudo apt-get install -y ${packages}`;
}

/** The commands of `tools` that `exists` cannot find. */
export function missingTools(tools: readonly string[], exists: (tool: string) => boolean): string[] {
  return tools.filter((tool) => !exists(tool));
}

/** Whether a command runs at all: both tools answer `--version` and exit. */
function commandExists(tool: string): boolean {
  return !spawnSync(tool, ['--version'], { stdio: 'ignore' }).error;
}

/** espeak-ng's arguments: speak `text` into a WAV file. Passed as an argument list, never through a shell. */
export function espeakArgs(text: string, wavPath: string): string[] {
  return ['-v', ESPEAK_VOICE, '-s', String(ESPEAK_WORDS_PER_MINUTE), '-w', wavPath, text];
}

/** lame's arguments: a WAV to a mono, constant-bitrate MP3 with no ID3 tag (nothing to leak, a few bytes saved). */
export function lameArgs(wavPath: string, mp3Path: string): string[] {
  return ['--silent', '-m', 'm', '-b', String(MP3_KBPS), '--resample', '22.05', '--noreplaygain', wavPath, mp3Path];
}

/** The text-to-speech request for one line; the base URL is the one the coach uses (OPENAI_BASE_URL). */
export function openAiSpeechRequest(text: string, env: NodeJS.ProcessEnv): { url: string; init: RequestInit } {
  const base = (env.OPENAI_BASE_URL?.trim() || 'https://api.openai.com/v1').replace(/\/+$/, '');
  return {
    url: `${base}/audio/speech`,
    init: {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.OPENAI_API_KEY?.trim() ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...OPENAI_SPEECH, input: text }),
    },
  };
}

/**
 * The length of a PCM WAV in seconds, from its byte rate and its data chunk. A streamed WAV (as
 * OpenAI sends) may declare a placeholder size, so the data never counts past the file's end.
 */
export function wavSeconds(wav: Buffer): number {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) throw new Error('WAV data before its format');
      return Math.min(size, wav.length - offset - 8) / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** Where a line's clip goes in the repository. */
export function clipPath(root: string, line: Pick<VoiceDemoLine, 'key'>): string {
  return join(root, 'web/public/audio', `voice-demo-${line.key}.mp3`);
}

function run(tool: string, args: readonly string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.error?.message || `exit ${result.status}`}`);
}

async function speak(provider: Provider, line: VoiceDemoLine, wavPath: string): Promise<void> {
  if (provider === 'local') return run('espeak-ng', espeakArgs(line.text, wavPath));
  const { url, init } = openAiSpeechRequest(line.text, process.env);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`OpenAI text-to-speech answered ${response.status}: ${await response.text()}`);
  writeFileSync(wavPath, Buffer.from(await response.arrayBuffer()));
}

async function main(): Promise<number> {
  // npm runs scripts from the repository's root, as the other scripts here assume.
  const root = resolve('.');
  const provider = chooseProvider(process.env);
  const missing = missingTools(TOOLS[provider], commandExists);
  if (missing.length) {
    console.error(missingToolsMessage(missing));
    return 1;
  }
  console.log(`Voice: ${provider === 'openai' ? `OpenAI ${OPENAI_SPEECH.model}, ${OPENAI_SPEECH.voice}` : `espeak-ng ${ESPEAK_VOICE}`}`);
  const work = mkdtempSync(join(tmpdir(), 'demo-audio-'));
  let failed = false;
  try {
    for (const line of VOICE_DEMO_LINES) {
      const wavPath = join(work, `${line.key}.wav`);
      const mp3Path = clipPath(root, line);
      await speak(provider, line, wavPath);
      const seconds = wavSeconds(readFileSync(wavPath));
      run('lame', lameArgs(wavPath, mp3Path));
      const bytes = statSync(mp3Path).size;
      const problems = [
        seconds < MIN_SECONDS || seconds > MAX_SECONDS
          ? `lasts ${seconds.toFixed(1)} s, outside ${MIN_SECONDS}–${MAX_SECONDS} s: edit its line`
          : '',
        bytes > MAX_CLIP_BYTES ? `is ${bytes} bytes, over ${MAX_CLIP_BYTES}` : '',
      ].filter(Boolean);
      failed ||= problems.length > 0;
      console.log(
        `${relative(root, mp3Path)}  ${seconds.toFixed(1)} s  ${(bytes / 1024).toFixed(1)} KB${problems.length ? `  ✗ ${problems.join('; ')}` : ''}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

// Runs only as a command, so the unit tests can import the pure parts above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`make-demo-audio: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
