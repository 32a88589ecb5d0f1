import { messages } from '#shared/messages';

/** What the voice controls say (spec sections 4 and 8; the denied alerts word for word). */
export const voiceMessages = {
  /** Spec section 8: the microphone is blocked when voice is first used. */
  micDenied: 'Microphone must be enabled to use this feature.',
  /** Spec section 8: the microphone is blocked at the moment recording starts. */
  micDeniedAtStart: 'Microphone access is required to start recording.',
  micError: "We couldn't use your microphone. Please check that one is connected and try again.",
  notConnected: messages.voice.notConnected,
  premiumOnly: 'Talking by voice and spoken replies are part of Premium.',
  /** Said instead of the Premium note while a crisis is in view: no upgrade beside it. */
  typeInstead: "Voice isn't available here. You can keep typing.",
  enabled: 'Voice input is on. Select the microphone again to start recording.',
  recording: 'Recording. Select the microphone again to stop and send.',
  transcribing: 'Turning your recording into text…',
  empty: "We didn't catch anything in that recording. Please try again.",
  tooLarge: 'That recording is too large to send. Please record a shorter message.',
  transcribeFailed: "We couldn't turn your recording into text. Your message is still in the box.",
  aiVoice: 'Replies are read aloud by an AI voice.',
  speakFailed: "We couldn't read the reply aloud. It is still in the chat.",
} as const;
