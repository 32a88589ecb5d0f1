import { RISK_TIERS, type RiskTier } from '#shared/safety';
import { screenLocally } from '../functions/safety/screen';
import { DatasetError, readMessages } from './screen-dataset';

/**
 * `npm run screen -- FILE`: runs the local crisis screen (no network) on every message of a CSV
 * (a `text` column) or JSONL file (objects with `text`, optionally `previous`), for clinicians and
 * us to review the screen on any labelled set. Prints `<row>\t<tier>` per message (rows numbered
 * from 1, header and blank lines not counted), then a blank line and the count of each tier.
 */

function main(args: readonly string[]): number {
  const usage = 'Usage: npm run screen -- FILE   (a .csv with a "text" column, or a .jsonl file of {"text": ...})';
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const file = args.find((arg) => arg !== '--');
  if (!file) {
    console.error(usage);
    return 2;
  }
  let messages;
  try {
    messages = readMessages(file);
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    console.error(`screen: ${error.message}`);
    return 2;
  }
  const counts: Record<RiskTier, number> = { none: 0, a: 0, b: 0, c: 0 };
  const lines = messages.map((message, index) => {
    const { tier } = screenLocally({ text: message.text, previous: message.previous });
    counts[tier]++;
    return `${index + 1}\t${tier}`;
  });
  lines.push('', ...RISK_TIERS.map((tier) => `${tier}\t${counts[tier]}`), `total\t${messages.length}`);
  console.log(lines.join('\n'));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
