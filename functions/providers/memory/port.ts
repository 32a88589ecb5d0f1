/**
 * The memory port: a provider that reads a session's own messages and proposes a few
 * short notes worth keeping for the next sessions. The OpenAI adapter is the only one; with no
 * key the domain writes its notes from fixed words (functions/domain/memory/local-notes.ts). What
 * any adapter proposes is filtered again by the domain: no names, nothing the crisis screen flags.
 */
export interface MemoryProposer {
  /**
   * Up to `limit` notes from the user's messages of one session (oldest first), none that repeat
   * `known`; throws on any failure.
   */
  propose(input: { userMessages: readonly string[]; known: readonly string[]; limit: number }, signal?: AbortSignal): Promise<string[]>;
}
