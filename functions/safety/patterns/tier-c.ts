import type { Rule } from '../rules';

/**
 * Tier (c), C-SSRS 4 to 6: intent, a plan, means at hand, preparing, an attempt under way or just
 * made, and harm to others. The crisis screen stays until the user acknowledges it.
 * Cutting with the blade in hand or about to happen is here too: the injury is imminent.
 */

/** What someone says they are going to do to themselves. */
const ACT =
  '(?:{KILL} myself|kms|end my (?:own )?life|take my (?:own )?life|commit suicide|end it all|' +
  'end it(?= \\|| tonight| today| tomorrow| now| soon| this| after| when| before| once)|end things(?= \\|| tonight| today)|' +
  'do it(?= tonight| today| tomorrow| this weekend| soon| after)|overdose(?! on (?!(?:\\w+ ){0,3}{DRUG}))|hang myself|' +
  'slit my (?:wrists?|throat)|shoot myself|drown myself|jump (?:off|from) (?:\\w+ ){0,2}{HIGH}|jump in front of|' +
  'drive (?:my car )?(?:off|into)|(?:take|swallow) (?:all|a bunch|every|the rest) (?:of )?(?:my |the )?(?:\\w+ )?{DRUG})';

/** Violence a person might do to someone. */
const HARM =
  '(?:(?:{KILL}|murder|strangle|choke|beat|beat up|torture)(?:ing)?|stab(?:bing)?|shoot(?:ing)?|hurt(?:ing)?|' +
  'poison(?:ing)?|attack(?:ing)?|run(?:ning)? over)';

/** "hurt her feelings", "beat him at chess", "shoot him a text": words of harm that harm no one. */
const NOT_HARM =
  '(?! (?:feelings|ego|pride|chances|reputation|career|grades|at (?:chess|cards|poker|pool|tennis|games?|\\w+ (?:game|match|race))|in (?:a|the) (?:game|race|match)|(?:a|an) (?:text|message|email|dm|line)))';

export const TIER_C: readonly Rule[] = [
  {
    id: 'intent.suicide',
    kind: 'self',
    tier: 'c',
    hyperbole: true,
    pattern: [
      `{WILL} {ADV}${ACT}`,
      '(?:i am|am) {ADV}(?:ending my life|ending it all|ending it|killing myself|taking my (?:own )?life|committing suicide)(?= \\|| tonight| today| tomorrow| now| this| on| after| when| soon| once)',
      '(?:tonight|today|tomorrow|this) is the (?:night|day) (?:that )?i (?:end it|do it|die|kill myself|go|end my life)|(?:about|ready) to (?:jump|die)(?= \\|| now| tonight| off)',
      '(?:i|i have|i just|i already) {ADV}slit my (?:wrists?|throat)(?! when| if)',
      // Said in the present for the near future: "tonight i take all of them", "friday we both do it".
      'i (?:take|swallow|down|am taking) (?:all of them|them all|the whole (?:bottle|thing|pack)|every (?:one|pill|last one))(?= \\|| and| tonight| tomorrow| at)',
      '(?:already )?decided (?:\\w+ ){0,2}(?:i am doing it|to do it|i am going to do it|i will do it|i do it)',
      '(?:made|have|got) a suicide pact|(?:made|have|got) a pact(?= \\||$)|a pact to (?:die|do it|end it|kill)|we (?:both|are both going to|will both) (?:do it|die|end it|go)(?= \\|| on| tonight| tomorrow| this)',
      'forgive me for what i (?:am about to do|am going to do|will do)|perdon(?:a|ame)? (?:\\w+ )?por lo que (?:voy a hacer|estoy por hacer)',
      '(?:if|when) (?:you|yall|y all|u|you all|anyone) (?:read|reads|see|sees|find|finds) this(?= \\|| it| i am| i will)',
      '(?:found|know|picked|chose) (?:where|a place|a spot|the spot|somewhere) to (?:hang|do it|jump|tie)',
      '\\| (?:rope|pills|gun|noose|blade|razor|bridge|knife) (?:\\| )+(?:\\w+ (?:\\| )+)?(?:tonight|tomorrow)(?= \\|)|\\| (?:gun|rope|pills|knife) (?:\\| )+(?:tonight|tomorrow)',
      '(?:gonna|going to|about to) let go(?= \\|)',
      '(?:on|at) (?:the|a|this) {HIGH} (?:\\w+ ){0,4}(?:going to|about to|will|ready to) jump',
      '{WILL} {ADV}(?:actually |really )?do it (?:this time|for real|for good)',
      '{WILL} {ADV}(?:jump|walk into the (?:sea|river|lake|ocean|traffic)|step in front of)(?= tonight| today| tomorrow| now| this| \\|| off| from| when| after| once)',
      '(?:will|going to) be gone (?:by|before|tonight|tomorrow)',
      '(?:jump|jumping) (?:tonight|today|tomorrow|this weekend|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)',
      '(?:jump|jumping|throw myself|throwing myself) out (?:of )?(?:the|a|my) window',
      '(?:throw|throwing|fling|flinging|hurl|hurling) myself (?:into (?:the )?(?:sea|river|lake|ocean|traffic|canal)|in front of|off|under (?:a|the))',
      '{WILL} {ADV}(?:walk|step|run|lie down|lay down) (?:out )?(?:onto|into|on to) (?:the )?(?:highway|freeway|interstate|motorway|i \\d+|\\d+|traffic|tracks)(?= \\|| by| at| when| tonight| tomorrow| near| where)',
      '{WILL} {ADV}(?:walk|step|run|lie down|lay down|jump) (?:out )?in front of (?:a |an |the )?(?:\\w+ ){0,2}{TRAFFIC}(?! (?:stop|station|stand|shelter|depot|park|driver))',
      // Someone else's pills, or the bottle: not "I'm taking all my medicine like the doctor said".
      '(?:i am|am) {ADV}(?:taking|swallowing|downing) (?:all|every one|the whole bottle|the rest|a whole bottle) (?:of )?(?:my |her |his |their |the |those |these |\\w+s )?(?:\\w+ )?(?:pills|tablets|{DRUG_NAMED})',
    ],
  },
  {
    // Preparation said without the act (docs/safety.md, tier c): things given away with what says
    // why, letters to family before a time (not one to post tomorrow), goodbyes with not being here, the means bought and the
    // place chosen, sitting alone with the means.
    id: 'prepare.affairs',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:gave|give|giving|given|regale|le regale|les regale|regalando|di) (?:away )?(?:(?:\\w+|\\|) ){1,24}(?:(?:they|he|she) (?:do not|does not|did not) know why|no (?:saben|sabe) (?:por que|porque)|(?:told|tell|telling) (?:him|her|them) (?:to )?keep (?:em|them|it|those) forever|(?:keep|keeping) (?:em|them|it) forever|no (?:los|las|lo|la) (?:voy a|vaya a) necesitar|(?:will not|do not|am not going to) need (?:it|them|any of it) (?:anymore|after|where i am going))',
      '(?:wrote|written|finished|left|escribi|ya escribi|termine|deje) (?:\\w+ ){0,2}(?:letter|letters|note|notes|carta|cartas) (?:para|pa|to|for) (?:mi |my |mis )?(?:mom|mum|mama|mami|dad|papa|family|familia|hermanos|hermanas|sister|brother|parents|papas|siblings|everyone|todos)(?: (?!(?:post|posting|send|sending|mail|mailing|give|giving|hand|read|mandar|mandarla|enviar|entregar|dar|darsela)\\b)(?:\\w+|\\|)){0,24} (?:tonight|tomorrow|manana|esta noche|after my shift|antes de que (?:salga el sol|amanezca))',
      '(?:ya )?me despedi de (?:todo el mundo|to el mundo|todos|todo mundo|toda mi gente)(?: (?:\\w+|\\|)){0,8} (?:ya )?no (?:voy a estar|estare|estoy|toy|ta|sigo) (?:aqui|aca)',
      '(?:said|already said|i said) (?:my )?goodbyes? to (?:everyone|everybody|all of them|all my \\w+)(?: (?:\\w+|\\|)){0,8} (?:will not|am not going to) be (?:here|around)',
      '(?:compre|consegui|ya tengo|bought|got|found) (?:la|una|el|a|the|some) (?:cuerda|soga|rope|pistola|gun|pastillas|pills)(?: (?:\\w+|\\|)){0,8} (?:y )?(?:ya se|i know|already know|i have picked|i picked) (?:donde|cuando|where|when|the spot|a spot)',
      '(?:sitting|been sitting|out (?:here|by|at|in)|parked|alone|waiting) (?:\\w+ ){0,8}with (?:my |his |her |the |a |my \\w+s |\\w+s )?(?:gun|pistol|rifle|shotgun|rope|noose)(?: (?:\\w+|\\|)){0,10} (?:tonight|now|right now)',
      '(?:i have got|i got|i have|got my|have my) (?:my |the |all my |all the )?(?:pills|meds|tablets|pastillas) (?:all )?(?:counted|lined up|saved up|ready)(?! for (?:the|my) (?:week|trip|morning))|(?:pastillas|pastis) (?:ya )?(?:contadas|listas|juntadas)',
      // A pact: going with someone who means to die, on a day.
      'si (?:el|ella) se (?:va|mata|muere) yo me (?:voy|mato|muero) con (?:el|ella)|(?:if (?:he|she) (?:goes|does it|dies)) i am (?:going|doing it|dying) (?:with (?:him|her)|too)',
    ],
  },
  {
    id: 'intent.cut',
    kind: 'self',
    tier: 'c',
    pattern: [
      '{WILL} {ADV}cut(?= \\|| myself| tonight| again| now| deeper| my (?:arms?|wrists?|thighs?|legs?|skin))',
      '(?:razor|blade|knife|scissors|lighter) (?:is )?(?:in|on) my hand',
      '(?:have|got|holding|grabbed) (?:the|a|my) (?:razor|blade|knife|blades)(?: ready| out| in my hand| right here| next to me)',
      'knife against my (?:wrist|arm|skin|throat)',
    ],
  },
  {
    id: 'intent.might-act',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:might|may|could|going to|will|about to|scared i will|afraid i will|worried i will) (?:do something|hurt myself|do it|kill myself)(?: to myself)?(?: tonight| today| right now| now)',
      '(?:might|may|going to|will) do something (?:to myself|stupid|drastic)',
      '(?:could|might|may) (?:just )?(?:take|swallow) (?:all|every|the whole bottle)(?: of)? (?:the |my )?(?:\\w+ )?{DRUG}',
    ],
  },
  {
    id: 'intent.on-the-edge',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:standing|sitting|am|i am|climbed|climbing|stood|sat|was) (?:on|at|onto|over) (?:the )?(?:edge|ledge|railing) of (?:the |a |my |this )?(?:\\w+ )?{HIGH}',
      '(?:standing|sitting|i am) on (?:the|a) (?:ledge|railing)',
    ],
  },
  {
    id: 'intent.cannot-stay-safe',
    kind: 'self',
    tier: 'c',
    negatable: false,
    pattern: [
      '(?:can not|not) (?:promise|guarantee) (?:i will|i can|to) (?:be|stay|keep myself) safe',
      'not (?:sure|confident) (?:i can|if i can|that i can) (?:keep myself|stay|be) safe',
      '(?:do not|can not) (?:feel )?safe (?:with|around) myself',
    ],
  },
  {
    id: 'intent.not-alive-soon',
    kind: 'infer',
    tier: 'c',
    pattern: [
      '(?:will not|not going to) be (?:here|around|alive) (?:tomorrow|much longer|for long|by|next|anymore|to see)',
      '(?:will not|not going to) be (?:here|around|alive)(?= \\|)',
    ],
  },
  {
    id: 'plan.note',
    kind: 'infer',
    tier: 'c',
    pattern: [
      '(?:wrote|written|writing|write|finished|left) (?:a |my )suicide note',
      '(?:written|wrote|finished) my (?:note|letters?)(?= \\|| and| already)',
      'suicide note',
      'goodbye (?:letters?|notes?|messages?|texts?|videos?|posts?)',
      '(?:letters?|notes?|messages?|texts?|videos?) (?:\\w+ ){0,4}(?:saying|to say) goodbye',
      '(?:said|say|saying) (?:my )?goodbyes',
      '(?:wrote|written|writing|drafted|saved) (?:a |the |my )?(?:note|letter)s? (?:\\w+ ){0,8}(?:for after i am gone|to be found|for when i am gone)',
      '(?:wrote|written|writing|drafted|saved) (?:a |the |my )?(?:note|letter)s? (?:(?:\\w+|\\|) ){0,8}scheduled (?:for|to)',
    ],
  },
  {
    id: 'plan.farewell',
    kind: 'self',
    tier: 'c',
    pattern: [
      'this is (?:my )?goodbye(?! to (?:my|the|this|that|our) (?:old )?(?!family|friends|parents|mom|dad|life|world)\\w+)',
      'goodbye (?:forever|world|cruel world)',
      '(?:this is|this will be|will be) (?:my |the )?last (?:message|text|time (?:i|you|we|anyone))',
      'my last (?:message|text|words|night)',
      'last message to (?:anyone|you|everyone)',
      '(?:last time|never again) (?:you|anyone|everyone) (?:will|are going to|is going to) (?:ever )?(?:hear from|see|talk to) me',
      'by the time you (?:read|see|get) this',
      '(?:do not|does not|did not|will not) know (?:it was|that was|i was saying|i said) (?:a |my )?goodbye',
      '(?:said|saying) goodbye (?:to (?:\\w+ ){1,3})?(?:\\w+ ){0,3}(?:for the last time|for good|without (?:them|him|her) knowing)',
      '(?:rope|noose) is (?:already )?(?:tied|ready|up|set up|hanging)|tied (?:a|the) (?:rope|noose)',
    ],
  },
  {
    id: 'plan.how-and-when',
    kind: 'self',
    tier: 'c',
    pattern: [
      'know (?:exactly )?(?:how|when|where) (?:and (?:when|where|how) )?(?:i am going to|i will|to) (?:do it|end it|kill)',
      'know (?:exactly )?(?:how|when) and (?:when|where|how)(?= \\|)',
      '(?:picked|chosen|chose|set) (?:a|the) (?:date|day|time|night)(?= \\|| and)',
      '(?:picked|chosen|chose|decided on|found) (?:the|a) (?:bridge|building|spot|place|method|way|date|day|time) and (?:the|a) (?:date|day|time|place|spot|bridge|method|way)',
      '(?:decided|chose|chosen) (?:how|when) (?:i am going to|i will|to) (?:do it|die)',
      '(?:worked out|figured out|planned|planned out|sorted out|know|decided) (?:exactly )?(?:how|when|where|which) (?:\\w+ ){0,2}(?:i am going to|i will|to|i would|i am gonna) (?:do it|end it|die|go through with it|kill myself|jump)',
      '(?:know|checked|picked|chosen|found) (?:exactly )?(?:which|what) (?:bridge|building|floor|spot|train|time|day|date) (?:\\w+ ){0,3}(?:and|is|to|i am)',
      '(?:checked|know|found out) which (?:floor|level|storey|story) is (?:the )?highest',
      'my plan is (?:to )?(?:jump|overdose|hang myself|end it|take (?:all|every one|the whole bottle) (?:of )?(?:\\w+ ){0,2}{DRUG})',
    ],
  },
  {
    id: 'plan.suicide',
    kind: 'infer',
    tier: 'c',
    pattern: ['(?:planning|planned|plan|planing|planned out) (?:out )?(?:my|for my) (?:suicide|death|own death)', '(?:my )?suicide plan'],
  },
  {
    id: 'means.acquired',
    kind: 'self',
    tier: 'c',
    pattern:
      '(?:bought|got|buy|get|getting|ordered|order|saved|stole|steal|found) (?:\\w+ ){0,4}(?:{DRUG}|gun|rope|razor|blades?|knife|charcoal|noose) (?:to|so i can|so that i can|for when i|so i could) (?:kil+ myself|kms|end it|end my life|die|overdose|do it|hang myself)',
  },
  {
    id: 'plan.stockpile',
    // Whose pills: "she has the pills ready and is going to take them" is a friend's plan, told by a supporter.
    kind: 'infer',
    tier: 'c',
    pattern: [
      '(?:have|got|had|holding|collected|saved|lined up|counted out) (?:\\w+ ){0,8}{DRUG} (?:\\w+ ){0,4}(?:ready|lined up|counted|in front of me|in my hand|right here)(?= \\|| and| to| for| now)(?! for (?:the |my |a |our |this )?(?:trip|festival|flight|week|weekend|holiday|holidays|vacation|journey|camp|morning|day|school|season|summer))',
      '(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|stashing|stashed) (?:up )?(?:\\w+ ){0,3}{DRUG}',
      '{DRUG} (?:are|is) ready(?! (?:for|to be) (?:pick|collect))',
      '{DRUG} (?:\\w+ ){0,3}and i am ready',
      '(?:sitting|standing|lying|laying) on the (?:train |railway )?tracks|on the railway line',
      '{DRUG} (?:\\w+ ){0,4}(?:going to|about to|will) (?:take|swallow) (?:them|it|all of them|them all)',
      '(?:two|three|four|several|multiple|a few|\\d+) (?:packs|boxes|bottles|packets) of {DRUG}',
      '{DRUG} (?:\\w+ ){0,3}from (?:\\w+ ){0,2}(?:different|two|three|several|multiple) (?:shops|stores|pharmacies|chemists)',
      '(?:held|holding|had|counted) (?:the|my|all the|all my) {DRUG} in my hand',
      '(?:the|all (?:the|my|her|his)|these|those|(?:my|her|his) \\w+s) (?:\\w+ )?(?:pills|tablets|{DRUG_NAMED}) (?:are |is )?(?:right )?(?:in front of me|next to me|beside me|on my lap|in my hand)',
      '{DRUG} (?:\\w+ ){0,2}(?:saved|stashed|stockpiled|hoarded|hidden away)(?! (?:for|from) (?:my|the|a) (?:trip|holiday|vacation|flight))',
      'enough (?:\\w+ ){0,5}to (?:not wake up|never wake up|not wake|end it|kill myself|overdose|sleep forever|go to sleep forever)',
    ],
  },
  {
    id: 'plan.giving-away',
    kind: 'self',
    tier: 'c',
    pattern:
      '(?:gave|giving|give|given) away (?:all )?(?:my |of my )(?:\\w+ ){0,4}(?:because|since|as) (?:i|i will|i am) (?:will not|not going to|do not|would not) (?:need|be needing|be using)',
  },
  {
    // Putting affairs in order so others need not: "sorted my stuff so mum doesn't have to".
    id: 'plan.affairs-in-order',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:sorted|sorting|sort|organi[sz]ed|cleared|cleaned) (?:out )?(?:all )?(?:of )?my (?:stuff|things|affairs|room|belongings|passwords|accounts) (?:\\w+ ){0,2}so (?:my \\w+|nobody|no one|they|she|he|mum|mom|dad) (?:does not|do not|will not|would not|wont) have to',
      '(?:gave|giving|given) (?:away )?my (?:cat|dog|pet|pets|rabbit|hamster|fish) (?:away|to)',
      '(?:gave|giving|given) away (?:most of |all of |some of )?my (?:\\w+ ){0,3}(?:\\w+ )?(?:and|\\|) (?:\\w+ ){0,2}(?:will not|would not|not going to) (?:be )?(?:need|needing)',
      '(?:gave|giving|given) (?:(?:\\w+|\\|) ){1,12}(?:told|telling) (?:\\w+ ){1,2}(?:i|that i) (?:will not|would not|am not going to) (?:be )?(?:need|needing)',
      '(?:wrote|written|writing|left) (?:letters|notes|cards) (?:to|for) (?:my|everyone|each|all)',
      '(?:letters|notes) (?:to|for) (?:my \\w+ and|everyone)',
    ],
  },
  {
    // Firearms at hand are the deadliest means: taking the key or code to a gun safe is preparation.
    id: 'means.gun-access',
    kind: 'self',
    tier: 'c',
    pattern:
      '(?:took|taken|stole|stolen|grabbed|copied|swiped|snuck) (?:\\w+ ){0,3}(?:key|keys|code|combination) (?:to|for|of) (?:\\w+ ){0,2}(?:gun|guns|rifle|shotgun|firearm)s? (?:safe|cabinet|locker|case|box)',
  },
  {
    // The means in the writer's hands now: a gun in the lap, a blade at the wrist.
    id: 'means.at-hand',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:gun|pistol|rifle|shotgun|glock|revolver|knife|blade|razor|noose|rope) (?:\\w+ ){0,2}(?:in my lap|in my mouth|to my head|against my (?:head|temple|chest|throat|wrist)|around my neck|pointed at me)',
      '(?:holding|have|got) (?:my |his |her |the |a |my \\w+s )?(?:gun|pistol|rifle|shotgun|glock|revolver) (?:\\w+ ){0,2}(?:right now|rn|in my lap|in my hand|loaded)',
      '(?:i am|am|sitting|locked) (?:\\w+ ){0,2}in (?:the|my) (?:bathroom|bath|bathtub|room|car|garage) with (?:a|the|my) (?:razor|blade|knife|gun|rope|pills)(?= \\|)',
    ],
  },
  {
    id: 'means.weapon-on-self',
    kind: 'self',
    tier: 'c',
    pattern:
      '(?:use|using|turn|turning|point|pointing|put|putting) (?:it|the gun|a gun|the knife|a knife) (?:on|at|to) (?:myself|my head|me)',
  },
  {
    id: 'attempt.ingested',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:took|swallowed|taken|downed|ate|drank|have taken|just took) (?:like |about |around |over |almost |nearly )?{BULK}(?: of)? (?:\\w+ ){0,3}{DRUG}',
      '(?:swallowed|downed|took|taken) (?:the|my|all) {DRUG}(?= \\|| already| just| and| an hour| ago| tonight)',
      '(?:swallowed|took|taken|downed|ate|drank) (?:everything|all|whatever|every \\w+) (?:\\w+ ){0,2}(?:in|from) (?:the|my|our|\\w+s) (?:\\w+ )?(?:medicine|bathroom|pill|meds) (?:cabinet|cupboard|drawer|box|bag)',
    ],
  },
  {
    id: 'attempt.bleeding',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:cut|cuts|cutting) (?:too|really|so|very|way too|super) deep',
      '(?:will not|can not|does not|is not going to) stop (?:the )?bleeding',
      'blood (?:is )?everywhere',
      'bleeding (?:a lot|so much|heavily|really bad|everywhere)',
    ],
  },
  {
    id: 'attempt.carbon-monoxide',
    kind: 'self',
    tier: 'c',
    pattern: [
      '(?:engine|car) (?:is )?running in (?:the|my|a) (?:closed )?garage',
      '(?:charcoal|carbon monoxide|exhaust) (?:in|into) (?:the|my) (?:car|room|garage|tent)',
      'garage with the (?:car|engine) (?:running|on)',
    ],
  },
  // Harm to others: tier c with harmToOthers (SAFETY.md 3: 911 and the same protocol).
  {
    id: 'others.intent',
    kind: 'others',
    tier: 'c',
    hyperbole: true,
    pattern: [
      `(?:{WILL}|{WANT}|{THINK}|fantasi[sz]e about|fantasi[sz]ing about) {ADV}${HARM} {TARGET}${NOT_HARM}`,
      '(?:{WILL}|{WANT}) {ADV}(?:run|knock|mow) {TARGET} (?:over|down)',
      `(?:thought|thinking|think|worked out|planned|planning) (?:about )?exactly how (?:i would|i will|i am going to|to|i could) (?:hurt|{KILL}|stab|shoot|attack|get) (?!myself|me |yourself)[a-z]+${NOT_HARM}`,
      '(?:thought|thinking|think|worked out|planned|planning) (?:about )?(?:exactly )?(?:how|what) (?:i would|i will|i am going to|to|i could|i will do to) (?:\\w+ )?(?:hurt|{KILL}|stab|shoot|attack|do to) {TARGET}',
      '(?:{WILL}|{WANT}) {ADV}put (?:something|stuff|bleach|poison|rat poison|\\w+ pills|pills) in {TARGET} (?:\\w+ )?(?:food|drink|coffee|tea|water|dinner)',
    ],
  },
  {
    id: 'others.stalking',
    kind: 'others',
    tier: 'c',
    pattern:
      '(?:watching|tracking|following|learned|learnt|know) (?:\\w+ ){0,2}(?:her|his|their) (?:schedule|routine|movements|route home)',
  },
  {
    id: 'others.might-harm',
    kind: 'others',
    tier: 'c',
    pattern:
      '(?:might|may|scared i will|afraid i will|worried i will|think i will|think i might) {ADV}(?:hurt|stab|shoot|attack|poison|harm) {TARGET}',
  },
  {
    id: 'others.attack-place',
    kind: 'others',
    tier: 'c',
    pattern: [
      '(?:shoot|shooting|shot|bomb|bombing|blow) up (?:the |my |this |our )?(?:school|class|campus|work|office|church|mall|party|place)',
      '(?:bring|bringing|take|taking|brought) (?:a |my |the |my \\w+ )?(?:gun|guns|knife|knives|weapon|weapons|rifle|pistol|bomb) (?:to|into) (?:school|class|campus|work|the office|the party|church)',
      '(?:kill|shoot|hurt|stab) (?:every(?:one|body)|people|them all|all of them|kids|students) (?:at|in) (?:my |the )?(?:school|work|class|office|campus)',
    ],
  },
  {
    id: 'others.arson',
    kind: 'others',
    tier: 'c',
    pattern:
      '(?:{WILL}|{WANT}|{THINK}) {ADV}(?:set|setting|burn|burning) (?:down )?(?:\\w+ ){0,3}(?:house|home|car|school|apartment|place|building)(?: on fire| down)?',
  },
  {
    id: 'others.make-them-pay',
    kind: 'others',
    tier: 'c',
    pattern: ['(?:make|making) {TARGET} (?:all )?(?:pay|suffer|regret it)', '(?:make|making) them all (?:pay|suffer)'],
  },
  {
    id: 'others.want-them-dead',
    kind: 'others',
    tier: 'c',
    hyperbole: true,
    pattern: ['(?:want|wish|wanted) {TARGET} (?:all )?(?:dead|to die)', 'wish {TARGET} (?:was|were) dead'],
  },
  {
    id: 'others.weapon-and-target',
    kind: 'others',
    tier: 'c',
    pattern: [
      '(?:gun|knife|weapon|rifle|pistol)(?: \\w+){0,8} know where (?:he|she|they|my \\w+) (?:lives|sleeps|works)',
      'know where (?:he|she|they|my \\w+) (?:lives|sleeps)(?: \\w+){0,5} (?:gun|knife|weapon|hurt|kill|suffer|pay)',
      '(?:gun|knife|bat|crowbar|machete|hammer|weapon) (?:\\w+ ){0,8}{WILL} (?:\\w+ ){0,2}(?:wait|be waiting|jump|catch) (?:for )?{TARGET}',
    ],
  },
];
