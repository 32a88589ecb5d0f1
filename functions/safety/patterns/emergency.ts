import type { Rule } from '../rules';

/**
 * An emergency in progress (docs/safety.md, SAFETY.md 19): whatever the harm, it has already
 * happened or is happening, to the writer or to someone with them. Always tier (c), the emergency
 * lines first. The subject does not lower it: "my friend isn't waking up" is the writer's call to
 * make this minute. Some signs are ordinary alone (hiding in a closet, a racing heart, throwing
 * up) and count in company (`escalates`): beside something taken, an eating disorder, a dangerous
 * challenge, or another sign of danger.
 */

const TAKEN_AMOUNT =
  '(?:a (?:full )?bottle of {DRUG}|them all|all of them|all (?:the|my|of my|of the|her|his|of her|of his) (?:\\w+ )?{DRUG}|the whole (?:bottle|pack|box|packet|thing)|a whole (?:bottle|pack|box)|a bunch of (?:\\w+ ){0,2}{DRUG}|{BULK} (?:\\w+ ){0,2}{DRUG})';

/** A body in danger now. */
const DANGER_SIGNS = [
  '(?:can not|cant|can barely|hard to) breathe(?! (?:from|because i am) laugh)',
  '(?:chest|heart) (?:started |was |kept |keeps )?(?:hurting|skipping beats|skipping)|(?:chest|heart) (?:hurts|is hurting|is tight|feels tight|pain)|(?:heart|pulse) (?:is |keeps )?(?:racing|pounding|skipping|doing (?:this|a) (?:\\w+ )?thing|beating (?:so |really )?(?:fast|weird|slow))',
  '(?:passed out|fainted|blacked out|collapsed|me desmaye|se desmayo)(?! (?:on the couch|watching|during the movie|after the game|at \\d))',
  '(?:threw|throwing|throw) up blood|blood when i (?:threw|throw) up|vomit(?:e|o|ando)? sangre',
  '(?:feel|feeling|am) (?:really |so |super )?(?:sleepy|drowsy|dizzy|weird|floaty|numb|faint)|everything is spinning|(?:hands|body) (?:feel|feels) (?:weird|numb|cold)',
  '(?:throat|stomach|mouth) (?:burns|is burning|hurts so bad)|throwing up (?:and|a lot|nonstop)',
  'el corazon (?:me )?(?:late|palpita) (?:bien |muy )?(?:rapido|rapidisimo|fuerte|raro|a mil|a brincos)|(?:siento )?el corazon (?:bien |muy |super )?(?:acelerado|a mil)|me duele el pecho|no puedo respirar|me siento (?:muy |bien )?(?:mareada?|mareado|dormida?|rara?)|(?:empiezo|empece) a sentirme (?:\\w+ )?(?:rara?|mareada?|mal)',
  '(?:todo )?me da vueltas|el cuarto (?:me )?da vueltas|se me nublo (?:la vista)?|me puse (?:bien |muy )?mareada?|(?:can not|cant) keep my eyes open|feel (?:real |really |so )?slow|(?:she is|he is|is) (?:really |very |so )(?:sleepy|drowsy|limp)|(?:is |he is |she is )throwing up(?= \\|)',
  'se me (?:pone|puso|ponga|pusa) (?:todo )?negro|se me (?:duermen|durmieron|duerman) (?:las manos|los brazos|las piernas)|(?:ya )?no veo bien|veo (?:todo )?borroso|(?:can not|cant) see (?:straight|properly)|(?:vision|eyes) (?:is |are |going )?(?:blurry|black)|me arde (?:todo )?(?:por dentro|la garganta|el estomago)',
];

export const EMERGENCY_RULES: readonly Rule[] = [
  {
    id: 'emergency.taken',
    kind: 'self',
    tier: 'c',
    // Told as past ("three years ago I drank poison"), an attempt that was: a stronger referral.
    pastTier: 'b',
    harm: 'emergency',
    pattern: [
      `(?:already|just|i|i have|i just|she|he|they) (?:took|swallowed|downed|popped|taken|swallowed) ${TAKEN_AMOUNT}`,
      'me (?:tome|trague|acabo de tomar|tome ya) (?:todas|todo el|un monton de|muchas|el frasco de|la caja de|varias) (?:de )?(?:las |mis |unas )?(?:pastillas|pastis|medicinas|pildoras|tabletas)',
      '(?:acabo de tomarme|me acabo de tomar|me tome|me trague|se tomo|se trago) (?:el|la|todo el|toda la) (?:bote|frasco|caja|tira|blister|botella) (?:entero|entera|completo|completa|de)',
      '(?:todo el|el) (?:frasco|bote) (?:entero )?(?:\\| )?(?:hace|ya)|(?:ya )?me tome (?:\\w+ ){0,4}(?:pastillas|pastis) (?:\\w+ ){0,6}(?:todo el frasco|el frasco entero|toda la caja)',
      '(?:me tome|tome|se tomo|me trague|se trago|bebi|se bebio) (?:\\w+ ){0,2}(?:cloro|lejia|veneno|raticida|destapacanos|thinner|anticongelante|acido)',
      '(?:drank|swallowed|ate|drinking|took) (?:\\w+ ){0,2}(?:drain cleaner|bleach|antifreeze|poison|rat poison|lighter fluid|lye|pesticide|weed killer)',
      // What is kept under the sink or in the garage is what poisons: "the stuff from under the sink".
      '(?:drank|swallowed|took|ate|drinking) (?:the |some |a )?(?:stuff|bottle|liquid|chemicals?|cleaner|cleaning stuff|something) (?:\\w+ )?(?:from |out of )?under the (?:\\w+ )?sink|(?:me tome|tome|bebi|me bebi|se tomo) (?:lo|eso|el liquido|lo que habia|una botella) (?:\\w+ ){0,2}(?:debajo|abajo) del? (?:lavabo|fregadero|lavadero)',
      '(?:me tome|me trague|se tomo|se trago) (?:como |unas |unos )?(?:\\d+|diez|veinte|treinta|cuarenta|muchas|un monton de) (?:pastillas|pastis|pildoras|pepas|tabletas)',
      '(?:me tome|se tomo|me trague) (?:todo el|el|un|una) (?:frasco|bote|blister|caja)(?= \\|| de| entero| completo)',
      '(?:took|swallowed|downed) (?:my |a |the )?(?:whole|entire) (?:week|month|bottle|supply|prescription) of',
      '(?:ya )?lo hice(?= \\| (?:me tome|perdon|adios))',
      '(?:tome|tomamos|se tomo) un monton de (?:pastillas|pastis)',
      'i already did it(?= \\|| i | and| tome| now)',
    ],
  },
  {
    id: 'emergency.unresponsive',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    pattern: [
      '(?:is not|isnt|not|will not|wont|can not get (?:her|him|them) to) (?:waking up|wake up|responding|breathing)(?! (?:for|in time|early|on time|until|to (?:my|me|texts|messages|calls|dms)))',
      'unresponsive|(?:lips|face|skin) (?:are|is|look|looks|turning|turned) (?:blue|purple|gray|grey)|having a seizure|is seizing',
      'no (?:despierta|responde|reacciona|respira)|no se (?:despierta|mueve)|(?:esta|se puso) (?:bien |muy )?(?:frio|fria|morado|morada)|labios morados|le (?:esta dando|dio) (?:una )?convulsion|(?:esta|anda) convulsionando|convulsiona',
      '(?:shaking|convulsing|twitching|seizing) (?:\\w+ ){0,3}(?:on the floor|and foaming|and not)|foaming (?:at the mouth)?(?= \\|| and)|foaming at the mouth',
      'se (?:corto|tomo|trago) (?:\\w+ ){0,5}(?:y )?(?:ahora )?no (?:me )?(?:contesta|responde)',
      'unconscious|(?:is not|not|will not|isnt) (?:getting up|moving)(?= \\|| now| anymore| and)|stopped breathing|no (?:lo|la) (?:puedo|podemos) despertar',
      '(?:dice|dijo) que se va a (?:tirar|aventar|matar|colgar)|(?:esta|anda) (?:en|sobre) el (?:techo|puente|borde) (?:\\w+ ){0,6}se va a (?:tirar|aventar)',
      '(?:texted|sent) me (?:a )?goodbye (?:\\w+ ){0,4}(?:at the bridge|on the roof|on the tracks|now)|(?:said|says) (?:she is|he is|they are) at the (?:bridge|roof|tracks|edge) now',
      '(?:is|are) (?:hitting|beating|choking|stabbing|strangling) (?:my|her|his) (?:\\w+ )?(?:right now|now)|le esta pegando a (?:mi|su) (?:\\w+ )?(?:\\w+ ){0,4}(?:y (?:ella|el) esta sangrando|ahorita)',
    ],
  },
  {
    // A break-in under way, told in the present: past ones ("someone broke into my car") are not here.
    id: 'emergency.intruder',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    pattern: [
      '(?:someone|somebody|a (?:man|guy|stranger)|some (?:guy|man|people)|people|they) (?:is |are )(?:trying to (?:break|get|force (?:the|my|our) (?:door|way)|come) in(?:to)?|breaking in(?:to)?)',
      'alguien (?:esta |anda )?(?:forzando|tratando de (?:abrir|forzar|entrar|meterse)|intentando (?:abrir|forzar|entrar|meterse)|queriendo (?:entrar|meterse)) (?:\\w+ ){0,2}(?:puerta|ventana|casa|depa|apartamento|cuarto)?',
      '(?:se (?:estan|esta) metiendo|se quieren meter|se quiere meter) (?:\\w+ ){0,2}(?:a la casa|a mi casa|al depa|al apartamento)',
    ],
  },
  {
    id: 'emergency.bleeding',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    pattern: [
      // A kitchen cut that will not stop bleeding is first aid; a cut too deep is self-harm's emergency.
      'cut (?:myself )?(?:too|way too|really|so) deep',
      '(?:me acabo de cortar|me corte) (?:el cuello|las venas|la muneca|las munecas)|hay mucha sangre|no (?:para|deja) de sangrar|(?:venas cortadas|se corto las venas)',
      'already cut(?= \\|)|water(?:s| is)? (?:turning|is turning|turned) red|bleeding (?:thru|through) everything',
      'cut my (?:\\w+ ){0,8}(?:this time )?it is (?:really |so |very |too )?deep|bleeding through (?:\\w+ ){0,3}(?:towels|paper towels|bandages|gauze|tissues)|(?:can|could) see (?:something )?(?:yellow|yellowish|fat|bone|white stuff)',
      'me corte (?:muy|bien|demasiado) (?:hondo|profundo)|me corte y no (?:para|deja) de sangrar',
    ],
  },
  {
    id: 'emergency.on-the-edge-now',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    pattern: [
      '(?:on|off) the ledge (?:of|on) (?:\\w+ ){0,3}(?:floor|building|dorm|roof|bridge)|not (?:climbing|coming|going) back (?:in|inside|down|over)',
      '(?:del )?lado de afuera de la (?:baranda|barandal|reja)|(?:estoy|parada?|parao) (?:en|sobre) el (?:borde|railing|barandal) del? (?:techo|edificio|puente|balcon)|(?:other side|outside) of the (?:railing|fence|barrier)',
      '(?:parked|sitting|stopped|lying|laying) on the (?:train |railway )?tracks',
      '(?:sitting|standing) on the (?:edge|ledge|railing|rail) of (?:the|a|my) (?:\\w+ ){0,3}(?:{HIGH}|overpass|bridge)|(?:legs|feet) (?:\\w+ )?(?:over|dangling over) (?:the )?(?:edge|side|railing|ledge)|with my legs over(?= \\|)',
      '(?:on|in|sobre|en) (?:the |las )?(?:train |railway )?(?:tracks|vias)(?: \\w+){0,8} (?:train is coming|hear the train|(?:ya )?(?:viene|se oye) (?:que viene )?(?:uno|el tren)|ya se oye)',
      // Up high is an indirect ask (c after distress, patterns/context.ts); not coming down says it.
      '(?:do not think|not sure) i am (?:coming|going to come|getting) (?:back )?down',
    ],
  },
  {
    // Up high or on the tracks now: a stronger referral alone, the crisis screen after distress.
    id: 'emergency.there-now',
    kind: 'question',
    tier: 'b',
    harm: 'emergency',
    pattern: [
      '(?:i am|am) (?:standing |sitting )?(?:on|at) (?:the |a )?(?:roof|rooftop|ledge|edge|bridge|overpass|tracks|railway|railing|top floor) (?:\\w+ ){0,5}(?:right now|rn|now)(?= \\|)',
      'estoy (?:parad[oa] |parao |sentad[oa] )?(?:en|sobre) (?:el |la |las )?(?:puente|azotea|techo|orilla|vias|barandal) (?:\\w+ ){0,4}(?:ahora mismo|ahorita|right now|ahora)(?= \\|)',
    ],
  },
  // Danger now, seen in its signs.
  {
    id: 'emergency.sign.took',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency'],
    pattern: [
      '(?:took|swallowed|drank|ate|popped|snorted|smoked|did|tomo|tome|se tomo|me tome) (?:\\w+ ){0,3}(?:{DRUG}|something|stuff|some stuff|a pod|detergent|bleach|a lot|too much|algo|unas|pastillas|pastis)',
      '(?:did|doing|tried) the (?:blackout|choking|pass out|benadryl) challenge',
      '(?:me meti|se metio|chewed|ate|swallowed|got into) (?:unas |unos |the |my |a |her |his )?(?:\\w+ )?(?:pepas|pastillas|pastis|tachas|rayas|perico|patch|pills|meds|medicine)',
      'se tomo (?:las|unas|todas las) (?:pastillas|pastis)',
    ],
  },
  {
    id: 'emergency.sign.body',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency', 'eating-disorder', 'substance-challenge'],
    pattern: DANGER_SIGNS,
  },
  {
    id: 'emergency.sign.hiding',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency', 'abuse-at-home'],
    pattern: [
      '(?:hiding|hidden|hid|locked myself|locked ourselves) (?:\\w+ ){0,3}(?:in|under|inside) (?:the|my|a|our) (?:closet|bathroom|room|bed|basement|car|shed|attic|garage|laundry room)',
      '(?:texting|typing|writing) (?:this |you )?from (?:my|the) (?:closet|bathroom|car|shed|attic)|(?:in|inside) (?:the|my) (?:bathroom|closet|room|shed) (?:w|with) the door locked',
      '(?:estoy|estamos) (?:escondid[oa]s?|encerrad[oa]s?) (?:\\w+ ){0,2}debajo de (?:la|mi) cama',
      'me (?:encerre|escondi|meti) en (?:el|la|mi) (?:bano|closet|cuarto|carro)|(?:me|nos) esta buscando',
      '(?:estoy|estamos) (?:escondid[oa]s?|encerrad[oa]s?) (?:\\w+ ){0,2}en (?:el|la|mi) (?:bano|closet|cuarto|carro)',
    ],
  },
  {
    id: 'emergency.sign.at-the-door',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency', 'abuse-at-home'],
    pattern: [
      '(?:outside|at|banging on|kicking|pounding on|breaking|broke) (?:down )?(?:the|my|our) (?:door|window)|trying to (?:get|break) in|coming up the stairs',
      '(?:is|are) (?:at|outside) (?:the|my|our) (?:front |back |bedroom )?(?:door|window)(?= \\|| kicking| banging| pounding| screaming| yelling| and)|(?:kicking|banging on|pounding on) it(?= \\|| and)',
      '(?:viene|ya viene|esta|anda) (?:subiendo|entrando|llegando)(?= \\|| y| ya| bien| furioso| enojado| borracho)|(?:esta|viene|anda|llego) (?:bien |muy |todo )?(?:furios[oa]|encabronad[oa]|enojadisim[oa]|pasad[oa] de copas)',
      '(?:he is|she is|he s|they are|(?:dad|stepdad|mom|ex|bf|boyfriend|uncle|he|she) (?:is|got|came)) (?:back |home )(?:early|already|now)(?= \\|| and|$)',
      '(?:coming|come|comes) (?:for|after) me|(?:ya viene|viene (?:para|pa) mi cuarto|lo escucho en la escalera|(?:esta|viene) subiendo (?:la escalera|las escaleras))',
      '(?:esta|anda) rompiendo (?:todo|las cosas|la casa)|(?:dice que )?sigo yo(?= \\|)|(?:said|says) (?:i am|im) (?:getting it|going to get it|next)',
      '(?:gets|comes|will be|is|are) (?:back|home) in (?:\\d+|twenty|ten|thirty|an?|half an?) (?:minutes|mins|min|hour)|(?:llega|viene|regresa) en (?:media hora|una hora|\\d+ (?:minutos|min))',
      '(?:he is|she is|he s|they are|(?:dad|stepdad|ex|bf|boyfriend|uncle) is) (?:\\w+ )?(?:yelling|screaming|drunk|coming|outside|raging)',
      '(?:can not|cant) (?:leave|get out|get away)|took (?:my|the) (?:car )?keys|(?:am|we are) trapped',
      '(?:rompio|esta rompiendo|golpea|esta golpeando) la puerta|esta (?:afuera|aqui afuera)|(?:esta|anda) (?:bien |muy )?(?:borracho|pedo|enojado) (?:y|gritando)',
    ],
  },
  {
    // Violence at home now: things thrown or broken at the writer.
    id: 'emergency.sign.violence',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency', 'abuse-at-home'],
    pattern: [
      '(?:just (?:threw|smashed|broke|punched)|(?:is |keeps |started |keeps on )(?:throwing|smashing|breaking|punching)) (?:a |the |my |his |her )?(?:\\w+ ){0,2}(?:at|against|into|through) (?:the )?(?:wall|me|my head|my face|door|window)(?! (?:in|during) (?:the )?game)',
      '(?:nos|me) (?:avienta|aventa|tira|tiro|avento) (?:cosas|platos|el|la|un|una)|(?:rompio|aventó|avento) (?:\\w+ ){0,2}contra la pared',
    ],
  },
  {
    id: 'emergency.sign.threat',
    kind: 'self',
    tier: 'c',
    harm: 'emergency',
    escalates: ['emergency', 'abuse-at-home'],
    pattern: [
      // "hed" is "he'd" here; elsewhere it is as often "head" misspelt, so it is not spelled out.
      '(?:going to|gonna|will|said he would|said she would|said hed|threatened to) (?:kill|shoot|stab|hurt) (?:me|us)',
      '(?:with|has|got|holding) (?:a|the|his|her) (?:gun|knife|pistol|machete|bat)|con (?:una|un) (?:pistola|arma|cuchillo|navaja|machete|palo)',
      '(?:nos|me) (?:va a|quiere) (?:matar|lastimar|disparar)',
    ],
  },
];
