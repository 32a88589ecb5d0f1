/**
 * The words the offline coach listens for: feelings (to name them back) and the topics young
 * people most often bring (to answer in context). Patterns are matched on lower-case text.
 */

export interface Feeling {
  /** How the coach names it: "It sounds like you're feeling {label}". */
  label: string;
  positive: boolean;
  pattern: RegExp;
}

export const FEELINGS: readonly Feeling[] = [
  { label: 'overwhelmed', positive: false, pattern: /\b(overwhelm\w*|too much|drowning|swamped)\b/ },
  { label: 'stressed', positive: false, pattern: /\b(stress\w*|under pressure|pressured)\b/ },
  { label: 'anxious', positive: false, pattern: /\b(anxious|anxiety|panic\w*|on edge|nervous|uneasy)\b/ },
  {
    label: 'worried',
    positive: false,
    pattern: /\b(worr(y|ied|ying|ies)|scared|afraid|frightened|dread\w*|going to fail|gonna fail|terrified)\b/,
  },
  {
    label: 'low',
    positive: false,
    pattern: /\b(sad|(?:feel\w*|been|so|really|pretty) (?:down|low)|depress\w*|unhappy|miserable|empty|hopeless|crying|cried)\b/,
  },
  {
    label: 'lonely',
    positive: false,
    pattern: /\b(lonely|(?:feel\w*|so|all|very|totally|always) alone|isolated|left out|no friends|no one to talk to)\b/,
  },
  { label: 'angry', positive: false, pattern: /\b(angry|mad|furious|pissed|rage|livid)\b/ },
  { label: 'frustrated', positive: false, pattern: /\b(frustrat\w*|annoy\w*|irritat\w*|fed up|sick of)\b/ },
  { label: 'hurt', positive: false, pattern: /\b(hurt|betrayed|rejected|ignored|let down|dumped|ghosted)\b/ },
  { label: 'ashamed', positive: false, pattern: /\b(ashamed|shame\w*|embarrass\w*|humiliat\w*|cringe)\b/ },
  { label: 'guilty', positive: false, pattern: /\b(guilt\w*|my fault|blame myself)\b/ },
  { label: 'jealous', positive: false, pattern: /\b(jealous\w*|envious|envy)\b/ },
  { label: 'exhausted', positive: false, pattern: /\b(exhausted|tired|drained|burn(ed|t)? out|worn out|no energy)\b/ },
  { label: 'stuck', positive: false, pattern: /\b(stuck|lost|confused|directionless|pointless)\b/ },
  {
    label: 'down on yourself',
    positive: false,
    pattern:
      /\b(worthless|useless|stupid|ugly|failure|not good enough|hate myself|loser|pathetic|a mess|never good|not enough|idiot|dumb)\b/,
  },
  { label: 'insecure', positive: false, pattern: /\b(insecure|self[- ]conscious|awkward|inadequate|doubt myself)\b/ },
  { label: 'happy', positive: true, pattern: /\b(happy|glad|great|amazing|awesome|good day|wonderful|fantastic)\b/ },
  { label: 'proud', positive: true, pattern: /\b(proud|accomplished|i did it|nailed it|achieved)\b/ },
  { label: 'excited', positive: true, pattern: /\b(excited|can't wait|cant wait|thrilled|pumped)\b/ },
  {
    label: 'relieved',
    positive: true,
    pattern: /\b(relieved|relief|calmer|better now|(?:feel|feeling|felt)(?: a (?:bit|little|lot))? better)\b/,
  },
  { label: 'grateful', positive: true, pattern: /\b(grateful|thankful|lucky)\b/ },
  { label: 'hopeful', positive: true, pattern: /\b(hopeful|optimistic|motivated|confident)\b/ },
];

/** Words that, just before a feeling word, turn it around: "not happy", "never confident". */
export const NEGATION = /\b(not|no|never|isn't|wasn't|don't|didn't|can't|cannot|hardly|barely|less|without|nt)\s+(?:\w+\s+){0,2}$/;

export type TopicId =
  'exams' | 'work' | 'friends' | 'family' | 'partner' | 'sleep' | 'body' | 'loneliness' | 'social' | 'money' | 'future' | 'bullying';

export interface Topic {
  id: TopicId;
  /** How the coach refers to it: "{phrase} can take up so much headspace". */
  phrase: string;
  pattern: RegExp;
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'exams',
    phrase: 'your studies',
    pattern:
      /\b(exams?|tests?|finals|grades?|gpa|homework|assignments?|essays?|deadlines?|revision|revising|studying|study|school|college|uni|university|class(es)?|teachers?|lectures?|coursework|sats?|maths?|science|physics|chemistry|biology|revise)\b/,
  },
  {
    id: 'work',
    phrase: 'work',
    pattern:
      /\b((?:at|from|after|before|my|to|for) work|work(?:ing)? (?:is|was|has|feels)|workplace|job|boss|manager|shifts?|coworkers?|co-workers?|colleagues?|interviews?|career|internship|fired|hired|promotion)\b/,
  },
  {
    id: 'bullying',
    phrase: 'what they have been doing to you',
    pattern: /\b(bull(y|ied|ying|ies)|picked on|mean to me|making fun|laughed at me|harass\w*)\b/,
  },
  {
    id: 'partner',
    phrase: 'your relationship',
    pattern: /\b(boyfriend|girlfriend|partner|bf|gf|crush|dating|my ex|breakup|break up|broke up|relationship|husband|wife|fianc\w*)\b/,
  },
  {
    id: 'family',
    phrase: 'your family',
    pattern:
      /\b(mom|mum|mother|dad|father|parents?|brother|sister|siblings?|family|grand(ma|pa|mother|father|parents?)|step-?(mom|mum|dad)|aunt|uncle|cousin|home)\b/,
  },
  {
    id: 'friends',
    phrase: 'your friendships',
    pattern: /\b(friends?|friendship|bestie|best friend|mates?|group chat|squad|classmates?|roommates?|flatmates?)\b/,
  },
  {
    id: 'loneliness',
    phrase: 'feeling alone',
    pattern: /\b(lonely|(?:feel\w*|so|all|very|totally|always) alone|isolated|left out|no friends|nobody to talk to|no one to talk to)\b/,
  },
  {
    id: 'sleep',
    phrase: 'your sleep',
    pattern: /\b(sleep\w*|insomnia|awake at night|can't sleep|cant sleep|nightmares?|bedtime|tired all the time)\b/,
  },
  {
    id: 'body',
    phrase: 'how you feel about your body',
    pattern: /\b(body|weight|fat|skinny|ugly|my looks|appearance|mirror|my face|acne|skin)\b/,
  },
  {
    id: 'social',
    phrase: 'social media',
    pattern: /\b(social media|instagram|insta|tiktok|snapchat|snap|(?:getting|my|no|the) likes|followers|online|scrolling|posts?)\b/,
  },
  { id: 'money', phrase: 'money', pattern: /\b(money|rent|bills?|debt|broke|afford|loans?|paycheck|salary)\b/ },
  {
    id: 'future',
    phrase: 'the future',
    pattern: /\b(future|what to do with my life|next year|graduat\w*|applications?|admissions?|moving out|adulthood)\b/,
  },
];
