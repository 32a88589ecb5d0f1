import type { Rule } from '../rules';

/**
 * Figures of speech, reports and histories. Each is blanked out of the message before the risk
 * rules run, so "I'm killing myself over this project" never reaches the "kill myself" rule; the
 * tier is what the phrase itself means (mostly none). Only phrases that would otherwise trip a
 * risk rule need to be here.
 */
export const MASKS: readonly Rule[] = [
  // Working hard, not self-harm.
  {
    id: 'idiom.killing-myself-over',
    kind: 'mask',
    tier: 'none',
    pattern: 'kil+ing myself (?:over|for|trying|to (?:finish|get|make|pass)|studying|working|at (?:work|the gym)|on this)',
  },
  // Winning a game: "I'm going to beat him at chess", "destroy them in the final".
  {
    id: 'idiom.beat-at',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:beat|beating|destroy|destroying|kil+|kil+ing|smash|smashing|crush|crushing|murder|murdering) (?:him|her|them|you|everyone|\\w+) (?:at|in) (?:chess|cards|poker|pool|tennis|fifa|mario kart|(?:the|a|this|our|their) (?:\\w+ )?(?:game|match|race|final|finals|tournament|quiz|debate))',
  },
  // News of a dangerous challenge that killed someone: a report, not the writer's plan.
  {
    id: 'idiom.challenge-in-the-news',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:news|noticias|article|articulo|report|reportaje)(?: (?:says|said|reported|dice|dijo|que))?(?: \\w+){0,4} (?:\\w+ )?(?:challenge|reto)(?: \\w+){0,4} (?:killed|kills|mato|murio)',
      '(?:died|dies|killed|murio|murieron|se murio) (?:\\w+ ){0,2}(?:from|by|doing|of|por|haciendo|con) (?:the |that |el |ese |la )?(?:\\w+ ){0,3}(?:challenge|reto)',
    ],
  },
  // A sibling or a roommate "killed" over eaten leftovers or borrowed clothes: anger said big.
  {
    id: 'idiom.kill-over-a-trifle',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:kil+|murder|matar|mato) (?:a )?(?:my|mi) (?:little |big |older |younger )?(?:brother|sister|bro|sis|roommate|cousin|hermano|hermana|hermanito|hermanita|primo|prima|roomie)(?= (?:\\w+ |\\| ){0,5}(?:ate|eats|took|takes|used|uses|wore|wears|stole|borrowed|finished|drank|broke|se comio|se acabo|se puso|se llevo|se tomo|agarro|uso|rompio) (?:\\w+ )?(?:my|mis|mi|the last|el ultimo|la ultima))',
      // The trifle told first: "she stole my jumper again ... I'm going to murder her".
      '(?<=(?:ate|stole|took|wore|used|borrowed|finished|broke|ruined|se comio|se puso|se llevo|agarro|uso|rompio) (?:my|mis|mi) (?:(?:\\w+|\\|) ){1,22})(?:kil+|murder|matar) (?:her|him|them|la|lo)(?= \\||$)',
    ],
  },
  { id: 'idiom.killing-me', kind: 'mask', tier: 'none', pattern: '(?:is|are|was|were|be|it is|you are) (?:\\w+ )?killing me' },
  { id: 'idiom.kill-for', kind: 'mask', tier: 'none', pattern: '(?:could|would) (?:literally |totally )?kil+ for' },
  {
    id: 'idiom.kill-me-now',
    kind: 'mask',
    tier: 'none',
    pattern: '(?:just |somebody |someone )?(?:kil+|shoot) me (?:now|already)',
  },
  // "die of embarrassment", "dying to see", "to die for", "rather die than": strong feeling.
  {
    id: 'idiom.die-of',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:die|died|dying|dead) (?:of|from) (?:laughter|laughing|embarrassment|shame|boredom|cringe|cuteness|the heat|heat|hunger|thirst|excitement|jealousy|a broken heart|curiosity)',
  },
  { id: 'idiom.dying-to', kind: 'mask', tier: 'none', pattern: 'dying (?:to|for) (?!die\\b)\\w+' },
  {
    id: 'idiom.to-die-for',
    kind: 'mask',
    tier: 'none',
    pattern: ['(?:to|would|could|i would|literally) die for (?:a|an|some|this|that|the|it)\\b', 'to die for'],
  },
  { id: 'idiom.rather-die-than', kind: 'mask', tier: 'none', pattern: '(?:would )?rather die than' },
  {
    id: 'idiom.could-die',
    kind: 'mask',
    tier: 'none',
    pattern: '(?:could|almost|nearly) (?:just )?died?(?= \\|| laughing| when| lol)',
  },
  {
    id: 'idiom.i-am-dead',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:i am|am) (?:literally |actually |so |lowkey |basically )?(?:dying(?= \\|| lol| lmao| rn| right now| of| from| laughing| over| at| inside of)|dead(?! inside))',
  },
  {
    id: 'idiom.fear-of-dying',
    kind: 'mask',
    tier: 'none',
    pattern: '(?:scared|afraid|terrified|frightened|worried|anxious|fear) (?:of|about) (?:dying|death|being dead)',
  },
  { id: 'idiom.hide-and-seek', kind: 'mask', tier: 'none', pattern: 'hide (?:and|n|&) (?:go )?seek' },
  {
    // Waking up in the morning, not someone who will not wake (patterns/emergency.ts).
    id: 'idiom.waking-up',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?<!not |never |wont |will not )(?:after|when|before|since) (?:i |you |we )?(?:waking|wake|woke) up|wak(?:e|ing) up (?:early|earlier|at \\d|on time|in the morning)',
  },
  {
    // "I'll kill my sister if she takes my charger": a threat over a trifle is a figure of speech.
    id: 'idiom.kill-if-trifle',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:{KILL}|murder|strangle|end) (?:my |her |him |them )?(?:\\w+ )?(?:if|when) (?:she|he|they|anyone|somebody|you) (?:\\w+ ){0,3}(?:takes|touches|eats|uses|steals|drinks|borrows|wears|finishes|spoils)',
  },
  {
    id: 'idiom.going-to-die-if',
    kind: 'mask',
    tier: 'none',
    pattern: 'going to die (?:if|when|of|from|laughing|before|after)(?! i do it| i take)',
  },
  {
    id: 'idiom.dead-adjective',
    kind: 'mask',
    tier: 'none',
    pattern: 'dead (?:tired|serious|last|end|battery|phone|quiet|silent|center|on|set|wrong|right|man if|meat)|deadline',
  },
  {
    id: 'idiom.died-in-game',
    kind: 'mask',
    tier: 'none',
    pattern:
      'died (?:in|on) (?:the )?(?:last |first |final |next )?(?:round|game|match|level|boss|raid|fortnite|minecraft|valorant|roblox|\\w+ (?:round|level|match))',
  },
  {
    // "ima shoot the next guy who camps our spawn in cod", "I died 40 times to that boss in elden ring".
    id: 'idiom.game-violence',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:shoot|shooting|shot|kill|killing|killed|snipe|sniping|stab|stabbing|murder|murdering|destroy|destroying) (?:\\w+ ){0,8}{GAME}',
      '(?:died|dying|die) (?:\\w+ ){0,8}(?:in|on|playing|en|al) (?:el |la |mi )?(?:mismo )?(?:{GAME_TITLE}|boss|jefe|nivel|raid)',
      '{GAME_TITLE} (?:\\w+ ){0,6}(?:dying|die|died)|(?:if|when) i die (?:the|my) (?:world|save|run|character) (?:gets|is) (?:deleted|gone|reset)',
      '(?:died|die|dying) (?:like |about |over |literally )?(?:\\d+|so many|a million|a hundred|twenty|thirty|forty|fifty) times',
    ],
  },
  {
    // A cut while shaving or cooking is first aid, not self-harm.
    id: 'idiom.accident-cut',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:shaving|shaved|chopping|slicing|cooking|while cooking|dull razor) (?:\\w+ ){0,6}cut myself(?: (?:\\w+ |\\| ){0,3}(?:bleeding|blood) (?:everywhere|a lot|so much))?',
      'cut myself (?:\\w+ ){0,3}(?:shaving|cooking|chopping|slicing|on (?:a|the) (?:can|glass|paper|knife|mandoline))',
    ],
  },
  {
    id: 'idiom.to-death',
    kind: 'mask',
    tier: 'none',
    pattern: '(?:scared|bored|worried|tickled|freezing|stressed|loved?) to death',
  },
  {
    id: 'idiom.sleep-forever',
    kind: 'mask',
    tier: 'none',
    pattern: ['(?:could|can) sleep forever', 'sleep for (?:like )?(?:a|an|one|two|three|\\w+) (?:week|day|year|month|hour)s?'],
  },
  {
    id: 'idiom.disappear-for',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:disappear|stop existing|not exist|vanish) (?:for (?:a|an|the|like|one|two|few|\\w+ (?:days?|weeks?|hours?))|into (?:a|my|the)|to (?:a|the)|from social media|off (?:the )?(?:grid|internet|socials))',
  },
  {
    id: 'idiom.drowning-in',
    kind: 'mask',
    tier: 'none',
    pattern: 'drown(?:ing|ed)? in (?:\\w+ )?(?:homework|work|assignments|debt|paperwork|emails|tasks|stress|deadlines|essays)',
  },
  {
    id: 'idiom.hang',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:hang|hanging|hung) (?:in there|out|by a thread|up|on|with|around|posters|pictures|my (?:posters|pictures|clothes|coat|jacket|head))',
  },
  {
    id: 'idiom.jump',
    kind: 'mask',
    tier: 'none',
    pattern:
      'jump(?:ing|ed)? (?:on (?:a|the)|in the shower|into (?:the pool|a pool|the conversation|it)|at the chance|the gun|to conclusions|rope|off the high dive|off the diving board|for joy)',
  },
  {
    id: 'idiom.cut',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:cut|cuts|cutting) (?:class|school|ties|out|back|down|my hair|my bangs|carbs|sugar|corners|it close|me some slack|them off|him off|her off|in line|the cord|the line|loose|my nails|my finger|the grass|the cake|costs)',
  },
  {
    id: 'idiom.shoot',
    kind: 'mask',
    tier: 'none',
    pattern: [
      'shoot (?:my shot|me a (?:text|message|dm|email|line)|for the|hoops|a (?:video|film|photo)|the breeze)',
      'photo ?shoots?',
      'shoot myself in the foot',
    ],
  },
  // Only things nobody overdoses on: an unknown object ("overdose on saturday") still counts.
  { id: 'idiom.overdose-on', kind: 'mask', tier: 'none', pattern: 'overdos(?:e|ed|es|ing) on (?:\\w+ ){0,2}{TREATS}' },
  {
    id: 'idiom.suicide-drill',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:run|running|ran|do|did|doing|called them) suicides',
      'suicide (?:drills?|sprints?|runs?|squad|mission|doors?)',
      '(?:social|career|academic) suicide',
    ],
  },
  {
    id: 'idiom.end-it-with',
    kind: 'mask',
    tier: 'none',
    pattern: 'end (?:it|things) (?:with|between) (?:him|her|them|us|my \\w+)',
  },
  {
    id: 'idiom.kill-time',
    kind: 'mask',
    tier: 'none',
    pattern: 'kil+(?:ing)? (?:time|it|the lights|the vibe|the mood|the game|my (?:plants?|pothos|battery))',
  },
  // "kys" left after the bullying rule below is aimed at someone else: an insult, not a risk.
  // Being told to kill yourself is bullying that calls for support: tier a.
  {
    id: 'bullying.told-to-kill-self',
    kind: 'mask',
    tier: 'a',
    pattern:
      '(?:told|tell|telling|tells|said|say|says|saying|texted|messaged|dmd|commented) (?:me|to me) (?:that i should |i should |to )?(?:go )?(?:kys|kil+ myself|die|end it)',
  },
  { id: 'slang.kys-others', kind: 'mask', tier: 'none', pattern: 'kys' },
  // AWS Key Management Service, not "kill myself".
  {
    id: 'tech.aws-kms',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:aws|sse|cse|the|a|with) kms',
      'kms (?:keys?|encrypt\\w*|permissions?|polic\\w+|managed|cmk|master|inputs?|api|developer)',
    ],
  },
  // A history, told as such, is tier a: support and resources, not an emergency.
  {
    id: 'history.self-harm',
    kind: 'mask',
    tier: 'a',
    pattern: [
      '(?:used to|use to) (?:cut|self harm|hurt myself|burn myself|harm myself)',
      '(?:self harmed|cut myself|cutting|self harm) (?:when i was|in (?:high|middle) school|years ago|as a (?:kid|teen|teenager))',
      '(?:clean|free) (?:from|of) (?:self harm|cutting)',
      '(?:not|stopped|quit) (?:cutting|self harming|hurting myself)(?: anymore| for| since)?',
      '(?:have not|not) (?:cut|self harmed|hurt myself) (?:in|for|since)',
      '(?:my|the|self harm|cutting) scars',
      'scars (?:on|from) my (?:arms?|wrists?|thighs?|legs?)',
      'hide (?:my |the |their |his |her )?(?:scars|cuts|self harm|cutting|marks)',
      '(?:threw|throw|thrown|got rid of|gave away|give away) (?:away )?(?:my |the |all my |all the )?(?:blades|razors|razor blades)',
    ],
  },
  {
    id: 'history.ideation',
    kind: 'mask',
    tier: 'a',
    pattern: [
      '(?:used to|use to) (?:think about|be|feel|have) (?:suicide|suicidal|killing myself|dying|wanting to die)(?: thoughts)?',
      '(?:was|used to be) suicidal (?:when|in|as|last year|before|years|a few|back)',
    ],
  },
];
