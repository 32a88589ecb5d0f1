/**
 * Plays one clip on `audio` and resolves when it has ended, or as soon as `signal` aborts (the
 * user stopped the voice). Rejects when the browser refuses to play it or cannot decode it.
 */
export function playClip(audio: HTMLAudioElement, src: string, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      audio.removeEventListener('ended', done);
      audio.removeEventListener('error', failed);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const failed = () => {
      done();
      reject(new Error('The audio could not be played.'));
    };
    audio.addEventListener('ended', done);
    audio.addEventListener('error', failed);
    signal.addEventListener('abort', done);
    audio.src = src;
    // A promise in today's browsers; a synchronous throw counts as refused too.
    new Promise((started) => started(audio.play())).catch((error: unknown) => {
      done();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
