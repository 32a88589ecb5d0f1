import * as z from 'zod/mini';
import { wellFormed } from '../text';

/**
 * POST /api/bot/search: the user's sessions whose title or messages hold the words
 * searched for. A POST, so the words never sit in an address (CloudFront and browser history
 * keep those), since what someone searches their own sessions for can be as personal as the
 * sessions themselves.
 */

/* @__NO_SIDE_EFFECTS__ */
const schema = <T>(build: () => T): T => build();

/** Longest search, in characters after trimming. */
export const MAX_SEARCH_LENGTH = 100;

export const searchBody = schema(() =>
  z.strictObject({
    query: z
      .string({ error: 'query must be text.' })
      .check(
        z.trim(),
        z.overwrite(wellFormed),
        z.minLength(1, { error: 'query is required.' }),
        z.maxLength(MAX_SEARCH_LENGTH, { error: `Searches can be at most ${MAX_SEARCH_LENGTH} characters.` }),
      ),
  }),
);

/** One matching session, newest first: where the words matched and the text around them. */
export const searchResult = schema(() =>
  z.object({
    chatId: z.string(),
    title: z.string(),
    /** The message that matched, to open the session at; absent when only the title matched. */
    messageId: z.optional(z.string()),
    /** A short excerpt around the match (the title when only the title matched). */
    snippet: z.string(),
    /** Where the searched words are in `snippet`: [start, end) offsets in UTF-16 units, in order. */
    highlights: z.array(z.tuple([z.number(), z.number()])),
    /** ISO 8601: when the matching message (or the session) was written. */
    at: z.string(),
  }),
);
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = schema(() =>
  z.object({
    success: z.boolean(),
    results: z.array(searchResult),
    /** More sessions matched than are listed: the user can search with more words. */
    more: z.boolean(),
  }),
);
export type SearchResponse = z.infer<typeof searchResponse>;
