/**
 * Words the crisis patterns share, by name: a pattern writes `{WANT} {ADV}die` instead of
 * repeating the alternatives. Text is normalised first (normalise.ts): lower case, no apostrophes,
 * "i am", "do not", "going to" and "want to" spelled out, single spaces, " | " between clauses.
 * No entry may contain "|" outside a group or "." (a pattern must never cross a clause boundary).
 */
export const VOCABULARY: Record<string, string> = {
  /** Softeners and intensifiers that sit between a verb and its object: "want to just die". */
  ADV:
    '(?:(?:just|really|honestly|lowkey|low key|kinda|kind of|sort of|sorta|so|literally|actually|sometimes|still|' +
    'seriously|truly|often|always|even|genuinely|totally|tbh|legit|simply|already|probably|definitely|fr|deadass|' +
    'also|finally|secretly|constantly|quietly|badly|desperately) )*',
  /** A wish, said any way; "too" for "to" is the commonest slip when typing fast. */
  WANT: '{WISHING} (?:to|too)',
  WISHING: '(?:want|wants|wanted|wanting|would like|wish|wishes|wished|need|needs|long|longing)',
  /** Thinking about, imagining, being drawn to or looking something up. */
  THINK:
    '(?:(?:think|thinks|thinking|thought|thoughts|considering|considered|consider|fantasi[sz]e|fantasi[sz]ing|' +
    'fantasies|dream|dreaming|dreamt|imagine|imagining|picture|picturing|obsessing|obsessed|research|researching|' +
    'researched|google|googling|googled|looked up|looking up|look up|searching|searched)(?: about| of| up)?|' +
    'urges? to|tempted to|feel like|felt like|feeling like|feels like)',
  /** Intent, a decision or a plan: "going to", "will" (from "i'll"), "decided to". */
  WILL: '(?:going to|will|about to|planning to|plan to|planned to|decided to|ready to|intend to|intending to|' + 'fixing to|gotta|got to)',
  /** "kill" as typed in a hurry ("kil", "killl" collapses to "kil"). */
  KILL: 'kil+',
  /** Medicines and drugs people overdose on; plural and singular. */
  DRUG: '(?:{DRUG_NAMED}|{DRUG_GENERIC})',
  /** A medicine said without naming one. */
  DRUG_GENERIC: '(?:pills?|tablets?|meds|medications?|medicine|drugs|prescriptions?)',
  /** A medicine by its name, brand or class (a reply naming one in a flagged chat is replaced). */
  DRUG_NAMED:
    '(?:sleeping pills?|sleeping (?:tablets?|aids?)|antidepressants?|painkillers?|pain killers|' +
    'tylenol|paracetamol|acetaminophen|advil|ibuprofen|aspirin|aleve|sertraline|zoloft|prozac|fluoxetine|lexapro|' +
    'escitalopram|citalopram|xanax|adderall|insulin|benadryl|melatonin|oxy|oxycodone|oxycontin|fentanyl|heroin|' +
    'opioids?|lithium|seroquel|quetiapine|wellbutrin|trazodone|klonopin|valium|percocet|vicodin|codeine|ambien|' +
    'nyquil|sedatives?|benzos?|benzodiazepines?|diazepam|temazepam|lorazepam|ativan|clonazepam|zolpidem|zopiclone|' +
    'digoxin|diphenhydramine|doxylamine|amitriptyline|tricyclics?|tramadol|morphine|methadone|propranolol|beta blockers?|' +
    'antihistamines?|barbiturates?|antipsychotics?|(?:heart|diabetes|blood pressure|thyroid) (?:medication|medicine|pills|tablets))',
  /** Being alive, said any way: "i do not want to {LIVE}". */
  LIVE: '(?:live|be alive|exist|be here|wake up|go on|keep going|keep living|be around|continue living)',
  /** After "live": a place or a way of living ("live with my parents") rather than life itself. */
  NOT_LIFE:
    '(?! (?:in|with|at|near|on|there|here|together|by|close|somewhere|abroad|alone|for|early|so|before|until|the|a|this|that|to|without)\\b)',
  /** Gone or dead, said of oneself: "if i {GONE}". */
  GONE:
    '(?:was not|were not|was gone|were gone|was dead|were dead|died|disappeared|did not exist|was never born|' +
    'had never been born|never existed|was not here|was not around|were not around|left forever|killed myself|did not wake up)',
  /** How many pills someone took: "a bunch of", "all my", "30". */
  BULK:
    '(?:a bunch of|all(?: of)?(?: my| the)?|a lot of|lots of|loads of|a load of|load of|a handful of|handful of|too many|' +
    'the whole (?:bottle|pack|box|packet)(?: of)?|a whole (?:bottle|pack|box|packet) of|every|the rest of|so many|' +
    '\\d{2,}|twenty|thirty|forty|fifty|a hundred)',
  /** How a way of dying is described when asked about. */
  EASY:
    '(?:painless|painlessly|quickest|quick|fastest|fast|easiest|easy|best|surest|most effective|peaceful|' +
    'least painful|simplest|cleanest|effective|reliable|sure|certain)',
  /** "near me": a place the user can reach. */
  NEAR_ME:
    '(?:near me|nearby|around here|close to me|close by|near my (?:house|place|home|school)|' +
    'in my (?:area|town|neighbou?rhood)|i can (?:get to|reach|walk to|access)|within walking distance)',
  /** Things people say they overdose on that nobody overdoses on. */
  TREATS:
    '(?:coffee|caffeine|sugar|candy|sweets|chocolate|cake|cookies|pizza|junk food|energy drinks?|netflix|tv|tiktok|' +
    'youtube|social media|anime|memes|music|love|drama|cuteness|sleep|work|homework|studying|vibes|content|carbs|snacks)',
  /** High places people jump from. */
  HIGH:
    '(?:bridges?|buildings?|roofs?|rooftops?|cliffs?|towers?|balcony|balconies|parking garages?|garage|' +
    'overpass(?:es)?|skyscrapers?|ledges?|top floor|window|(?:multi storey )?car parks?|multi storeys?)',
  /** Video games by name. */
  GAME_TITLE:
    '(?:cod|call of duty|fortnite|valorant|apex|warzone|halo|overwatch|cs ?go|counter strike|gta|pubg|minecraft|roblox|rust|hardcore|' +
    'elden ring|dark souls|league of legends|rainbow six|r6|destiny|battlefield|rocket league)',
  /** Video games and their talk: there, shooting and killing hurt no one. */
  GAME: '(?:{GAME_TITLE}|spawn|respawn|spawn campers?|camps?|camping|camper|lobby|noobs?|npcs?|ranked|killstreak|kill streak|headshots?|in game)',
  /** Where someone could step in front of traffic. */
  TRAFFIC: '(?:train|trains|tram|bus|truck|lorry|car|cars|traffic|subway|metro|tube)',
  /** Who a threat can be aimed at: a pronoun, a relation or a group. */
  TARGET:
    '(?:him|her|them|everyone|everybody|people|someone|somebody|' +
    '(?:my|his|her|the|that|this|those|these|our) (?:\\w+ )?(?:dad|father|mom|mother|mum|stepdad|stepmom|' +
    'stepfather|stepmother|brother|sister|ex|flatmate|housemate|boyfriend|girlfriend|bf|gf|boss|teacher|roommate|neighbou?r|' +
    'coworker|classmate|family|parents|husband|wife|partner|friend|bully|bullies|cousin|uncle|aunt|grandma|' +
    'grandpa|kids?|guy|girl|people|students?|manager|coach|son|daughter|baby)s?|' +
    '(?:the )?(?:kids|people|everyone|students|guys|girls) (?:at|in|from|who) (?:my |the )?\\w+)',
};
