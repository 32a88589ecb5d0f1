import type { JudgedCategory } from './judgement';
import { InvalidJudgementError } from './port';

/**
 * Llama Guard 3's answer format, and its hazard categories read as ours. It is asked with the
 * person's message and the coach's reply as a two-turn conversation (its chat template, as Ollama
 * and vLLM apply it, then judges the last turn), and answers "safe", or "unsafe" and a line of
 * category codes ("S11" or "S1,S12"). Its categories are MLCommons', not ours: the ones below map
 * to a category of docs/safety.md; the others (defamation, privacy, intellectual property,
 * elections, code abuse, hate) are outside the coach's policy and refuse nothing here. Its
 * "specialized advice" (S6) fires on ordinary coping and routine medicine talk, so it refuses
 * nothing either: the local screen's diagnosis and medication rules hold that category. What it
 * does not know (dependence, secrecy, claims to be human, eating-disorder coaching) stays with the
 * local screen; a model that reads the written policy (gpt-oss-safeguard, the coach's own) judges
 * every category.
 */
export const LLAMA_GUARD_CATEGORIES: Readonly<Record<string, JudgedCategory>> = {
  S1: 'means', // violent crimes: help to hurt someone
  S2: 'dangerousChallenge', // non-violent crimes: drugs among them
  S3: 'romanceSexual', // sex-related crimes
  S4: 'romanceSexual', // child sexual exploitation
  S9: 'means', // indiscriminate weapons
  S11: 'encouragement', // suicide and self-harm
  S12: 'romanceSexual', // sexual content
};

/** A model named like Llama Guard (llama-guard3, meta-llama/Llama-Guard-3-8B) answers in its format. */
export const isLlamaGuard = (model: string): boolean => /llama[-_ ]?guard/i.test(model);

/** Our categories in a Llama Guard answer; throws InvalidJudgementError when the answer is neither safe nor unsafe. */
export function llamaGuardBreaches(content: string): JudgedCategory[] {
  const [verdict = '', codes = ''] = content.trim().split(/\s*\n\s*/);
  if (/^safe$/i.test(verdict)) return [];
  if (!/^unsafe$/i.test(verdict)) throw new InvalidJudgementError('the answer is not a Llama Guard verdict');
  const found = codes
    .split(/[,\s]+/)
    .map((code) => LLAMA_GUARD_CATEGORIES[code.toUpperCase()])
    .filter((category): category is JudgedCategory => category !== undefined);
  return [...new Set(found)];
}
