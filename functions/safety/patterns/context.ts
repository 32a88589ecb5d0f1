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
  '(?:(?:it is |its )?not like i|not that i|(?<!can )not|never|no longer|no(?! one| matter)|zero|nor|neither|no way i|(?:not|never) (?:think|believe) i|nunca|jamas)(?: (?:am|is|are|going|to|want|really|actually|ever|even|seriously|planning|plan|plans|planned|' +
  'on|intend|intending|thinking|think|thought|thoughts|of|about|having|have|had|any|try|trying|tried|do|doing|anything|would|will|' +
  'be|been|feeling|feel|like|just|considering|consider|considered|wish|wishing|urge|urges|gonna|ready|at|all|so|desire|need|' +
  'able|it|way|intention|intentions|interest|the|a|mean|meant|must|should|could|actively))*$';

/** First-person words: the nearest subject before a match says whose risk it is. */
export const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'mine', 'we', 'us', 'our', 'yo', 'mi', 'mis', 'conmigo', 'nosotros']);
export const THIRD_PERSON = new Set([
  'she',
  'he',
  'they',
  'her',
  'him',
  'them',
  'his',
  'their',
  'hers',
  'theirs',
  'who',
  'friend',
  'friends',
  'bestie',
  'bff',
  'brother',
  'bro',
  'sister',
  'sis',
  'cousin',
  'mom',
  'mum',
  'dad',
  'mother',
  'father',
  'parent',
  'parents',
  'girlfriend',
  'boyfriend',
  'gf',
  'bf',
  'roommate',
  'classmate',
  'someone',
  'somebody',
  'person',
  'kid',
  'kids',
  'student',
  'students',
  'people',
  'character',
  'guy',
  'girl',
  'son',
  'daughter',
  'partner',
  'husband',
  'wife',
  'uncle',
  'aunt',
  'grandma',
  'grandpa',
  'coworker',
  'teammate',
  'neighbor',
  'neighbour',
  'child',
  'stepdad',
  'stepmom',
  'ex',
  'crush',
  'teacher',
  'everyone',
  'everybody',
  // Spanish, accents folded: "mi amiga dice que ...", "mi hermanito anda haciendo ...".
  'ella',
  'ellas',
  'ellos',
  'amiga',
  'amigo',
  'amigas',
  'amigos',
  'hermana',
  'hermano',
  'hermanita',
  'hermanito',
  'prima',
  'primo',
  'novia',
  'novio',
  'alguien',
  'companera',
  'companero',
  // A friend in Caribbean and Mexican Spanish (not the vocatives "chamo", "parce": "chamo, I'm ...").
  'pana',
  'panas',
  'carnal',
  'vecino',
  'vecina',
]);

/** News, fiction and schoolwork: someone else's death there is not a person in danger now. */
export const REPORTING =
  '(?:news|article|book|novel|movie|film|tv|show|episode|series|documentary|essay|report|presentation|history|' +
  'historical|song|lyrics|story|fiction|podcast|character|characters|poem|shakespeare|romeo|juliet|hamlet|' +
  'celebrity|famous|statistics|rate|research|play|anime|manga|game|singer|band|actor|actress|rapper|(?:in|since) (?:19|20)\\d\\d|' +
  'ap lit|lit class|english class|assignment|homework|for school|' +
  'cuento|novela|pelicula|serie|noticia|noticias|articulo|ensayo|tarea|personaje|protagonista|libro|cancion|poema)';

/**
 * Someone else as the subject of a message ("my friend is...", "she said...", "mi hermana dice..."):
 * the model's reading alone then stays at tier (a), as whose risk it reads cannot be told.
 */
export const OTHERS_SUBJECT =
  '(?:(?:my|mi|his|her|su|our) (?:best |older |little |younger |mejor )?(?:friends?|homie|bestie|sister|brother|sis|bro|cousin|roommate|roomie|bf|gf|boyfriend|girlfriend|mom|mum|dad|mother|father|teammate|classmate|amiga|amigo|hermana|hermano|prima|primo|novio|novia|mama|papa|companer[oa]|pana|carnal)|' +
  '(?:she|he|they|ella|el) (?:is|has|said|says|wants|took|keeps|told|esta|dice|dijo|quiere|tiene|se))';

/**
 * Recovery told now: a harm told with present wellbeing ("two years clean", "in recovery and eating
 * three meals", "ya estoy bien") is at most (a), the harm's past tier lowered to it.
 */
export const RECOVERY =
  '(?:in recovery|recovered|\\d+ (?:days|months|years) clean|clean (?:for|since) |(?:have not|not|did not) (?:\\w+ ){0,2}in \\d+ (?:days|months)|' +
  'doing (?:so much |a lot |way )?better (?:now|these days)|proud of myself|en recovery|en recuperacion|ya estoy (?:bien|mejor)|' +
  'life is good(?: now)?|(?:i am|am) (?:happy|doing (?:good|well|great)) (?:now|these days)|la vida (?:es buena|si cambia)|estoy bien ahora|' +
  'ya (?:llevo|tengo) (?:un|\\d+|dos|tres) (?:ano|anos|meses) (?:en recovery|sin)|ya no lo hago)';

/** When something happened: an attempt "last night" is tier c; "when I was 15" is b. */
export const RECENT =
  '(?:yesterday|last (?:night|week|weekend|month)|this (?:morning|week|weekend|afternoon|evening|month)|today|' +
  'tonight|(?:an|one|two|few|\\d+) hours? ago|minutes? ago|earlier|just now|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|' +
  '(?:a )?few days ago|days ago|recently|right now|i just)';
export const PAST =
  // Not "before prom", "once a day": a time ahead, a frequency.
  '(?:before(?! (?:prom|the (?:game|test|exam|party|dance|weigh|meet|race|match|show|concert|trip|wedding)|my (?:exam|test|shift|game|weigh|meet|race|match|flight|wedding)|tonight|tomorrow|\\w+day|school|work|practice|class|bed|regionals|districts|summer|winter|spring))|years? ago|(?:a|one|two|three|four|five|six|\\d+|a few|few|couple of) (?:years?|yrs) ago|' +
  'when i was (?:\\d+|a kid|younger|little|in|a teen)|in (?:high|middle|elementary) school|as a (?:kid|teen|teenager|child)|' +
  'a (?:long )?while (?:ago|back)|in the past|back in|once(?! (?:a|per|every|each|cada|al) )|last year|years back|at (?:age )?\\d+)';

/**
 * The pain or the sleep a medicine is for (docs/safety.md: "routine medicine and dosing"): named in
 * the chat, it makes a question of how many tablets a question of dosing, unless the chat shows
 * distress or risk in the patterns' own words or the question names death.
 */
export const AILMENT =
  '(?:headache|migraine|cramps|period pain|toothache|tooth ache|wisdom teeth|fever|sore throat|the flu|a cold|back pain|my back hurts|sprained|pulled a muscle|' +
  'jet lag|jetlag|sleep schedule|night shift|allergies|(?:doctor|dr|pediatrician|dentist|pharmacist) (?:said|says|told me|prescribed|gave me)|' +
  'dolor de (?:cabeza|muela|espalda|garganta|estomago|regla)|me duele (?:la|el|mucho la|mucho el) (?:cabeza|muela|espalda|garganta|estomago|diente)|colicos|fiebre|gripa|gripe|resfriado|' +
  '(?:el|la) (?:doctor|doctora|medico|dentista) (?:dijo|me dijo|me dio|me receto))';

/** Words of death in a question about tablets: never dosing. */
export const LETHAL =
  '(?:die|dead|death|kill|lethal|fatal|deadly|overdose|od|not wake up|never wake up|morir|matar|matarme|mortal|letal|sobredosis|no despertar)';

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
  '(?:why|what is the point) (?:do )?i (?:even )?(?:try|bother)|everyone (?:always )?leaves(?: me)?(?= \\||$)|everything i touch (?:breaks|falls apart|goes wrong)|(?:tired|sick) of (?:fighting|living|everything|being alive|trying)|(?:can not|not) go on|ruined my life|my life is (?:over|ruined|a mess|pointless)|' +
  // In Spanish, as written for Spanish (docs/safety.md, "Languages").
  'ya no (?:puedo|aguanto) (?:mas|con (?:esto|mi vida|todo))|(?:estoy|ando) (?:harta?|cansad[oa]) de (?:todo|mi vida|vivir)|(?:nadie|a nadie) (?:me quiere|le importo|me extranaria|se daria cuenta)|' +
  'no le importo a nadie|(?:me siento|soy) (?:una )?carga|me siento (?:bien |muy |tan )?(?:sola?|vaci[oa]|rota?|perdid[oa]|atrapad[oa]|inutil)(?= \\||$)|no (?:sirvo|valgo) para nada|' +
  'todo (?:me sale mal|esta mal|me duele)|(?:me dejo|me corrieron|me botaron|me echaron) (?:\\w+ ){0,3}(?:de la casa|de mi casa)?|estoy (?:re |bien |muy )?mal(?= \\||$))';

/**
 * A loss or a setback (the bridges probe): a job, a home, a place at school, money, a
 * partner, a person who died, being exposed or thrown out. Alone it is ordinary bad news (tier
 * none); before a question about heights, water, trains, medicines, weapons or other means, in
 * the same message or the chat's recent turns, it makes that question at least tier b.
 */
export const SETBACK =
  '(?:lost|losing|lose) (?:my|our|all my|all our) (?:\\w+ )?(?:job|jobs|apartment|flat|house|home|place|scholarship|spot|savings|money|licen[cs]e|visa|business|internship|contract|funding)|' +
  '(?:got|get|getting|been|was|were|am|just|i|today|finally) (?:\\w+ )?(?:fired|sacked|let go|laid off|made redundant|dumped|expelled|suspended|evicted|kicked out|kicked off|rejected|arrested|disowned|outed|cut from|dropped from|refused|deported|thrown out|excluded)|' +
  '(?:fired|sacked|dumped|expelled|evicted|rejected|disowned|kicked|threw|thrown) me|\\| (?:just )?(?:fired|sacked|dumped|expelled|evicted|suspended|rejected|disowned|kicked out|laid off|let go)(?= \\w| \\|)|(?:i|we) (?:just )?(?:failed|flunked)(?= \\|| again| it)|(?:letting|let) me go|(?:rejection|eviction|redundancy)(?: letter| notice| email)?|' +
  '(?:failed|failing|flunked|flunking) (?:my|the|every|all|another|again|out|both|\\w+ (?:exams?|tests?|course|class|classes|year|module|probation|interview|audition))|(?:failed|flunked) (?:\\w+ ){0,3}(?:exams?|tests?|course|classes|class|year|module|probation|interview|bar|driving test|finals)|' +
  '(?:broke|broken) up with me|(?:we|just|and i) broke up|cheated on me|(?:she|he|they) left me|' +
  '(?:my|our) (?:\\w+ )?(?:mum|mom|mam|dad|father|mother|nan|nana|gran|grandma|grandpa|grandad|granddad|grandmother|grandfather|brother|sister|friend|bestie|dog|cat|uncle|aunt|auntie|cousin|wife|husband|partner|boyfriend|girlfriend|bf|gf|baby|son|daughter|teacher|coach) (?:\\w+ ){0,2}(?:died|passed away|passed|did not make it|is gone|was killed|killed (?:himself|herself|themselves))|' +
  '(?:in|so much|drowning in|buried in) debt|\\d+k in debt|(?:owe|owes) (?:\\w+ ){0,4}money|bankrupt|(?:loans?|debts?|mortgage) (?:\\w+ ){0,2}(?:in default|defaulted)|went under|garnish\\w*|repossess\\w*|' +
  '(?:posted|leaked|shared|spread|sent round) (?:\\w+ ){0,3}(?:screenshots|video|videos|pics|pictures|photos|nudes|messages|chats)|everyone (?:saw|knows|is laughing)|laughing at me|' +
  '(?:caught|busted) (?:me )?(?:cheating|shoplifting|stealing|lying|vaping|smoking|drinking|with)|kicked me out|threw me out|(?:banned|kicked out) (?:from|of) (?:my|the) (?:\\w+ )?(?:house|home|flat)|' +
  '(?:visa|application|appeal|loan) (?:\\w+ )?(?:got |was |has been )?(?:refused|denied|rejected)|(?:the )?worst day|lost (?:everything|it all|all my savings)|(?:parents|mum|mom|dad) (?:\\w+ )?found out';

/**
 * Innocent alone, a warning sign after distress (SAFETY.md 1: the indirect ask): heights
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
      // Heights told as a threshold or as a drop: "bridges over 30 metres", "highest above the water".
      '{HIGH} (?:\\w+ ){0,4}(?:are|is) (?:the )?(?:highest|tallest|deepest|biggest)(?= \\|)',
      '{HIGH} (?:\\w+ ){0,4}(?:over|above|higher than|taller than|more than) (?:\\d+|twenty|thirty|forty|fifty|sixty|a hundred) ?(?:m|meters|metres|feet|ft|stories|storeys|floors)',
      '(?:highest|high|far up|how high|how far) (?:\\w+ ){0,3}above the (?:\\w+ )?(?:water|river|ground|street|road|rocks|sea|tracks|\\w+)(?= \\|)',
      '(?:drop|fall) (?:from|off) (?:the )?(?:\\w+ ){0,3}(?:to|into|onto) the (?:water|rocks|ground|street|river|sea|road)',
      '(?:biggest|highest|longest|steepest|sheerest|tallest) (?:\\w+ ){0,2}(?:drop|fall)s?(?! in)',
      // Getting up there, and what stops you: "rooftops you can get onto without a keycard".
      '{HIGH} (?:\\w+ ){0,7}(?:get (?:on|onto|up|to|over|into)|climb (?:onto|over|up)|access|without (?:a )?(?:doorman|keycard|key card|security|pass|code)|open (?:air|top)|lowest (?:railings?|fences?|barriers?|walls?)|no (?:fence|fences|railings?|barriers?|nets?))',
      '(?:lowest|low|no|without) (?:\\w+ )?(?:railings?|barriers?|fences?|nets?)(?: \\w+){0,3} (?:on )?(?:the )?{HIGH}',
      'fenced off|get over (?:it|the (?:fence|railing|barrier|wall))|(?:still )?(?:have |has )?(?:people |guards |staff )?patrol(?:s|ling|led)? (?:it|them|the)',
      '(?:open )?top (?:floor|deck|level) (?:\\w+ ){0,3}(?:open|no roof|no fence|roof)|highest point (?:\\w+ ){0,6}(?:walk|get|climb)(?: up)?',
      // Cold and deep water: "how cold is the Hudson in January", "how long can a person last in it".
      '(?:how cold|how deep|how fast|how strong) (?:is|are) (?:the )?(?:\\w+ ){0,3}(?:lake|river|sea|ocean|water|harbou?r|current|reservoir|canal|quarry|bay)',
      '(?:deepest|coldest) (?:part|point|spot|bit) of|(?:deepest|coldest) (?:\\w+ ){0,2}(?:lake|river|reservoir|quarry|canal|water)',
      'how long (?:can|could|does|would|will) (?:a person|a human|you|someone|somebody|people|i) (?:\\w+ ){0,3}(?:survive|last|stay|live) (?:\\w+ ){0,3}(?:in|under) (?:\\w+ ){0,3}(?:water|river|lake|sea|ocean|cold|it)',
      'how long (?:can|could) (?:\\w+ ){0,3}stay underwater|(?:before you|until you) pass out|is the water (?:\\w+ ){0,6}deep',
    ],
  },
  {
    // Fast trains and where they pass: "which trains don't stop at my station".
    id: 'ambiguous.trains',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:trains?|express|freight|intercity) (?:\\w+ ){0,6}(?:do not stop|does not stop|without stopping|not stopping|pass(?:es)? through|go(?:es)? (?:past|through)|run express|come through|fastest)',
      '(?:stations?|platforms?|lines?) (?:\\w+ ){0,4}(?:no|without|do not have|does not have|not have|have no|lack) (?:\\w+ ){0,2}(?:platform |screen |safety )?(?:doors|barriers|gates|fences)',
      '(?:next|last|first) (?:\\w+ )?(?:express|freight|fast|non stop) trains?|(?:platform|screen) doors|(?:how fast|what speed) (?:do|does) (?:the )?trains? (?:go|come|pass)',
    ],
  },
  {
    id: 'ambiguous.weapon',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:buy|get|find|borrow|order|steal|take) (?:a |an |some |the |my \\w+ )?(?:\\w+ )?(?:gun|guns|firearm|pistol|rifle|handgun|shotgun|ammo|bullets|rope|razor|razors|razor blades|blades?|knife|knives)',
      'load (?:a |an |the |my |his |her |their )?(?:\\w+ )?(?:gun|rifle|shotgun|pistol|handgun|revolver|firearm)|(?:key|code|combination) (?:to|for|of) (?:a |the |his |her |my |our )?(?:\\w+ )?(?:gun safe|gun cabinet|safe|gun locker)|(?:open|into|unlock|break into) (?:a |the |his |her |my |our )?(?:\\w+ )?(?:gun safe|gun cabinet|gun locker)',
      '(?:bought|got|have|own|found|keeps?|has) (?:a |an |some |the |my \\w+ )?(?:(?:box|pack|packet) of )?(?:gun|firearm|pistol|rifle|handgun|shotgun|rope|razor blades|blades)',
      '{THINK} (?:about )?using (?:it|them|the gun|his gun|her gun|the pills|the rope)',
      '(?:sell|sells|selling|buy|get) (?:\\w+ ){0,2}(?:guns?|knives|knife|rope|razors?|blades?|{DRUG}) (?:\\w+ ){0,2}without (?:asking for |checking |a |an )?(?:id|license|licence|prescription|background check|questions)',
      '(?:sharpest|sharpest kind of|deadliest) (?:\\w+ ){0,2}(?:razor|blade|knife|knives|razors|blades)',
    ],
  },
  {
    id: 'ambiguous.rope',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      'how (?:strong|thick|long) (?:is|are) (?:a |the )?(?:rope|ropes|cord|belt)|(?:rope|cord|belt|ropes) (?:\\w+ ){0,3}(?:holds?|strong enough|my weight|most weight|weight of a person)|(?:what|which) (?:kind of |type of )?(?:rope|cord|knot)',
      '(?:strongest|strong|best) (?:\\w+ )?(?:knot|rope|cord)|(?:knot|rope|cord) (?:\\w+ ){0,4}(?:strongest|hanging|to hang)|hang(?:ing)? (?:\\w+ ){0,3}from (?:a |the )?(?:beam|rafter|banister|tree|door|ceiling)',
    ],
  },
  {
    // Gases and chemicals: "does running a car in a closed garage actually work".
    id: 'ambiguous.gas',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:exhaust|fumes|carbon monoxide) (?:\\w+ ){0,5}(?:fill|work|works|in (?:a|the) (?:car|garage|room)|windows up)|(?:car|engine) (?:\\w+ ){0,3}(?:running|on) in (?:a |the )?(?:closed |shut |locked )?garage|running (?:a|the) car in',
      '(?:chemicals|products|cleaners|bleach|ammonia) (?:\\w+ ){0,6}(?:toxic|poisonous|deadly|dangerous) (?:gas|fumes|if (?:you )?mix)|(?:make|makes|making) (?:a )?(?:toxic|poisonous|deadly) (?:gas|fumes)|(?:mix|mixing) (?:\\w+ ){0,3}(?:chemicals|bleach|ammonia) (?:\\w+ ){0,5}(?:small|closed|locked) room',
      '(?:buy|get|order) (?:\\w+ ){0,2}(?:helium|nitrogen|argon|charcoal) (?:\\w+ ){0,2}(?:in bulk|tanks?|canisters?|cylinders?)|(?:helium|nitrogen) (?:tanks?|canisters?|cylinders?) (?:\\w+ ){0,3}(?:buy|sale|order)',
    ],
  },
  {
    id: 'ambiguous.strong-medicine',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:strongest|most powerful|strong|heaviest) (?:painkillers?|pain killers|sleeping pills?|medication|meds|drugs|pills|sedatives?|opioids?)',
      '(?:have|got|bought|collected|stocked) (?:a lot of|lots of|so many|enough|a bunch of|a whole bottle of|all (?:of )?my) {DRUG}',
      'how many {DRUG}',
      'how many (?:would|will) (?:be enough|do it)(?= \\|)|cuantas (?:serian|son) suficientes(?= \\|)',
      '{DRUG} (?:are|is) (?:right )?(?:here|there) (?:in|on) (?:the|my) (?:cabinet|drawer|nightstand|counter|bathroom)',
      '{DRUG} (?:are|is) (?:the )?(?:strongest|most powerful)|which {DRUG} (?:are|is|would)',
      '(?:strongest|most powerful|strongest thing|heaviest) (?:\\w+ ){0,4}(?:in|from) (?:my|the|our) (?:\\w+ ){0,2}(?:medicine cabinet|medicine cupboard|cabinet|cupboard|bathroom)|(?:medicine cabinet|medicine cupboard) (?:\\w+ ){0,4}strongest',
      'how much (?:of )?(?:\\w+ ){0,3}{DRUG} (?:\\w+ ){0,3}(?:knock|put) (?:\\w+ ){0,2}(?:out|to sleep)|(?:is|be) an overdose',
    ],
  },
  {
    id: 'ambiguous.high-place',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:i am|am|standing|sitting) (?:on|at|by|near) (?:the )?(?:roof|rooftop|top of|edge|ledge|train tracks|tracks|railway|bridge|cliff|balcony|platform|overpass)',
      '{HIGH} (?:\\w+ ){0,3}(?:open|walk on|go up|get up|get on|access)(?: \\w+){0,3} (?:at night|after dark|after hours|alone)|(?:can|could) (?:people|anyone|you|i) (?:\\w+ ){0,2}(?:go|get|walk) (?:up|on) (?:there|it|the {HIGH})',
      '(?:walk|walking|go|going|been going|went) (?:\\w+ ){0,3}(?:to|on|onto) (?:the |a )?(?:\\w+ ){0,2}(?:bridge|railway|tracks|overpass) (?:\\w+ ){0,2}(?:at night|to look|and look|just to look|alone)',
      'my plan is (?:to )?(?:go|walk|drive|head|get) (?:\\w+ ){0,3}(?:{HIGH}|river|lake|sea|tracks|railway)',
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
      '(?:make sure|tell) (?:\\w+ ){0,3}(?:knows?|know that) (?:i am|that i am|i was) sorry',
      '(?:write|make|writing|making) (?:a |my )?(?:will|last will)(?! power)',
      '(?:want|wanted) everyone to know (?:that )?it (?:was not|is not|wasnt|isnt) (?:their|your|anyones|his|her) fault|(?:que sepan|sepan) que no (?:fue|es) culpa de (?:nadie|ustedes)',
      '(?:remember|miss|forget) (?:you|me|someone|people) (?:\\w+ ){0,2}(?:after|when) (?:you are|i am|they are|someone is) (?:gone|dead)',
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
      '(?:been )?giving (?:all )?my (?:stuff|things|belongings|possessions|clothes) (?:away|to)|regalando (?:todas )?mis cosas',
      '(?:drive|walk|go|head|hike) (?:out )?(?:to|into) (?:the )?(?:woods|forest|middle of nowhere|mountains|moors)',
    ],
  },
  {
    // A gun at home, and (below) the way to it: together, access to means.
    id: 'ambiguous.gun-at-home',
    kind: 'ambiguous',
    tier: 'none',
    pattern: ['(?:dads?|moms?|my|his|her|the|uncles?|grandpas?) gun (?:is|was) (?:in|under|on)'],
  },
  {
    id: 'ambiguous.way-to-the-gun',
    kind: 'ambiguous',
    tier: 'none',
    pattern: ['(?:know|found|found out|figured out) where (?:the |his |her |my dads )?(?:key|code|combination|combo) (?:is|to)'],
  },
  {
    // Not needing one's things after a day: beside giving them away, two signs of preparation.
    id: 'ambiguous.wont-need-it',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:will not|would not|not going to) (?:be )?(?:need|needing) (?:them|it|those|these|any of (?:it|this|them|my stuff))(?= \\|| anymore| where| now| after (?:\\w+day|tonight|tomorrow|this))',
    ],
  },
  {
    // A time and "do it", the letters written, the place chosen: preparation beside another sign.
    id: 'ambiguous.when-and-where',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      '(?:i am going to|i will|i am gonna|going to) do it(?= \\|| tonight| tomorrow| on| this| after| when| while| at)',
      '(?:wrote|written|finished|left) (?:the|my|some|a few|all the) (?:letters|notes)(?= \\|| and| for| to| in)',
      '(?:is|will be) the (?:spot|place)(?= \\|)|(?:picked|found|chose|chosen) (?:the|a|my) (?:spot|place)(?= \\|)',
      '(?:the )?(?:keys|key) (?:are|is) (?:on|in) the (?:hook|drawer|counter|table)',
      'ya lo decidi|lo tengo decidido|ya (?:esta|lo tengo) decidido|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) es el dia|(?:ya )?me voy(?= \\|)',
      'cuando tenga (?:suficientes|las suficientes|todas)(?: \\w+)? lo hago|(?:esta vez )?no me echo (?:para|pa) atras',
      '(?:a que hora|cuando) (?:cierran|abren) (?:la|el) (?:azotea|techo|puente|terraza)',
      // Means out of their place, things given away to keep, a time when nobody is awake.
      '(?:got|took|grabbed|pulled|sacaste|saque) (?:out )?(?:my |his |the |my \\w+s |la |el )?(?:gun|pistol|rifle|shotgun|glock|pistola|arma) (?:out of|out|from|del|de la) (?:the |his |my |el |la )?(?:safe|closet|truck|car|drawer|case|carro|caja)',
      '(?:sitting|out|here|parked|waiting) (?:\\w+ ){0,6}with (?:my |his |a |the |my \\w+s )?(?:gun|pistol|rifle|shotgun)',
      '(?:tonight )?(?:after|when) (?:everybody|everyone|they|my parents|my family) (?:is |are |go to |goes to |falls? |fall )?(?:sleep|asleep|in bed)',
      '(?:keep|cuida|cuidara|cuidaras) (?:it|them|em|los|las|lo|la) (?:forever|para siempre)|(?:told|dije|le dije) (?:\\w+ ){0,2}(?:to )?keep (?:it|them|em) forever',
      '(?:gave|regale|le regale|les regale) (?:\\w+ ){0,3}(?:all my \\w+|mi \\w+ y mis \\w+|mis \\w+) (?:to|a) (?:my|mi) \\w+',
      'no (?:los|las|lo|la) voy a necesitar|ya no (?:los|las|lo|la) (?:voy a )?necesit',
      '(?:left|leaving|deje) (?:\\w+ ){1,8}(?:with a note|con una (?:nota|carta))',
      '(?:compre|consegui|tengo|saque|tengo lista) (?:la|una|el|un) (?:cuerda|soga|pistola|arma|navaja)|ya se (?:donde|como)(?= \\||$)',
      '(?:que tipo de|cual) (?:cuerda|soga|nudo) (?:\\w+ ){0,3}(?:aguanta|resiste)|(?:a )?que hora pasa (?:el )?(?:ultimo )?(?:tren|metro)|la pistola (?:que tiene|de) mi (?:papa|tio|abuelo|apa)',
      '(?:bought|spent (?:\\w+ ){0,3}on|picked up) (?:\\w+ ){0,3}{DRUG}(?: and {DRUG})?(?= \\|| at| from)|(?:not for|no es para) (?:a challenge|un reto)(?= \\|)',
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
  '(?:you are|you) (?:not )?(?:real|human|a (?:real )?person|a bot|an ai) (?:right|are you|or not|or what|or a bot|or an ai)|' +
  // Asking the coach to be, or stand in for, a therapist is asking what it is (SAFETY.md 8, 9).
  '(?:can|could|will|would) you (?:be|act as|pretend to be|replace) (?:my |a |an )?(?:therapist|counsell?or|psychologist|psychiatrist|doctor)|' +
  'use you (?:instead of|as) (?:my |a |an )?(?:seeing |going to )?(?:a |my )?(?:therapist|counsell?or|psychologist|therapy)|' +
  '(?:promise|swear|tell me|prove) (?:me )?(?:that )?(?:you are|you) (?:not a (?:bot|robot|machine|ai)|(?:a )?(?:real|human))';
