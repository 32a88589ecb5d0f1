import { PRICES_READ_ON } from './cost/prices';
import { costTable } from './cost/model';
import { OPENAI_PER_MESSAGE, OPENAI_PER_SESSION, USAGE_PER_USER } from './cost/usage';

/**
 * `npm run cost`: the monthly AWS bill at 1k, 100k and 1M monthly active users, from the usage
 * assumptions of scripts/cost/usage.ts and the list prices of scripts/cost/prices.ts, and OpenAI's
 * on a line of its own. An estimate to plan with, not a quote.
 */
console.log('Usage per monthly active user (scripts/cost/usage.ts):');
for (const [name, value] of Object.entries(USAGE_PER_USER)) console.log(`  ${name}: ${value}`);
console.log('OpenAI tokens per chat message (from the prompts):');
for (const [call, tokens] of Object.entries(OPENAI_PER_MESSAGE)) console.log(`  ${call}: ${tokens.input} in, ${tokens.output} out`);
console.log(`  report, per session: ${OPENAI_PER_SESSION.input} in, ${OPENAI_PER_SESSION.output} out`);
console.log('');
console.log(costTable());
console.log('');
console.log(`us-east-1 list prices as of ${PRICES_READ_ON} (scripts/cost/prices.ts): check them before relying on this.`);
console.log('Free tier: the always-free monthly allowances, once for the whole account.');
