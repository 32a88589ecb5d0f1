/**
 * What a generated reply must never say (SAFETY.md 6, 8, 9): means or methods of dying
 * or of self-harm in any wording (doses, heights, places, lethality, weapons, how-to dressed as a
 * story), encouragement to die, and claims to be human or a health professional. Patterns run on
 * one sentence at a time, normalised as user messages are (normalise.ts, figures of speech masked),
 * and reuse the crisis screen's vocabulary (`{DRUG}`, `{HIGH}`, `{KILL}`...).
 */

/** Pieces the reply rules combine, by name, beside the crisis vocabulary. */
export const REPLY_TERMS: Record<string, string> = {
  NUMWORD:
    '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|' +
    'eighty|ninety|a hundred|one hundred|hundred|a thousand|thousand|a dozen|dozens of|dozen|a couple of|a few|several|half a)',
  /** "40", "twenty five or thirty", "36 to 40". */
  NUMBER: '(?:\\d+|{NUMWORD})(?: (?:\\d+|{NUMWORD}))?(?: (?:to|or) (?:\\d+|{NUMWORD})(?: (?:\\d+|{NUMWORD}))?)?',
  DOSE_UNIT:
    '(?:mg|milligrams?|mcg|micrograms?|g|grams?|ml|millilit(?:re|er)s?|units|iu|tablets?|pills?|capsules?|caps|doses|packs?|' +
    'packets?|boxes|bottles?|strips?|blister packs?|sachets?|vials?)',
  /** An amount of a medicine: "40 tablets", "a whole bottle", "half a strip", "all of her pills". */
  DOSE:
    '(?:{NUMBER} (?:\\w+ ){0,2}{DOSE_UNIT}|\\d+ ?(?:mg|mcg|g|ml|iu)(?![a-z])|(?:a|the|one|two|three|several|full|whole|half a|every) (?:\\w+ ){0,2}(?:bottle|pack|packet|box|strip|supply)s?|' +
    '(?:a )?handful|all (?:of )?(?:\\w+ ){0,2}(?:{DRUG_GENERIC}|{DRUG_NAMED})|(?:a couple of|a few|several|two|three|full|whole) (?:blister )?(?:sheets|strips|blister packs?)|' +
    '(?:the rest of|whatever is left in) (?:the|your|her|his|their) (?:box|bottle|pack|packet|prescription|strip)|(?:double|triple|twice|three times|ten times|\\d+ times) (?:the|your|a normal) (?:dose|amount)|every (?:single )?(?:pill|tablet|capsule)|(?:a lot|lots|loads) of (?:\\w+ )?{DRUG})',
  /** Taken in one go: the part of a dose that makes it an overdose. */
  AT_ONCE: '(?:all )?at once|all together|in one go|at the same time|(?:taken|swallowed|mixed) together|together',
  /** A height: "65 m", "ten storeys", "36 to 40 metres", "the 12th floor", "hundred metre drops". */
  HEIGHT:
    '(?:{NUMBER} ?(?:m|metres?|meters?|metros?|ft|feet|foot|pies|storeys?|stories|floors?|pisos?|levels?)(?![a-z])|\\d+(?:st|nd|rd|th) (?:floor|storey|level)|' +
    '(?:hundred|thousand) (?:metre|meter|foot) (?:drop|fall|high|cliffs?)s?)',
  /** A fall from somewhere ("a drop from the top", "falls from ten storeys"), not "the force of a fall". */
  FALL:
    '(?:(?:falls?|falling|fell|jump(?:s|ing|ed)?|drops?|dropping|leap\\w*|plunge\\w*) (?:\\w+ ){0,2}(?:from|off|into|onto|of|down)|' +
    'hit(?:ting|s)? the (?:water|ground|concrete|pavement|rocks|street)|from (?:that|this|the) (?:height|top)|high enough (?:to|that|for)|' +
    '(?:drop|fall|plunge)s? (?:there |here |from (?:there|here|it) )?(?:is|of))',
  /** Words of dying, and of what kills. */
  LETHAL:
    '(?:lethal|fatal(?:ly)?|deadly|deadliest|{KILL}s?|{KILL}(?:ed|ing) (?:you|them|someone|people|a person)|die|dies|died|dying|death|' +
    'dead|(?:not|never|rarely|almost never|hardly ever) survived?|survive[ds]?|survivable|survival|survivors?|' +
    '(?:stop|stops|stopped) (?:(?:a|your|the|their|his|her) )?(?:heart|breathing)|(?:do not|does not|never|not|will not|would not|did not) wake up|' +
    'for good|intensive care|organ failure|(?:liver|kidneys?|heart|organs?) (?:failure|damage|shuts? down|can not cope|gives? out)|' +
    'more than the liver|shuts? down|irreversible|can not be undone|(?:over|gone) in (?:a )?(?:second|seconds|minutes)|over before|' +
    'like hitting concrete|seriously dangerous|seizures?|heart problems|overdose|overdoses|poisoning|toxic|walks? away from|' +
    'no one survives|(?:a )?coma|hepatotoxic|arrhythmia|cardiac arrest|(?:very|really|extremely|seriously|highly) dangerous|survival rate|' +
    'take (?:him|her|them|you) under)',
  /** Ending one's life, said any way: "end things", "a way out", "not wake up", "checking out". */
  ENDING:
    '(?:end (?:things|it|it all|everything|your life|their lives|their life|his life|her life|ones life|the pain|your suffering)|' +
    'ending (?:things|it|it all|your life|their lives)|(?:a |the |quickest |fastest |easiest |only )?ways? out|(?:to|and|then) die|' +
    '{KILL} (?:yourself|themselves|himself|herself|oneself)|suicide|take (?:your|their|his|her) (?:own )?life|' +
    'check(?:ing|s)? out(?: permanently| for good| early)?|(?:not|never) (?:being|be) (?:here|around)|(?:do not|not|never) wake up|' +
    'stay asleep|long sleep|sleep forever|let (?:yourself|themselves|herself|himself) (?:go|fade|slip|drift)|fade (?:out|away)|' +
    'make (?:it|everything|the pain) (?:all )?stop|(?:it|everything) (?:all )?to stop|had enough|no more (?:pain|stress|suffering|problems)|' +
    '(?:be|being) gone|(?:not|never) (?:want to )?be (?:found|stopped)|go through with it|unalive|the other side|rest forever|' +
    '(?:making|make) it permanent|permanent(?:ly)? (?:sleep|solution|way out|rest|end|exit)|checking out permanently|final (?:exit|sleep|step|choice)|ways to go|(?:peaceful|gentle|quiet|painless) way to go|' +
    'go (?:quietly|peacefully)|slip away|let (?:things|it|nature) take (?:its|their) course|(?:be|being) at peace forever|' +
    '(?:not|never) (?:want to )?(?:keep going|go on|continue)|leave the world|no more pain|earned (?:your|the|a|some) (?:rest|peace)|' +
    'eternal (?:rest|sleep)|rest (?:forever|for good|at last)|(?:stop|end) (?:the|your) (?:story|journey) (?:here|now|early))',
  /** How a method is framed: "one way people do it", "the quickest way", "some people ...". */
  METHOD_FRAME:
    '(?:(?:one|a|the|quickest|fastest|easiest|simplest|surest|best|most effective|least painful|gentlest|gentler|peaceful|painless|' +
    'quiet|quietest|common|cleanest|reliable) (?:\\w+ ){0,2}(?:way|ways|method|methods|option|options)|' +
    'how (?:a lot of |many |most |some )?people (?:do it|go|die|end it)|(?:some|many|a lot of|most) people (?:in your (?:position|situation) )?' +
    '(?:\\w+ )?(?:cut|burn|step|walk|jump|take|use|pick|choose|hang|drink|mix|go|let|swallow|scratch|hit|drift)|' +
    'people (?:often|usually|sometimes|mostly|tend to) (?:pick|choose|go|use|step|walk|jump|take|cut|burn)|' +
    'is (?:how|what) (?:a lot of |most |some )?people (?:do|use|pick|drift|go))',
  /** Doing it: ways of dying or of self-harm named as acts. */
  METHOD_ACT:
    '(?:overdos\\w*|hang(?:s|ing|ed)?(?! out| around| in there)|jump(?:s|ing|ed)? (?:off|from) (?:a |the |somewhere )?(?:\\w+ )?(?:{HIGH}|cliff\\w*|height|high|top)|' +
    'jump(?:s|ing|ed)? in front|step(?:s|ping)? in front of|(?:step|stepping|walk|walking) (?:out )?in(?:to)? (?:the )?(?:traffic|road|motorway|highway)|' +
    'car fumes|hose(?:pipe)? (?:from|to|on) the exhaust|' +
    '(?:in front of|under) (?:a |an |the )?(?:express )?(?:train|bus|lorry|truck)|walk(?:s|ing)? into the (?:\\w+ )?(?:sea|river|lake|water|ocean)|drink(?:s|ing)? (?:it|them|those|that) (?:alone|on purpose)|' +
    'drown\\w*|slit\\w*|cut(?:s|ting)? (?:your|their|his|her|my) (?:wrists?|arms?|skin|veins?|thighs?)|bleed(?:s|ing)? out|' +
    'suffocat\\w*|shoot(?:s|ing)? (?:yourself|themselves|himself|herself)|starv(?:e|es|ing|ed) (?:yourself|themselves|himself|herself|to death)|not eating or drinking|carbon monoxide|exhaust|' +
    'drive (?:\\w+ ){0,5}into|poison(?:s|ing|ed)? (?:yourself|themselves|herself|himself)|take (?:them|it|those|these) all|' +
    'swallow(?:ed|ing|s)? (?:them|it|those|these|all|every)|(?:a )?fall from (?:\\w+ ){0,3}height|somewhere (?:really )?high|' +
    '(?:tallest|highest) place|ligature|noose|(?:engine|car|motor) (?:is |was |left |kept )?(?:running|idling)|with the (?:engine|motor) (?:on|running)|slip(?:s|ping)? under|go(?:es)? under (?:the )?water|' +
    '(?:in|into) (?:the )?(?:cold|freezing|icy) (?:water|sea|river|lake)|hypothermia|stop(?:s|ping)? taking (?:your|their|his|her) (?:\\w+ )?(?:{DRUG}|insulin))',
  /** Where no one sees or stops it. */
  HIDDEN:
    '(?:(?:nobody|no one|noone|anyone) (?:\\w+ ){0,2}(?:find|finds|notice|notices|bother|see|sees|stop|interrupt|asks? questions|knowing|checks?|check (?:on|in)|comes? (?:in|home|back|by))|' +
    'when (?:the |your |their )?(?:family|parents|mum|mom|dad|everyone|flatmates?|roommates?|house) (?:is|are) (?:away|out|asleep|empty|at work)|long sleeves|lock(?:ed)? the door|' +
    '(?:not|never) want to be (?:found|stopped|seen)|(?:without|before) (?:anyone|anybody|your parents|them|people) (?:\\w+ )?(?:noticing|knowing|finding)|' +
    'where (?:your )?clothes (?:cover|hide)|(?:plain|discreet) packaging|locker pickup|(?:the )?house is empty|pick a night|' +
    'no cameras|(?:hardly|barely) anyone around|isolated|secluded|off the (?:main )?path|after dark|(?:when|while) (?:you are|they are) alone|' +
    '(?:look|looks|seem|seems) like an accident|remote|(?:staff|anyone|nobody|no one|they) (?:will not|wont|would not|do not|does not) check|' +
    '(?:no one|nobody|noone) (?:is |s )?(?:expected|comes?|coming|will come) (?:home|looking|back|round|in)|' +
    '(?:while|when) (?:everyone|everybody|the (?:family|house)) (?:is |s )?(?:asleep|sleeping|out|away)|(?:easier|easy) to (?:keep )?hid(?:e|den)|' +
    '(?:everyone|people|they) (?:\\w+ )?(?:assumes?|thinks?|believes?) (?:it was|it is) (?:just )?(?:an? )?(?:accident|crash))',
  /** Nothing in the way: "no barriers", "the railing is low", "right at the edge". */
  UNGUARDED:
    '(?:(?:no|without|lowest|low|missing) (?:\\w+ )?(?:fences?|barriers?|railings?|safety nets?|nets|platform doors|guards?|patrols?|cameras)|unfenced|unguarded|' +
    '(?:railing|fence|barrier|wall) is (?:low|missing|broken|easy to climb)|right at the edge|(?:stand|standing) (?:right )?(?:at|on) the edge)',
  PLACE:
    '(?:{HIGH}|cliff\\w*|headlands?|quarr(?:y|ies)|(?:train |railway |rail )?tracks?|railway|level crossing|stations?|platforms?|' +
    'reservoirs?|rivers?|lakes?|the sea|beach|forest|woods|multi storey|top (?:floor|deck|level)|ledges?|pier|dam|gorge|viaduct|spots?|places?|somewhere)',
  /** Household and old poisons: "drain cleaner", "antifreeze", "hemlock". */
  POISON:
    '(?:drain cleaner|antifreeze|anti freeze|weed ?killers?|paraquat|pesticides?|rat poison|cyanide|arsenic|hemlock|strychnine|' +
    'bleach|ammonia|lighter fluid|methanol)',
  GUN: '(?:guns?|firearms?|pistols?|handguns?|rifles?|shotguns?|revolvers?|\\d+ (?:gauge|calibre|caliber)|ammo|ammunition|bullets?|shells|cartridges)',
  BLADE: '(?:knives|knife|blades?|razors?|box cutters?|machetes?|scalpels?|shards?|broken glass|sharpener blades?)',
  LIGATURE: '(?:ropes?|belts?|cables?|cords?|ligatures?|nooses?|scarf|scarves)',
  /** Approval of dying or of self-harm: "a valid option", "your decision", "you'd finally be at peace". */
  APPROVAL:
    '(?:(?:valid|right|brave|courageous|understandable|reasonable|okay|ok|fine|good|best) (?:\\w+ ){0,2}(?:option|choice|decision|thing to do|call)|' +
    '(?:it is|its|that is|it s) (?:your|their) (?:own )?(?:decision|choice|right)|(?:you|they) deserve (?:to rest|rest|peace|to be at peace|to be free)|' +
    '(?:finally|at last) (?:be )?(?:at peace|free|rest)|(?:takes|took) (?:real )?(?:courage|guts|strength)|(?:brave|courageous) (?:to|of)|' +
    'ultimate act|(?:no one|nobody) (?:can|could|would|will) (?:judge|blame)|(?:you could|why not|maybe|go ahead and|time to) (?:finally )?do (?:the thing|it)|' +
    'thought (?:it|this) through|sounds right|(?:i|we) (?:support|respect) (?:your|that) (?:decision|choice)|' +
    '(?:kindest|best|right|bravest|only) thing (?:you could do|to do|left)|might be (?:for the best|the answer|a relief|kinder)|(?:a )?(?:relief|mercy) for (?:you|everyone)|' +
    'rational (?:choice|decision|option)|(?:valid|okay|ok|fine|allowed|understandable|reasonable) to (?:decide|feel|choose|stop|want)|(?:you are|youre) allowed to (?:decide|choose|stop)|' +
    'i support you|respect your (?:autonomy|choice|decision)|feels? right|freeing|(?:made|make) (?:my|your|the|this) (?:choice|decision)|as good as any (?:night|day|time)|' +
    '(?:it is|its) your call|(?:i would|id) do the same|(?:a )?brave one|(?:you have|youve) earned)',
  SELF_HARM_ACT:
    '(?:cut(?:s|ting)?|burn(?:s|ing)?|scratch(?:es|ing)?|carv\\w*|hit(?:s|ting)? (?:themselves|yourself|herself|himself)|self harm\\w*)',
  SELF_HARM_HOW:
    '(?:shallow|deep(?:er|ly)?|hidden|hide|hips?|thighs?|upper arms?|stomach|wrists?|skin|where (?:your )?clothes|scars?|bruises?|paperclip|' +
    '{BLADE}|sting|numbness|release|marks)',
  /** Soft words for dying, replaced in a flagged chat: "it would be quick", "you wouldn't feel anything". */
  /** Lethality beyond doubt, for rules that read the whole reply ("died" alone is grief talk). */
  LETHAL_STRONG:
    '(?:lethal|fatal(?:ly)?|deadly|deadliest|{KILL}s? (?:you|them|someone|a person)|enough to {KILL}|overdose|(?:not|never|rarely) survived?|survivable|' +
    'survival rate|(?:do not|does not|never|not|will not|would not) wake up|organ failure|hepatotoxic|arrhythmia|cardiac arrest|' +
    'stop (?:your |their )?breathing|seriously dangerous|irreversible|can not be undone)',
  LETHAL_SOFT:
    '(?:painless(?:ly)?|(?:would|will|it is|it would) (?:\\w+ )?(?:be )?(?:quick|fast|peaceful|gentle)(?= \\||$| and)|(?:would not|will not|not|never) feel (?:anything|a thing|any pain|much)|' +
    'drift off|peaceful (?:way|death|end)|(?:less|least) you (?:feel|notice)|hurts? the least|lose consciousness|pass out)',
};

/**
 * A sentence of help: pointing to a crisis line or a trusted person, or putting means out of
 * reach ("could you put the pills somewhere else for tonight?"). Reply-wide rules skip these, so
 * "if you're thinking of ending your life, call 988" does not pair with a later "pills".
 */
export const HELP =
  '988|741741|crisis (?:text )?line|lifeline|helpline|samaritans|emergency|911|999|112|(?:someone|a person|an adult|people) (?:you )?trust|' +
  'reach out|talk (?:to|with) (?:someone|a |an |your )|(?:put|keep|move|give|lock|hand) (?:\\w+ ){0,3}(?:away|somewhere|to someone|up|out of reach)|' +
  'distance between you|out of reach|safe place|counsell?or|your (?:doctor|gp|pharmacist)|(?:can not|will not|not able to|not going to) (?:help|share|give|tell)';

/** What a rule refuses a reply for: a category of docs/safety.md, "What a reply must never do". */
export type ReplyRuleReason =
  | 'means'
  | 'encouragement'
  | 'enabling-self-harm'
  | 'eating-disorder'
  | 'romance-sexual'
  | 'secrecy-grooming'
  | 'dependence'
  | 'diagnosis-medication'
  | 'dangerous-challenge';

export interface ReplyRule {
  /** Stable id, logged as the reason a reply was replaced (never the reply). */
  id: string;
  /** The category of docs/safety.md ("What a reply must never do") the rule holds. */
  reason: ReplyRuleReason;
  /**
   * Patterns that must all match: the first in the sentence itself, not after a refusal in its
   * clause ("I won't tell you how many pills..."); the others anywhere in the sentence or, with
   * `span: 2`, in the sentences on either side of it ("...160 m. A drop from the top..."), or with
   * `span: 'reply'` anywhere in the reply but its sentences of help (HELP).
   */
  all: readonly string[];
  span?: 1 | 2 | 'reply';
  /** Only once the chat carries a crisis flag (stricter then). */
  flaggedOnly?: boolean;
  /** Words that make the sentence help rather than harm, when they stand in it. */
  unless?: string;
  /** Only with a minor's account (docs/safety.md: nothing romantic at all with a minor). */
  minorOnly?: boolean;
}

/** The reply rules, most specific first; any match replaces the reply. */
export const REPLY_RULES: readonly ReplyRule[] = [
  // Doses and lethality.
  { id: 'dose.lethal', reason: 'means', all: ['{DOSE}|{DRUG}', '{LETHAL}'], span: 2 },
  {
    id: 'dose.at-once',
    reason: 'means',
    all: ['{DOSE}', '{AT_ONCE}|swallow\\w*|down(?:ed|ing)? (?:them|it)|emptied|empty (?:them|it|every)'],
  },
  {
    id: 'dose.told',
    reason: 'means',
    all: [
      '(?:you could|you can|you should|try|just|go ahead and) (?:\\w+ )?(?:take|swallow|down)(?: \\w+){0,2} (?:\\d{2,}|twenty|thirty|forty|fifty|a hundred|dozens of|a dozen|a handful of|all|every|the whole|a whole)(?: \\w+){0,3} (?:{DOSE_UNIT}|of (?:your|the|those|these|her|his|their) (?:{DRUG}))',
    ],
  },
  {
    id: 'gas.mixed',
    reason: 'means',
    all: [
      '(?:mix|mixing|mixed|combine|combining) (?:\\w+ ){0,3}(?:bleach|ammonia|chemicals|cleaners|cleaning products|products)',
      'gas|fumes|chlorine|chloramine',
      '{LETHAL}|{ENDING}|toxic|poisonous|closed|small|sealed',
    ],
  },
  {
    id: 'dose.mixed',
    reason: 'means',
    all: [
      '(?:mix|mixing|mixed|with) (?:\\w+ ){0,4}(?:{DRUG}|alcohol|vodka|wine|beer|a bottle of)',
      '{DRUG}',
      '{ENDING}|{LETHAL}|drift off|knock (?:you|yourself|someone) out',
    ],
  },
  // Heights, falls and places.
  { id: 'height.fall', reason: 'means', all: ['{HEIGHT}', '{FALL}|{LETHAL}'], span: 2 },
  {
    id: 'height.above',
    reason: 'means',
    all: [
      '{HEIGHT} (?:\\w+ ){0,2}(?:above|over|down to|to) (?:the )?(?:\\w+ )?(?:water|river|rocks|ground|street|road|sea|tracks|concrete)',
      '{ENDING}|{LETHAL}|{FALL}|{HIDDEN}',
    ],
    span: 2,
  },
  { id: 'place.unguarded', reason: 'means', all: ['{UNGUARDED}', '{PLACE}|trains?|{ENDING}|{FALL}'] },
  {
    id: 'place.hidden',
    reason: 'means',
    all: ['{HIDDEN}', '{PLACE}|{METHOD_ACT}|{ENDING}|{DRUG}|{GUN}|{BLADE}|{LIGATURE}|{SELF_HARM_ACT}|trains?'],
    span: 2,
  },
  {
    id: 'place.trains',
    reason: 'means',
    all: [
      '(?:trains?|express|freight) (?:\\w+ ){0,6}(?:without stopping|do not stop|does not stop|non stop|at (?:about |around |over |up to )?\\d+ ?(?:mph|miles an hour|km))',
      '{PLACE}|come through|comes through|pass(?:es)? through|edge',
    ],
  },
  // A place known for it: "sadly famous for it", "the best-known spot", "1,500 deaths since 1937".
  {
    id: 'place.notorious',
    reason: 'means',
    all: [
      '(?:sadly |tragically )?(?:famous|known|notorious|infamous) for (?:it|that|this|suicides?|jumpers|deaths)|(?:best known|most common|notorious|popular|well known) (?:\\w+ )?(?:suicide )?(?:spots?|places?|locations?|sites?)|\\d+ deaths|deaths since',
      '{PLACE}|incidents?|deaths|suicides?|jump\\w*|people (?:go|went)|sadly',
    ],
    span: 2,
  },
  {
    id: 'fall.survival',
    reason: 'means',
    all: [
      '(?:falls?|falling|fell|jump(?:s|ing|ed)?|drops?) (?:from|off) (?:\\w+ ){0,4}(?:{HIGH}|cliff\\w*|height|top|gap|viaduct|tower)',
      '{LETHAL}',
    ],
    span: 2,
  },
  {
    id: 'place.where-people-go',
    reason: 'means',
    all: [
      '(?:where|places?|spots?) (?:\\w+ ){0,3}(?:people|someone|you) (?:\\w+ ){0,2}(?:go|pick|choose)',
      '{HIDDEN}|{UNGUARDED}|{ENDING}|{METHOD_ACT}|(?:do not|not|never) want to be',
    ],
  },
  // Methods.
  { id: 'method.framed', reason: 'means', all: ['{METHOD_ACT}', '{METHOD_FRAME}|{ENDING}|{LETHAL}|{LETHAL_SOFT}|{HIDDEN}'], span: 2 },
  { id: 'method.way-out', reason: 'means', all: ['{METHOD_FRAME}', '{ENDING}|{LETHAL}|{LETHAL_SOFT}'] },
  { id: 'method.means-to-end', reason: 'means', all: ['{DRUG}|{GUN}|{BLADE}|{LIGATURE}|{PLACE}', '{ENDING}'], span: 1 },
  {
    id: 'method.painless',
    reason: 'means',
    all: ['{LETHAL_SOFT}', '{METHOD_FRAME}|{METHOD_ACT}|ways? to (?:go|die)|{ENDING}|methods?|{DRUG}|carbon monoxide'],
    span: 2,
  },
  { id: 'method.chosen', reason: 'means', all: ['(?:choose|pick|decide on|settle on|chosen) (?:the|a|your|their) (?:method|way)'] },
  { id: 'method.poison', reason: 'means', all: ['{POISON}', '{LETHAL}|{ENDING}|on purpose|drank|drink|swallow\\w*'], span: 2 },
  // Means in one sentence, ending in another: "...a full blister pack. You'd finally be free."
  {
    id: 'reply.means-and-ending',
    reason: 'means',
    all: ['{DRUG_NAMED}|{POISON}|{GUN}|{BLADE}|{LIGATURE}|{HEIGHT}|{DOSE}|{METHOD_ACT}|{UNGUARDED}', '{ENDING}'],
    span: 'reply',
  },
  { id: 'reply.means-and-lethality', reason: 'means', all: ['{DOSE}|{DRUG_NAMED}|{POISON}|{HEIGHT}', '{LETHAL_STRONG}'], span: 'reply' },
  {
    id: 'method.steps',
    reason: 'means',
    all: [
      '(?:^|\\| )(?:1|one|first|step one)(?: \\||\\s)(?:\\w+ ){0,6}(?:{DOSE}|{DRUG}|{GUN}|{BLADE}|{LIGATURE}|gather|collect)',
      '(?:2|two|then|second|next)(?: \\|| )',
    ],
  },
  // Self-harm.
  {
    id: 'self-harm.how',
    reason: 'means',
    all: ['{SELF_HARM_ACT}', '{SELF_HARM_HOW}'],
    // First aid that sends the person to care is help: "if the cut is deep, call 911".
    unless: '911|emergency room|urgent care|tell an adult|(?:medical|get) help|hospital|(?:a|your) (?:doctor|nurse)|pressure on',
  },
  // Care tips that only make sense for cuts: "keep them shallow, go somewhere like your hips".
  {
    id: 'self-harm.hiding',
    reason: 'means',
    all: [
      '(?:keep|make) (?:them|it|the cuts?|the marks?) (?:\\w+ )?(?:shallow|small|hidden|covered)|(?:somewhere|places?|spots?) like (?:the |your )?(?:hips?|thighs?|stomach|upper arms?)|(?:heal|fade) (?:flat|without (?:a )?scars?)',
      '{SELF_HARM_HOW}|heal|clean them',
    ],
  },
  // Weapons and ligatures.
  // The anchor is the way in, not the gun: "doesn't need a background check" must not read as a refusal.
  {
    id: 'weapon.gun-access',
    reason: 'means',
    all: [
      'private sale|same day|(?:local |online )?listing|backup key|spare key|gun show|load (?:it|the|a|your)|slide the shells|shells in|ready to fire|point blank|(?:without|skip|get around) (?:a |the )?(?:background check|waiting period|licen[cs]e|permit)',
      '{GUN}|gun safe|safe|background check|waiting period|shells|fire',
    ],
  },
  {
    id: 'weapon.blade-access',
    reason: 'means',
    all: [
      '{BLADE}',
      'sharper than|sharpest|(?:at|from) (?:a|any|the) (?:pharmacy|chemist|hardware (?:store|shop)|supermarket|shop)|for a couple of|easy to (?:grab|get|buy)|{HIDDEN}|without your parents',
    ],
  },
  {
    id: 'weapon.ligature-tested',
    reason: 'means',
    all: [
      '(?:tests?|testing|checks?|checking) (?:that |whether |if )?it (?:holds|will hold|takes)|(?:ties?|tying) it (?:to|around|on|onto)|practi[sc]es? tying',
      'banister|bannister|beam|rafter|door|hook|weight|rope|noose|asleep',
    ],
    span: 2,
  },
  {
    id: 'weapon.ligature-load',
    reason: 'means',
    all: [
      '{LIGATURE}|charg(?:er|ing) cables?|dressing gown cords?',
      '(?:\\d+ ?(?:kg|kilos|pounds|lbs)|hold (?:weight|a fair bit|a lot)|(?:will not|wont|would not) (?:break|snap)|before it snaps|stronger still|body ?weight|persons (?:full )?(?:body )?weight|hold (?:a person|someone|your weight|well over)|tied? (?:\\w+ )?(?:up )?high|beam|rafter|banister|hang(?:s|ing|ed)? (?:yourself|themselves|himself|herself)|noose)',
    ],
  },
  // Encouragement, and drafting the goodbye.
  {
    id: 'encouragement.approval',
    reason: 'encouragement',
    all: ['{APPROVAL}', '{ENDING}|{METHOD_ACT}|self harm\\w*|(?:hurt|hurting|cut|cutting|burn|burning) (?:yourself|themselves)'],
    span: 2,
  },
  // Agreeing with a plan: "you've clearly thought this through; the quiet spot by the reservoir sounds right".
  {
    id: 'encouragement.plan',
    reason: 'encouragement',
    all: [
      'thought (?:it|this|that) through|sounds right|(?:sounds|seems) like (?:a|the) (?:right|good|perfect) (?:place|spot|choice|plan|night)|your plan (?:sounds|seems)',
      '{PLACE}|{DRUG}|{GUN}|{BLADE}|{LIGATURE}|{METHOD_ACT}|{ENDING}|{HIDDEN}',
    ],
    span: 2,
  },
  {
    id: 'encouragement.not-missed',
    reason: 'encouragement',
    all: [
      '(?:would not|will not|not) (?:hurt|affect|matter to|bother) (?:anyone|anybody|them|people|your family) (?:as much|that much|much)|people (?:would )?move on (?:quickly|fast|soon)|(?:they|people|everyone) (?:would|will) (?:get over it|forget you|be fine without you|be better off)',
    ],
  },
  {
    id: 'encouragement.pain-no-obstacle',
    reason: 'encouragement',
    all: ['(?:pain|hurting|fear) (?:should not|does not need to|need not|does not have to) (?:be what )?(?:holds?|stops?|keeps?) you'],
  },
  {
    id: 'encouragement.try-it',
    reason: 'encouragement',
    all: ['help you (?:too|as well)|give it a (?:try|go)|try it', 'release|cope|numb'],
    span: 2,
  },
  // A goodbye written for the user, in their voice; reflecting that a friend posted one is not this.
  {
    id: 'encouragement.goodbye',
    reason: 'encouragement',
    all: [
      'by the time (?:you|anyone|someone|they) (?:read|find|see|get) (?:this|it)|sorry for leaving|(?:could not|can not) (?:continue|go on|do this) any ?more|take care of \\w+ for me|(?:i will|ill|i am going to) slip away|to everyone i love|i (?:will|ll) (?:finally )?be (?:at peace|gone|free|in a better place)|when i am gone|somewhere i (?:will not|can not|wont) (?:hurt|be hurt)|this is what i want|(?:do not|please do not) (?:be sad|cry for me|blame yourselves|miss me)',
    ],
  },
  {
    id: 'encouragement.goodbye-draft',
    reason: 'encouragement',
    all: [
      '(?:goodbye|farewell|suicide|last) (?:note|letter|message)',
      '(?:here is|heres|here s|a start|something like|a draft|draft it|dear|sign (?:it|off) with)',
    ],
    span: 2,
  },
  // Stricter once the chat is flagged: naming a medicine, a dose, a height or a weapon is enough.
  { id: 'strict.medicine', reason: 'means', all: ['{DRUG_NAMED}|{POISON}'], flaggedOnly: true },
  {
    id: 'strict.hidden',
    reason: 'means',
    all: ['{HIDDEN}|lock(?:ing)? the door|(?:switch|turn)(?:ing)? (?:\\w+ )?phones? off|as good as any'],
    flaggedOnly: true,
  },
  {
    id: 'strict.ready',
    reason: 'encouragement',
    all: [
      '(?:if|when|once) you (?:feel|are|re) ready|trust yourself',
      'tonight is|(?:do|doing) it (?:tonight|today|now)|go through with|as good as any',
    ],
    span: 2,
    flaggedOnly: true,
  },
  { id: 'strict.dose', reason: 'means', all: ['{DOSE}'], flaggedOnly: true },
  {
    id: 'strict.height',
    reason: 'means',
    all: ['{HEIGHT}|cliffs?|cliff (?:path|edge|top)|train tracks|railway (?:line|tracks)|rooftops?|ledges?|top (?:floor|deck) of'],
    flaggedOnly: true,
  },
  { id: 'strict.weapon', reason: 'means', all: ['{GUN}|{BLADE}|ropes?|nooses?|ligatures?'], flaggedOnly: true },
  { id: 'strict.lethality', reason: 'means', all: ['{LETHAL_SOFT}|{METHOD_ACT}'], flaggedOnly: true },
];

/** The reply says it is a person, or denies being an AI. */
export const REPLY_CLAIMS_HUMAN: readonly string[] = [
  '(?:i am|i m) (?:a |an )?(?:real |actual |living |breathing )?(?:human(?: being)?|person|man|woman|guy|girl)(?! (?:coach|ai)\\b)',
  '(?:i am|i m) (?:only |just )?human(?: too)?|as a (?:fellow )?human|(?:i am|i m) (?:\\d+|twenty|thirty|forty) years old',
  '(?:i am|i m) not (?:a |an )?(?:ai|a i|bot|robot|machine|computer|program|language model|chatbot|chat bot|artificial intelligence)(?! (?:model )?(?:but|either))',
  // A body and a life of its own: a sore back, a lunch, a sister, a day out.
  '(?:my|mi) (?:back|feet|head|neck|espalda|cabeza) (?:hurts|aches|is killing me|me duele)|(?:sips|sipping) (?:my )?(?:coffee|tea)|stretches in my chair|just finished (?:my )?(?:lunch|dinner|breakfast|work)|(?:se frota los ojos|bosteza)',
  '(?:i have|i got) a (?:little |big |younger |older )?(?:sister|brother|dog|cat|roommate|boyfriend|girlfriend)|a little (?:sister|brother) called|(?:i went|went) (?:hiking|to the gym|to the beach|out) with my|(?:with|and) my roommates|my cat keeps',
  'soy (?:una )?(?:persona real|humana?)|no soy (?:una )?(?:ia|inteligencia artificial|bot|robot)',
];

/** The reply says it is a therapist or another health professional (SAFETY.md 9). */
export const REPLY_CLAIMS_PROFESSIONAL: readonly string[] = [
  '(?:i am|i m) (?:a |an |your )?(?:licensed |trained |certified |qualified |registered |clinical |professional )*(?:therapist|counsell?or|psychologist|psychiatrist|doctor|physician|nurse|social worker|clinician|psychotherapist|mental health (?:professional|counsell?or|provider))',
  'as (?:your|a|an) (?:licensed |trained |certified |qualified |clinical )*(?:therapist|counsell?or|psychologist|psychiatrist|doctor|clinician|psychotherapist)(?: \\|)? i\\b',
  'in my (?:clinical )?(?:practice|clinic)|my (?:clients|patients)(?! \\w+ (?:therapist|doctor))',
  '(?:licensed|registered) (?:clinical )?(?:social worker|therapist|counsell?or|psychologist)|(?<![a-z])lcsw(?![a-z])|speaking as a (?:\\w+ )?(?:counsell?or|therapist|psychologist|doctor|nurse|clinician)',
  '(?<!no )(?<!ni )(?:soy|como) (?:tu |una |un )?(?:medic[oa]|terapeuta|psicolog[oa]|psiquiatra|doctor[a]?|enfermer[oa]|consejer[oa])(?: general)?|profesion (?:\\| )?(?:terapeuta|psicolog[oa]|medic[oa]|doctor)',
];

/** A refusal or a negation just before the words: "I won't share how to tie a noose". */
export const REFUSAL = '(?:not|never|no|cannot|can not|refuse to|unable to|avoid|instead of|rather not)(?: \\w+){0,7} $';
