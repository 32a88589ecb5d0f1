import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildScorecard, harmSection, headline, renderMarkdown } from './safety-scorecard';
import { noticeSection } from './safety-scorecard/guardian-notice';

/**
 * `npm run safety:report [-- --out FILE]`: writes the safety scorecard as Markdown
 * (reports/safety-report.md by default, not committed) and prints its path, headline and the
 * figures of each harm and language on the sets labelled by harm (docs/safety.md). Offline
 * unless OPENAI_API_KEY is set in the environment: then the OpenAI coach, moderation and the risk
 * assessor answer, and the conversations leave the machine.
 */

const DEFAULT_OUT = 'reports/safety-report.md';

const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_OUT } } });
const out = resolve(values.out);

const scorecard = await buildScorecard();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, renderMarkdown(scorecard));
console.log(`Safety report written to ${out}`);
console.log(headline(scorecard).join('\n'));
// The sets labelled by harm, each category and language against the aims of docs/safety.md.
console.log(harmSection(scorecard.sets).join('\n'));
// How often a linked teen's guardian would have been told, and how many of those were false alarms.
console.log(noticeSection(scorecard.conversations).join('\n'));
