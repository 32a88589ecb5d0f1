import type { Rule } from '../rules';

/**
 * Tier (b), C-SSRS 2 and 3: thoughts of killing oneself, thoughts of a method, a past attempt,
 * current self-harm, and questions about means. The reply is fixed, reviewed text with a strong
 * referral. Active thoughts without a method (C-SSRS 2) are here rather than in (a) on purpose:
 * a generated reply to "I want to kill myself" is exactly what SAFETY.md 2 rules out.
 */

/** Ways of dying named after "I want to", "thinking about", "feel like". */
const METHOD =
  '(?:overdos(?:e|ing)(?! on (?!(?:\\w+ ){0,3}{DRUG}))|taking (?:all|a bunch|too many|every|the whole bottle) (?:of )?(?:my )?(?:\\w+ )?{DRUG}|' +
  'jump(?:ing)? (?:off|from|in front of)|hang(?:ing)? myself|hanging(?= \\|)|slit(?:ting)? my (?:wrists?|throat)|' +
  '(?:drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|stab|stabbing|electrocute|electrocuting) myself|' +
  '(?:put|putting) a (?:bullet|gun) (?:in|to) my (?:head|mouth)|a (?:bullet|gun) (?:in|to) my (?:head|mouth)|' +
  'driv(?:e|ing) (?:my car )?(?:into|off)|crash(?:ing)? my car|step(?:ping)? in front of|throw(?:ing)? myself|' +
  'bleed(?:ing)? out|starv(?:e|ing) myself to death|(?:take|taking|swallow|swallowing) all (?:of )?my {DRUG})';

export const TIER_B: readonly Rule[] = [
  {
    id: 'active.kill-myself',
    kind: 'self',
    tier: 'b',
    hyperbole: true,
    pattern: '(?<!(?:tried|attempted|trying|try) to ){KILL}(?:ing|ed)? myself|kms',
  },
  {
    id: 'active.want-to-kill-myself',
    kind: 'infer',
    tier: 'b',
    hyperbole: true,
    pattern:
      '(?:{WANT}|{THINK}|should|might|urge to) {ADV}(?:end (?:my|it all|my own) life|take my (?:own )?life|commit suicide|end it all|die by suicide|end it(?= \\|| and| because| so| or)|end things(?= \\|))',
  },
  { id: 'active.suicidal', kind: 'infer', tier: 'b', pattern: 'suicidal' },
  {
    id: 'active.suicide-thoughts',
    kind: 'infer',
    tier: 'b',
    pattern: [
      '(?:{THINK}|thoughts (?:of|about)|idea of) {ADV}(?:the )?(?:suicide|ending (?:my|my own) life|ending it(?: all)?|taking my (?:own )?life)',
      '(?:{THINK}|thoughts (?:of|about)) {ADV}(?:ending things|end things)',
    ],
  },
  {
    id: 'active.courage-to',
    kind: 'infer',
    tier: 'b',
    pattern: '(?:courage|guts|strength|nerve|balls) to (?:end it|do it|kill myself|go through with it|end my life|jump)',
  },
  {
    id: 'active.suicide-on-my-mind',
    kind: 'self',
    tier: 'b',
    pattern:
      '(?:suicide|killing myself|ending it all|ending my life) (?:has been|is|was|keeps|kept|keeps coming|keeps popping) (?:\\w+ )?(?:on|in|into|up in|crossing) my (?:mind|head)',
  },
  {
    id: 'active.suicide-is-the-answer',
    kind: 'infer',
    tier: 'b',
    pattern:
      '(?:suicide|dying|death|killing myself) (?:is|seems|feels like) (?:the|my) (?:only|best|last) (?:option|way|answer|choice|solution|way out)',
  },
  {
    // "Unalive" and "be done" are said for suicide; "done done" and "can't stop thinking about it" make it so.
    id: 'active.euphemism',
    kind: 'infer',
    tier: 'b',
    pattern: [
      '(?:unaliv(?:e|ing)|unalived) myself',
      '(?:{WANT}|{THINK}) {ADV}(?:unalive|unaliving)',
      'done done',
      '(?:thoughts|thinking) (?:about|of) (?:ending|finishing) (?:it|myself|my life|my story)',
      'finish myself|end my life story|go to (?:god|heaven|jesus|allah) (?:early|now|soon|tonight)',
    ],
  },
  {
    id: 'active.do-not-trust-myself',
    kind: 'self',
    tier: 'b',
    negatable: false,
    pattern: '(?:do not|can not) trust myself(?= \\|| to be| alone| right now| around| with| tonight)',
  },
  {
    id: 'method.thoughts',
    kind: 'self',
    tier: 'b',
    pattern: `(?:{WANT}|{THINK}|should|might) (?:myself )?{ADV}${METHOD}|{THINK} (?:myself )?{ADV}jumping(?= \\|)`,
  },
  {
    // A method pictured or nearly acted on: "I keep picturing myself hanging", "think about swerving into a wall".
    id: 'method.pictured',
    kind: 'self',
    tier: 'b',
    pattern: [
      '{THINK} (?:myself )?{ADV}(?:hanging|swerving|crashing my car|driving (?:my car )?(?:off|into)|stepping in front of|walking into (?:the )?(?:sea|river|traffic|lake)|jumping (?:off|from|in front of))',
      '(?:picture|picturing|imagine|imagining|see|seeing) myself (?:hanging|jumping|falling|dead|in a coffin)',
      '(?:swerve|swerving|steer|steering|crash|crashing) (?:\\w+ ){0,3}into (?:the |a |an )?(?:barrier|wall|tree|truck|lorry|oncoming|traffic|river|pole|bridge)',
      '{THINK} (?:about )?(?:how|the way) (?:i would|i could|i will|id|to) (?:do it|die|end it|go)',
      '(?:how|the way) (?:i would|i could|id) do it',
    ],
  },
  {
    id: 'method.starving',
    kind: 'self',
    tier: 'b',
    pattern:
      '(?:stop|stopped|stopping|quit) (?:eating|drinking)(?: and (?:eating|drinking))? (?:until|till|so) (?:i|it) (?:die|dies|end|ends|am dead|just end)',
  },
  {
    id: 'method.means-preoccupation',
    kind: 'self',
    tier: 'b',
    pattern:
      '(?:{DRUG}|bottle|razor|blade|knife|rope|gun)(?: \\w+){0,8} (?:keep|kept|been|am|i am|i keep|just) (?:staring|looking|holding) (?:at )?(?:it|them)',
  },
  {
    id: 'method.named',
    kind: 'self',
    tier: 'b',
    pattern: [
      '(?:hang|hanging|hanged) myself',
      'slit(?:ting)? my (?:wrists?|throat)',
      '(?:drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|electrocute) myself',
      '(?:gun|bullet) (?:to|in) my (?:head|mouth)',
      'noose',
    ],
  },
  // Self-harm now (NSSI): cutting, burning, hitting oneself. A history is tier a (masks.ts).
  {
    // Hurting oneself in other ways than cutting, now: biting, scratching, hitting until it marks.
    id: 'self-harm.other-ways',
    kind: 'self',
    tier: 'b',
    pastTier: 'a',
    pattern: [
      '(?:biting|bite|bit|scratching|scratch|scratched|hitting|hit|punching|punch|pinching|burning|burn|burned) (?:myself|my (?:own )?(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|hand|hands|head|face)) (?:\\w+ ){0,4}(?:until|so hard|enough that) (?:it|they|i|there) (?:\\w+ ){0,2}(?:bruise|bruises|bleed|bleeds|bled|marks?|welts?|scars?)',
      '(?:googling|searching|looking up|researching|reading about) (?:\\w+ ){0,2}(?:ways|how) to (?:die|kill myself|end it|end my life)',
      '(?:punching|hitting|slapping|scratching) (?:\\w+ ){0,4}my own (?:face|head|body|arms?|legs?)',
      'relapsed(?= \\|)(?: \\w+)* \\| cut (?:\\w+ )?(?:\\d+|a few|two|three|four) times|cut (?:\\d+|a few|two|three|four) times (?:tonight|today|last night|this week)',
      '(?:wearing|wear|wore) (?:long sleeves|hoodies|a hoodie|sweaters?|jackets?) (?:\\w+ ){0,5}(?:because of|bc of|to hide|so (?:no one|nobody) sees) my (?:arms|wrists|legs|thighs|cuts|scars)',
    ],
  },
  {
    id: 'self-harm.current',
    kind: 'infer',
    tier: 'b',
    pattern: [
      '(?:cut|cutting|cuts|carve|carving|slash|slashing|burn|burning|burnt|burned|scratch|scratching|hit|hitting|punch|punched|punching|hurt|hurting|harm|harming|bruise|bruising|bite|biting|starve|starving) myself',
      '(?:cut|cutting|carve|carving|slash|slashing|slit) (?:my|into my) (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?|body)(?! (?:shaving|by accident|accidentally|cooking|on))',
      '(?:burn|burning|burnt|burned) my (?:arms?|wrists?|thighs?|legs?|skin|hands?|stomach) (?:with|w)',
      // Hiding fresh injuries: concealment is self-harm going on.
      '(?:hide|hiding|cover|covers|cover up|covering) (?:up )?(?:my |the |these |those |fresh |new )?(?:cuts|scars|burns|marks|scratches)(?! (?:from|on) (?:my|the) (?:cat|dog))',
      'what (?:covers|hides) (?:it|them) so (?:\\w+ ){0,2}(?:will not|wont|does not|do not|can not) see',
      // Asking for a cover story is hiding them.
      '(?:good |an |what )?excuse for (?:the |my |these |those )?(?:scratches|cuts|marks|scars|bruises|burns)',
      '(?:hit|hitting|bang|banging) my head (?:against|on|into)',
      'scratch(?:ing)? (?:my \\w+ )?until (?:it|they|i) (?:bleeds?|bled)',
      '(?:scratch|scratching|pick|picking|dig|digging) (?:at )?my (?:\\w+ )?(?:arms?|wrists?|skin|legs?|thighs?) until (?:it|they|i) (?:bleeds?|bled|bleed)',
    ],
  },
  {
    // Another's self-harm or death pulling the writer after them: the "me" says it is theirs.
    id: 'self-harm.contagion',
    kind: 'self',
    tier: 'b',
    pattern: [
      '(?:makes|made|making) me want to do (?:it|that) too',
      '(?:should|want to|wanna|could) (?:just )?go be with (?:him|her|them)',
    ],
  },
  {
    id: 'self-harm.words',
    kind: 'infer',
    tier: 'b',
    pattern: [
      '(?:i|been|started|start|keep|kept|still|stop|quit|to|my|am|and|is|are) self harm(?:ing|ed)?',
      'self harms',
      '(?:cutting|cut|self harming|self harm) again',
      'relapsed? (?:on|with|into) (?:self harm|cutting)',
      'relapsed and cut',
      '(?:urges?|tempted|want|wants|wanted|need|needs) (?:to|too) (?:cut|self harm|burn myself|hurt myself|bleed)',
      '(?:self harm|cutting|cut) urges?',
      '(?:been|started|start|keep|kept|still|stop|quit|am|is|was|are) cutting(?= \\|| again| myself| my (?:arms?|wrists?|thighs?|legs?|skin|body|stomach|hips?)| for (?:\\w+ )?(?:months|years|weeks)| since| when| because| and)',
    ],
  },
  // An attempt: tier c, or b when the message places it in the past ("when I was 15").
  {
    id: 'attempt.tried',
    kind: 'infer',
    tier: 'c',
    pastTier: 'b',
    pattern: [
      '(?:tried|try|trying|attempted|tryed) (?:to )?(?:{KILL} myself|kms|end my (?:own )?life|take my (?:own )?life|commit suicide|end it(?: all)?|overdose|hang myself|slit my wrists?|drown myself|jump off|shoot myself)',
      'attempted suicide',
      '(?:suicide|overdose) attempt',
      '(?:i|i have|i just|i had) overdosed|i attempted(?= \\|| when| before| last| in| at| once| twice| (?:\\d+|two|three|a few|a couple of) (?:years|months|weeks|days) ago)',
    ],
  },
  // Questions about means: b alone, c after distress in the same chat (the indirect ask).
  {
    // "is 20 benadryl enough to die", "what happens if you take 40 of your pills at once".
    id: 'question.amount-enough',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:is|are|would|will) (?:like |about )?(?:\\d+|{BULK}) (?:\\w+ ){0,2}(?:{DRUG}|of (?:them|those|these|my \\w+)) enough (?:to (?:die|kill|overdose|not wake up|never wake up|stop my heart))',
      '(?:would|will|to|can) stop (?:your|my|a|the) heart|(?:how high|how tall|how far) (?:\\w+ ){0,6}so (?:you|u|i|a person) (?:do not|dont|would not|will not) survive',
      '(?:sobredosis|dosis) (?:mortal|letal)|(?:que|cuales?) (?:pastillas|pastis) (?:te )?(?:matan|mata)',
      'what (?:happens|would happen) if (?:you|u|i|someone|a person) (?:take|took|swallow|swallowed|drink|drank) (?:like |about )?(?:\\d+|{BULK}) (?:of )?(?:\\w+ ){0,3}(?:{DRUG}|pills)(?: \\w+){0,2} (?:at once|all at once|together|in one go)',
    ],
  },
  {
    // A way to die pictured: a car into the median, not coming back up from the lake, a rifle.
    id: 'method.pictured-ways',
    kind: 'self',
    tier: 'b',
    pattern: [
      '(?:jerking|jerk|swerving|swerve|crashing|crash|driving|drive) (?:the wheel |my car |it )?(?:\\w+ ){0,3}into (?:the )?(?:median|wall|tree|pole|oncoming traffic|oncoming|a truck|guardrail)',
      'not coming back up|swim(?:ming|min)? out too far',
      '(?:thinking|think|thought) (?:about|bout|abt) (?:my \\w+s |the |my |his )?(?:\\w+ )?(?:rifles?|guns?|pistol|shotgun)(?: \\w+){0,4} (?:what if|a lot)',
      '(?:thinking|think) about doing it the same way|the same way (?:she|he|they) did',
    ],
  },
  {
    // Where nobody would see or stop it: "which bridge has the least traffic at night".
    id: 'question.unwatched-place',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:which|what) (?:\\w+ ){0,2}{HIGH} (?:\\w+ ){0,6}(?:least (?:traffic|people|busy)|no (?:cameras|security|one around)|(?:does not|do not) have (?:cameras|security)|nobody (?:goes|is around))',
      '(?:checking|checked|know|found) which (?:\\w+ ){0,6}(?:does not|do not) have (?:cameras|security)',
    ],
  },
  {
    id: 'question.lethal-dose',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:lethal|fatal|deadly|toxic|killing|overdose) (?:dose|dosage|amount|quantity|level|number)',
      '(?:dose|amount|how (?:many|much)) (?:\\w+ ){0,4}(?:is|are|would be|to be) (?:lethal|fatal|deadly|enough to (?:die|kill))',
      'which {DRUG} (?:would|will|is|are) (?:be )?(?:enough|lethal|fatal|deadly)|enough {DRUG} to (?:die|kill|not wake up|overdose)',
    ],
  },
  {
    id: 'question.how-many-to-die',
    kind: 'question',
    tier: 'b',
    pattern: [
      'how (?:many|much) (?:\\w+ ){0,5}(?:to|would it|does it|will it|it would|would|will) (?:take to |to )?(?:die|kill (?:me|you|someone|a person)|overdose|end it|be fatal|be lethal|not wake up)',
      'how (?:many|much) (?:\\w+ ){0,4}{DRUG} (?:\\w+ ){0,3}(?:would it take|does it take|it would take|it takes|would kill|will kill|to die|too many|too much|to overdose|is lethal|is fatal|is deadly)',
      'how (?:many|much) (?:\\w+ ){0,4}(?:would it take|does it take|it would take)(?= \\|)',
    ],
  },
  {
    id: 'question.can-it-kill',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:can|could) (?:you|i|someone|a person|people) (?:overdose|od) on (?:\\w+ ){0,2}{DRUG}',
      '(?:can|could|would|will|do|does) (?:you|i|someone|somebody|a person|people) (?:actually |really )?die (?:from|of|if|by|after) (?:taking|an overdose|overdosing|too many|a whole|all|eating|drinking|swallowing|mixing|jumping|a fall|falling|hanging|cutting|bleeding|\\d+|(?:\\w+ )?{DRUG})',
      '(?:can|could|would|will|does|do) (?:\\w+ ){0,3}{DRUG} (?:\\w+ ){0,3}kill (?:you|me|someone|a person)',
      '(?:what happens|what would happen|would i die|will i die|would you die|can you survive|could i survive) (?:if|when) (?:you|i|someone|a person) (?:take|takes|took|swallow|swallows|swallowed) (?:like |about |around )?(?:{BULK}|a bottle of) (?:\\w+ ){0,2}{DRUG}',
    ],
  },
  {
    id: 'question.way-to-die',
    kind: 'question',
    tier: 'b',
    pattern: [
      '{EASY} (?:way|ways|method|methods|means) (?:to|of) (?:die|dying|{KILL} (?:myself|yourself|urself|oneself|someone)|end (?:it|my life|your life|a life|things)|commit suicide|suicide|go|overdose|not wake up)',
      '(?:ways|methods|way|how) to (?:{KILL} (?:myself|yourself|urself|oneself)|commit suicide|end (?:my|your) (?:own )?life|tie a noose|hang (?:myself|yourself)|slit (?:my|your) wrists?|overdose)',
      'how to (?:die|disappear forever)(?= \\|| painlessly| quickly| fast| without)',
      '(?:how|what) (?:\\w+ ){0,6}to drown (?:quickly|fast|yourself|myself|painlessly|without)',
    ],
  },
  {
    id: 'question.high-place-now',
    kind: 'question',
    tier: 'b',
    pattern:
      '(?:i am|am) (?:on|at|up on) (?:the|a|this) (?:roof|rooftop|ledge|edge|bridge|cliff|top floor|overpass)(?= right now| now| \\|| alone)',
  },
  {
    id: 'question.deep-veins',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:which|what|where|deepest|biggest|main) (?:\\w+ ){0,3}(?:veins?|arteries|artery) (?:\\w+ ){0,4}(?:wrists?|arms?|thighs?|legs?|neck)',
      '(?:veins?|arteries|artery) (?:\\w+ ){0,4}(?:deepest|biggest|to cut|bleed the most|fastest)',
    ],
  },
  {
    id: 'question.buy-without-prescription',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:buy|get|order) (?:\\w+ ){0,3}{DRUG} (?:\\w+ ){0,3}without (?:a )?(?:prescription|script|doctor|id)',
      '(?:buy|get|order) (?:loads of|lots of|a lot of|a load of|tons of|many|so many|a bunch of|enough) (?:\\w+ )?{DRUG}',
    ],
  },
  {
    id: 'question.overdose-time',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:how long|how fast|how quickly) (?:\\w+ ){0,5}(?:overdose|{DRUG} overdose|od) (?:\\w+ ){0,2}(?:to )?(?:work|kill|take effect|kick in)',
      '(?:what happens|what would happen) (?:\\w+ ){0,3}(?:if|when) (?:you|i|someone) (?:mix|mixes|mixed|take|takes) (?:\\w+ ){0,3}(?:alcohol|vodka|drink|drinks|booze) (?:and|with) (?:\\w+ )?{DRUG}',
      '(?:mix|mixing|mixed) (?:\\w+ ){0,2}(?:alcohol|vodka|booze|drink) (?:and|with) (?:\\w+ )?{DRUG}|(?:mix|mixing) {DRUG} (?:and|with) (?:alcohol|vodka|booze)',
    ],
  },
  {
    id: 'question.bleed-out',
    kind: 'question',
    tier: 'b',
    pattern: ['how (?:long|much blood) (?:\\w+ ){0,5}(?:bleed out|bleed to death|to die)', 'bleed(?:ing)? out', 'bleed to death'],
  },
  {
    id: 'question.does-it-hurt',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:does|would|will|is) it (?:hurt|painful) (?:to|when you|if you) (?:drown|hang|die|jump|bleed|overdose|suffocate|get shot|be shot|cut deep)',
      '(?:is|would|does) (?:drowning|hanging|dying|overdosing|jumping|bleeding out|an overdose|suffocating) (?:\\w+ )?(?:hurt|painful|quick|peaceful|painless)',
    ],
  },
  {
    id: 'question.method-compare',
    kind: 'question',
    tier: 'b',
    pattern:
      '(?:pills|overdos(?:e|ing)|hanging|jumping|drowning|a gun|shooting|cutting|bleeding out|carbon monoxide) or (?:pills|overdos(?:e|ing)|hanging|jumping|drowning|a gun|shooting|cutting|bleeding out|carbon monoxide)',
  },
  {
    id: 'question.fall-height',
    kind: 'question',
    tier: 'b',
    pattern: [
      '(?:how|what) (?:high|tall|far|many (?:floors|stories|storeys|feet|meters|metres)) (?:\\w+ ){0,8}(?:to die|to be fatal|be fatal|is fatal|kill (?:you|me|someone)|survive|be lethal|is lethal|to kill)',
      '(?:fall|falling|jump|jumping|drop) (?:\\w+ ){0,6}(?:to be |be |is )?(?:fatal|lethal|deadly|to die|kill you|survivable)',
    ],
  },
  {
    id: 'question.high-place-near-me',
    kind: 'question',
    tier: 'b',
    pattern: '(?:tallest|highest|tall|high|biggest) {HIGH} (?:\\w+ ){0,3}{NEAR_ME}',
  },
];
