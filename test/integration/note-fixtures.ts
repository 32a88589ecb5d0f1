import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RiskTier } from '../../shared/safety';

/** A message of the crisis screen's development set (test/fixtures/crisis-screen/labelled.jsonl). */
interface Labelled {
  text: string;
  tier: RiskTier;
  note: string;
}

const LABELLED: Labelled[] = readFileSync(join(__dirname, '../fixtures/crisis-screen/labelled.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Labelled);

/** The development set's message with this text; throws if the set no longer has it at that tier. */
function labelled(text: string, tier: RiskTier): string {
  if (!LABELLED.some((message) => message.text === text && message.tier === tier))
    throw new Error(`not in labelled.jsonl at ${tier}: ${text}`);
  return text;
}

/** One message of each tier, as a user might write it in a note. */
export const NOTES = {
  none: labelled('i have three exams next week and i havent even started studying', 'none'),
  a: labelled("I don't want to be here anymore", 'a'),
  b: labelled("I've thought about overdosing", 'b'),
  c: labelled("I've decided to end my life on saturday", 'c'),
} as const;
