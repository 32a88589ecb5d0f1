import { messages } from '#shared/messages';
import { isPremium } from '#shared/plans';
import { VOICE_OFF_MESSAGE } from '#shared/guardian-controls';
import { getProfileWithConsent } from '../../data/users';
import { AppError, forbidden, unavailable } from '../../kernel/errors';
import { controlsInForce } from '../guardian/controls-in-force';
import { getSpeech, speechConfigured, SpeechNotConnectedError, type Speech } from '../../providers/speech';

/** What both voice routes check and how they call the speech port. Nothing here is stored. */

/** Time kept back to answer after the speech call gives up, within the Lambda's own limit. */
const ANSWER_MARGIN_MS = 1_500;
const MIN_SPEECH_MS = 1_000;

/** 503 with the message the voice controls show as is. */
const notConnected = (): AppError => unavailable(messages.voice.notConnected, { expose: true });

/**
 * Voice is Premium (spec section 6), checked from the stored plan whatever the web app showed
 * (403); off while a linked guardian has turned it off (409 VOICE_OFF, its own code, so the web
 * says why and never offers a plan); and needs an OpenAI key (503 before the input is even read,
 * as nothing could use it).
 */
export async function requireVoice(uid: string): Promise<void> {
  const { profile, controls } = await getProfileWithConsent(uid);
  if (!isPremium(profile?.plan)) throw forbidden(messages.voice.premiumRequired);
  if (!controlsInForce(controls).voice) throw new AppError('VOICE_OFF', VOICE_OFF_MESSAGE);
  if (!speechConfigured()) throw notConnected();
}

/**
 * Calls the speech port within the time the invocation has left. A failure or a timeout is a 503
 * whose message says the voice service did not answer and the typed conversation is unaffected
 * (the details are logged by the adapter); a key secret still unset reads as not connected.
 */
export async function callSpeech<T>(call: (speech: Speech, signal: AbortSignal) => Promise<T>, remainingMs: () => number): Promise<T> {
  const budget = Math.max(MIN_SPEECH_MS, remainingMs() - ANSWER_MARGIN_MS);
  try {
    return await call(getSpeech(), AbortSignal.timeout(budget));
  } catch (error) {
    if (error instanceof SpeechNotConnectedError) throw notConnected();
    throw unavailable(messages.voice.failed, { expose: true });
  }
}
