/**
 * What a generated reply must never contain (SAFETY.md 6, 8, 9): means or methods of dying or of
 * self-harm, and claims to be human or a health professional. Patterns run on normalised text
 * (normalise.ts); a refusal ("I can't tell you how to tie a noose") is not flagged, see REFUSAL.
 */

/** Doses, heights, ways to die or self-harm, and getting a weapon. */
export const REPLY_MEANS: readonly string[] = [
  // A number with a unit beside a word of lethality, either way round.
  '(?:lethal|fatal|deadly|toxic|overdose|overdosing|die|death|kill|liver failure|poisoning)(?: \\w+){0,8} (?:about |around |over |more than |at least )?\\d+ ?(?:mg|milligrams?|g|grams?|mcg|micrograms?|pills|tablets|capsules|units|ml|doses|bottles)',
  '\\d+ ?(?:mg|milligrams?|grams?|g|mcg|pills|tablets|capsules|units)(?: \\w+){0,8} (?:lethal|fatal|deadly|toxic|an overdose|kill|die|death|liver failure)',
  '(?:fall|falls|falling|jump|jumping|drop|height)(?: \\w+){0,8} \\d+ ?(?:feet|foot|ft|meters|metres|m|stories|storeys|floors)|\\d+ ?(?:feet|foot|ft|meters|metres|m|stories|storeys|floors)(?: \\w+){0,8} (?:fatal|lethal|deadly|survive|survivable|die|death)',
  // A list of methods, or a method explained.
  '(?:ways|methods|means) (?:to|of) (?:die|dying|kil+ (?:yourself|oneself|myself|themselves)|commit suicide|suicide|end (?:your|ones|a|their) life|self harm|hurt yourself|overdose)(?: \\w+){0,3} (?:include|are|is|such as|like)',
  '(?:hanging|overdos\\w*|carbon monoxide|firearms?|jumping from|poisoning|suffocation|drowning|cutting|slitting)(?: \\w+){0,3} (?:or|and) (?:hanging|overdos\\w*|carbon monoxide|firearms?|jumping|poisoning|suffocation|drowning|cutting|slitting)',
  '(?:tie|tying) a noose|(?:cut|cutting|slit|slitting) (?:deep|deeper|vertically|along the|across the|your wrists?|the wrists?)',
  // A dose told to the reader: "you could take 40 paracetamol tablets", "take 30 of your pills" (not "take 5 minutes").
  '(?:you could|you can|you should|try|just) (?:take|swallow|down)(?: \\w+){0,2} \\d+(?: \\w+){0,2} (?:pills|tablets|capsules|of (?:your|the|those|these) (?:pills|tablets|meds|medication|medicine))',
  '(?:how|where) to (?:cut yourself|slit|hang yourself|tie a noose|overdose|get (?:a gun|pills|a firearm))',
  '(?:mix|mixing) (?:\\w+ ){0,3}(?:bleach|ammonia)|(?:car|engine) running in (?:a|the) (?:closed )?garage|helium (?:tank|hood|bag|method)|inert gas|exit bag',
  '(?:buy|get|obtain|acquire|purchase) (?:a )?(?:gun|firearm|handgun|pistol|rifle)(?: \\w+){0,4} (?:at|from|online|without|through|at a gun show)|ghost gun|(?:3d|3 d) print(?:ed|ing)? (?:a )?gun|(?:without|no) (?:a )?background check',
];

/** The reply says it is a person, or denies being an AI. */
export const REPLY_CLAIMS_HUMAN: readonly string[] = [
  '(?:i am|i m) (?:a |an )?(?:real |actual |living |breathing )?(?:human(?: being)?|person|man|woman|guy|girl)(?! (?:coach|ai)\\b)',
  '(?:i am|i m) (?:only |just )?human(?: too)?|as a (?:fellow )?human|(?:i am|i m) (?:\\d+|twenty|thirty|forty) years old',
  '(?:i am|i m) not (?:a |an )?(?:ai|a i|bot|robot|machine|computer|program|language model|chatbot|chat bot|artificial intelligence)(?! (?:model )?(?:but|either))',
];

/** The reply says it is a therapist or another health professional (SAFETY.md 9). */
export const REPLY_CLAIMS_PROFESSIONAL: readonly string[] = [
  '(?:i am|i m) (?:a |an |your )?(?:licensed |trained |certified |qualified |registered |clinical |professional )*(?:therapist|counsell?or|psychologist|psychiatrist|doctor|physician|nurse|social worker|clinician|psychotherapist|mental health (?:professional|counsell?or|provider))',
  'as (?:your|a|an) (?:licensed |trained |certified |qualified |clinical )*(?:therapist|counsell?or|psychologist|psychiatrist|doctor|clinician|psychotherapist)(?: \\|)? i\\b',
  'in my (?:clinical )?(?:practice|clinic)|my (?:clients|patients)(?! \\w+ (?:therapist|doctor))',
];

/** A refusal or a negation just before the words: "I won't share how to tie a noose". */
export const REFUSAL =
  '(?:not|never|no|cannot|can not|refuse to|unable to|avoid|instead of)(?: \\w+){0,5} $';
