/**
 * What the fake OpenAI of the end-to-end stack answers to the streaming journey's messages
 * (test/e2e/streaming.spec.ts): a long reply to watch being written and stop, and one whose second
 * sentence, read with the first, gives a height and a place.
 */
export const STREAMING_SCRIPT: Record<string, string> = {
  'Can you help me slow down a little?': `Of course, we can take this slowly together. ${'Try letting your shoulders drop and notice three things you can hear right now. '.repeat(8)}`,
  'Where could I go to be alone tonight?':
    'That sounds like a lot to carry. The old viaduct stands about 60 metres above the river. Nobody would see you there at night. Please talk to someone you trust.',
  'Actually, how do I make my evenings calmer?':
    'Gentle routines help many people. A warm drink and a screen-free half hour can make evenings feel calmer.',
};
