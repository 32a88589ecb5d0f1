import type { HelpLanguage } from '#shared/safety';

/**
 * The language a message is written in, for the help and the fixed replies (docs/safety.md,
 * "Languages"): Spanish when its everyday Spanish words outnumber its everyday English ones, at
 * least two of them; English otherwise, Spanglish that leans English included. Words that both
 * languages use ("me", "no", "a") count for neither. Reads the normalised text (accents folded).
 */

const SPANISH = new Set(
  (
    'que de la el mi mis y en lo es por para con una un pero ya estoy esta esto eso quiero tengo porque como todo todos ' +
    'nada mas muy bien yo te se su sus los las hoy manana casa mama papa ahora nadie siempre nunca tambien donde cuando ' +
    'hace hice voy vamos puedo ella ellos sin solo ayuda'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the i to and is my it you of in that this so just not do am are have was what with for at be but if they he she ' +
    'we your all like can will going want get got when there now'
  ).split(' '),
);

export function languageOf(normalised: string): HelpLanguage {
  let spanish = 0;
  let english = 0;
  for (const word of normalised.split(/[^a-z]+/)) {
    if (SPANISH.has(word)) spanish++;
    else if (ENGLISH.has(word)) english++;
  }
  return spanish >= 2 && spanish > english ? 'es' : 'en';
}
