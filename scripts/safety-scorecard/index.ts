import { CONVERSATIONS_FILE, readConversations } from './conversations';
import { engineName, prepareEngine, runConversations } from './engine';
import { headline, type Scorecard } from './report';
import { scoreConversation } from './rules';
import { measureReplySets } from './reply-sets';
import { measureScreenSets, SCREEN_SETS_DIR } from './screen-sets';

/**
 * The safety scorecard: the crisis screen on its labelled sets, then the scripted
 * conversations through the engine, scored by rule (rules.ts). `npm run safety:report` writes it
 * as Markdown (scripts/safety-report.ts); `npm run bench` prints its headline.
 */

export { renderMarkdown, harmSection, headline, ruleTotals, type Scorecard, type ScoredConversation } from './report';

export interface ScorecardOptions {
  /** YYYY-MM-DD; today (UTC) by default. */
  date?: string;
  conversationsFile?: string;
  setsDir?: string;
  /** Leave out the crisis screen's sets (the conversations only). */
  skipSets?: boolean;
}

/** Runs everything the report shows. Offline unless OPENAI_API_KEY is set. */
export async function buildScorecard(options: ScorecardOptions = {}): Promise<Scorecard> {
  prepareEngine();
  const conversations = readConversations(options.conversationsFile ?? CONVERSATIONS_FILE);
  const answered = await runConversations(conversations);
  return {
    date: options.date ?? new Date().toISOString().slice(0, 10),
    engine: engineName(),
    sets: options.skipSets ? [] : measureScreenSets(options.setsDir ?? SCREEN_SETS_DIR),
    ...(!options.skipSets && { replies: await measureReplySets() }),
    conversations: conversations.map((conversation, index) => {
      const exchanges = answered[index]!;
      return { conversation, exchanges, results: scoreConversation(conversation, exchanges) };
    }),
  };
}

/** `npm run bench`: the scorecard's headline (the screen's figures are bench-screen's to print). */
export async function benchSafetyScorecard(): Promise<void> {
  const scorecard = await buildScorecard({ skipSets: true });
  console.log(`\n${headline(scorecard).join('\n')}`);
  console.log('  (npm run safety:report writes the whole scorecard, failures included)');
}
