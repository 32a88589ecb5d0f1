import type { Rule } from '../rules';

/**
 * What changes the meaning of a match: negation before it, who the subject is, whether the message
 * is about news or fiction, when something happened, and the messages that are innocent alone but
 * not after distress (the indirect ask).
 */

/**
 * A negation that governs the phrase right after it: "not" or "never" followed only by words that
 * keep the same verb in scope ("i am not going to ever really hurt myself", "i do not have any
 * thoughts of hurting myself"). "not sure", "not saying", "not okay" break the scope, so "I'm not
 * saying I want to die" still counts. Contractions are spelled out by normalise, so "don't",
 * "won't" and "can't" all end in "not"; "can not" is excluded because "I can't stop thinking about
 * killing myself" is not a denial. "i" is not a filler: "no i want to die" is no denial either.
 */
export const NEGATION =
  '(?:(?:it is |its )?not like i|not that i|(?<!can )not|never|no longer|no(?! one| matter)|zero|nor|neither|no way i|(?:not|never) (?:think|believe) i)(?: (?:am|is|are|going|to|want|really|actually|ever|even|seriously|planning|plan|plans|planned|' +
  'on|intend|intending|thinking|think|thought|thoughts|of|about|having|have|had|any|try|trying|tried|do|doing|anything|would|will|' +
  'be|been|feeling|feel|like|just|considering|consider|considered|wish|wishing|urge|urges|gonna|ready|at|all|so|desire|need|' +
  'able|it|way|intention|intentions|interest|the|a|mean|meant|must|should|could|actively))*$';

/** First-person words: the nearest subject before a match says whose risk it is. */
export const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'mine', 'we', 'us', 'our']);
export const THIRD_PERSON = new Set([
  'she', 'he', 'they', 'her', 'him', 'them', 'his', 'their', 'hers', 'theirs', 'who', 'friend', 'friends', 'bestie',
  'bff', 'brother', 'bro', 'sister', 'sis', 'cousin', 'mom', 'mum', 'dad', 'mother', 'father', 'parent', 'parents',
  'girlfriend', 'boyfriend', 'gf', 'bf', 'roommate', 'classmate', 'someone', 'somebody', 'person', 'kid', 'kids',
  'student', 'students', 'people', 'character', 'guy', 'girl', 'son', 'daughter', 'partner', 'husband', 'wife',
  'uncle', 'aunt', 'grandma', 'grandpa', 'coworker', 'teammate', 'neighbor', 'neighbour', 'child', 'stepdad',
  'stepmom', 'ex', 'crush', 'teacher', 'everyone', 'everybody',
]);

/** News, fiction and schoolwork: someone else's death there is not a person in danger now. */
export const REPORTING =
  '(?:news|article|book|novel|movie|film|tv|show|episode|series|documentary|essay|report|presentation|history|' +
  'historical|song|lyrics|story|fiction|podcast|character|characters|poem|shakespeare|romeo|juliet|hamlet|' +
  'celebrity|famous|statistics|rate|research|play|anime|manga|game|singer|band|actor|actress|rapper|(?:in|since) (?:19|20)\\d\\d)';

/** When something happened: an attempt "last night" is tier c; "when I was 15" is b. */
export const RECENT =
  '(?:yesterday|last (?:night|week|weekend|month)|this (?:morning|week|weekend|afternoon|evening|month)|today|' +
  'tonight|(?:an|one|two|few|\\d+) hours? ago|minutes? ago|earlier|just now|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|' +
  '(?:a )?few days ago|days ago|recently|right now|i just)';
export const PAST =
  '(?:before|years? ago|(?:a|one|two|three|four|five|six|\\d+|a few|few|couple of) (?:years?|yrs) ago|' +
  'when i was (?:\\d+|a kid|younger|little|in|a teen)|in (?:high|middle|elementary) school|as a (?:kid|teen|teenager|child)|' +
  'a (?:long )?while (?:ago|back)|in the past|back in|once|last year|years back|at (?:age )?\\d+)';

/** A time that makes a threat concrete; a joke marker does not soften a plan with a date. */
export const WHEN =
  '(?:tonight|today|tomorrow|this weekend|right now|now|after (?:school|work|class|my)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)';

/**
 * Emotional pain short of any risk tier ("nobody cares about me", "I can't take another day of
 * this"). Alone it is ordinary sadness (tier none); before a question about means or an
 * innocent-sounding message in the same chat it is the distress that makes that an indirect ask.
 */
export const DISTRESS =
  '(?:hate (?:myself|my life|everything about me)|(?:nobody|no one|noone) (?:cares|would care|would notice|loves me|likes me|wants me|understands)|' +
  '(?:can not|could not) (?:take|do|handle|cope with|deal with|stand) (?:it|this|another|any more|anymore|much more|life)|' +
  'i (?:just )?give up|giving up on (?:everything|life|myself)|(?:i am|am|feel|feeling) (?:so |completely |totally )?(?:done|broken|empty|numb|hopeless|worthless|useless|alone|trapped)(?= \\||$| with (?:life|everything|it all)| inside| now)|' +
  'everything (?:hurts|is falling apart|is pointless|is ruined|is too much)|(?:such a|a total|a complete|an utter) (?:failure|disappointment|burden|mess|waste)|' +
  '(?:worst|hardest) (?:day|week|night|year) of my life|nothing (?:matters|left|to live for|ever gets better)|(?:what is|whats) (?:even )?the point|' +
  'lost everything|(?:i have|have) nothing (?:left|now)|(?:so|really|very|extremely) (?:depressed|hopeless|miserable|lonely|tired of (?:this|everything|it all))|' +
  '(?:left|dumped|abandoned|disowned) me|(?:going to|will|gonna) disown me|failed (?:everything|all my \\w+)|(?:want|wish|need) (?:it|this|everything|the pain) (?:all )?(?:to )?(?:stop|end|be over)|' +
  '(?:tired|sick) of (?:fighting|living|everything|being alive|trying)|(?:can not|not) go on|ruined my life|my life is (?:over|ruined|a mess|pointless))';

/**
 * Innocent alone, a warning sign after distress (SAFETY.md 1, issue 5: the indirect ask): heights
 * and water, getting a weapon, strong medicines, standing on a roof, a farewell, "I've decided".
 */
export const AMBIGUOUS: readonly Rule[] = [
  {
    id: 'ambiguous.heights-and-water',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:tallest|highest|tall|high|deep|deepest) (?:\\w+ ){0,2}{HIGH}',
      '{HIGH} (?:\\w+ ){0,3}(?:taller|higher|deeper) than',
      'how (?:high|tall|deep|far|far down) (?:is|are) (?:the )?(?:\\w+ ){0,3}(?:{HIGH}|river|lake|drop|water|fall|sea|ocean)',
      '(?:nearest|closest) (?:cliff|bridge|train tracks?|railway|tracks?|river|lake|ocean|pier|{HIGH})',
      '(?:stations?|platforms?|tracks?|bridges?|roofs?|car parks?|parking garages?) (?:\\w+ ){0,4}(?:no|without|do not have|does not have|not have) (?:\\w+ ){0,2}(?:barriers?|fences?|railings?|nets?|gates?|security)',
      'how (?:to|do you|do i|can i|can you) (?:get|go|climb) (?:up )?(?:onto|on to|on|to|into) (?:the )?(?:roof|rooftop|top floor|top of)',
      '(?:how cold|how deep|how fast|how long) (?:\\w+ ){0,6}(?:to drown|drown|to freeze|hypothermia)',
      'how deep is',
      '{WANT} {ADV}jump(?= \\|)',
      'how many (?:floors|stories|storeys|feet|meters|metres)|(?:river|lake|water|sea|ocean|bridge|drop|fall) (?:\\w+ ){0,4}(?:deep|high|tall)(?= \\|| enough)',
    ],
  },
  {
    id: 'ambiguous.weapon',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:buy|get|find|borrow|order|steal|take) (?:a |an |some |the |my \\w+ )?(?:gun|guns|firearm|pistol|rifle|handgun|shotgun|ammo|bullets|rope|razor|razors|razor blades|blades?)',
      '(?:bought|got|have|own|found|keeps?|has) (?:a |an |some |the |my \\w+ )?(?:(?:box|pack|packet) of )?(?:gun|firearm|pistol|rifle|handgun|shotgun|rope|razor blades|blades)',
      '{THINK} (?:about )?using (?:it|them|the gun|his gun|her gun|the pills|the rope)',
    ],
  },
  { id: 'ambiguous.rope', kind: 'ambiguous', tier: 'none', pattern: 'how (?:strong|thick|long) (?:is|are) (?:a |the )?(?:rope|ropes|cord|belt)|(?:rope|cord|belt|ropes) (?:\\w+ ){0,3}(?:holds?|strong enough|my weight|most weight|weight of a person)|(?:what|which) (?:kind of |type of )?(?:rope|cord|knot)' },
  {
    id: 'ambiguous.strong-medicine',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:strongest|most powerful|strong|heaviest) (?:painkillers?|pain killers|sleeping pills?|medication|meds|drugs|pills|sedatives?|opioids?)',
      '(?:have|got|bought|collected|stocked) (?:a lot of|lots of|so many|enough|a bunch of|a whole bottle of|all (?:of )?my) {DRUG}',
      'how many {DRUG}',
      '{DRUG} (?:are|is) (?:the )?(?:strongest|most powerful)|which {DRUG} (?:are|is|would)',
    ],
  },
  {
    id: 'ambiguous.high-place',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:i am|am|standing|sitting) (?:on|at|by|near) (?:the )?(?:roof|rooftop|top of|edge|ledge|train tracks|tracks|railway|bridge|cliff|balcony|platform|overpass)',
      '(?:in|on) (?:the|my) (?:\\w+ )?(?:bathroom|bath|room|car|bed) with (?:a|the|my) (?:razor|blade|knife|gun|rope|pills)',
    ],
  },
  {
    id: 'ambiguous.farewell',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:thanks|thank you|ty) (?:so much )?for everything(?= \\|)',
      '\\| (?:bye|goodbye|farewell|so long)(?: then| everyone| all| now| forever)?(?= \\|)',
      '(?:tell|let) (?:my \\w+|everyone|them|her|him) (?:know )?(?:that )?i (?:love|loved|am sorry|said sorry)',
      '(?:you have|you have been|you were) (?:a )?(?:good|great|the best|true) (?:friend|listener)(?= \\|| to me)',
      '(?:deleted|deleting) (?:all )?my (?:socials|accounts|social media|instagram|tiktok)',
    ],
  },
  {
    // Settled, ready, nothing more needed: with another sign in the same message, preparation.
    id: 'ambiguous.settled',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:i am|am) at peace (?:with it|now|with my decision)',
      '(?:gave|giving|given) away (?:most of |all of |some of )?my',
      '(?:will not|would not|not going to) (?:be )?(?:need|needing) (?:them|it|those|these|any of (?:it|this|them))(?= \\|| anymore| where| now)',
      '(?:drive|walk|go|head|hike) (?:out )?(?:to|into) (?:the )?(?:woods|forest|middle of nowhere|mountains|moors)',
    ],
  },
  {
    id: 'ambiguous.decided',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:made up my mind|i have decided|my mind is made up)(?= \\|)',
      '(?:i have|i) (?:a |got a )plan(?= \\|)',
      'tonight is the night|(?:today|tomorrow|this weekend) is the (?:day|night)(?= \\|)',
      '(?:know|knows) (?:exactly )?what (?:it is|its|they are|this is|that is) for',
      '(?:and|to) (?:not|never) (?:come|coming) (?:back|home)',
      'everything is (?:ready|set|planned)(?= \\|)',
      '(?:will not|not going to|do not|would not) (?:need|be needing) (?:them|it|these|this|anything|my \\w+) (?:anymore|much longer|where i am going)',
    ],
  },
];

/** The user asks whether the coach is a person, a bot or a therapist (SAFETY.md 8). */
export const ASKS_IF_HUMAN =
  '(?:are|r) you (?:a |an |even a |actually a |really a |just a |an actual |a real )?(?:real|human|person|human being|bot|robot|ai|machine|computer|program|chatbot|chat bot|therapist|counsell?or|psychologist|psychiatrist|doctor|alive|sentient|chatgpt|gpt|live person|actual person)|' +
  '(?:am i|are we) (?:talking|speaking|chatting|texting|messaging) (?:to|with) (?:a |an )?(?:real |actual |live )?(?:person|human|bot|robot|ai|machine|computer|therapist|someone real)|' +
  '(?:is|are) (?:this|there|it) (?:a |an )?(?:real |actual |live )?(?:person|human|bot|robot|ai|therapist|chatgpt|machine)|' +
  'is (?:anyone|somebody|someone) (?:real|reading this|there|behind this)|who am i (?:talking|speaking|chatting) (?:to|with)|' +
  '(?:a real|an actual|a live) (?:person|human) (?:reading|behind|typing|on the other)|' +
  '(?:you are|you) (?:not )?(?:real|human|a (?:real )?person|a bot|an ai) (?:right|are you|or not|or what|or a bot|or an ai)';
