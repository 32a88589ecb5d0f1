import type { Rule } from '../rules';

/**
 * Harm to others beyond the tier files' English threats (docs/safety.md): thoughts of hurting
 * someone that frighten the writer (b), and a weapon beside a target or a place to go (c), in
 * English and Spanish. Hyperbole about people is a figure of speech (patterns/masks.ts,
 * patterns/spanish.ts), and a weapon alone (a bat for practice) or a visit alone is ordinary.
 */
export const HARM_TO_OTHERS_RULES: readonly Rule[] = [
  {
    id: 'others.thoughts',
    kind: 'self',
    tier: 'b',
    harm: 'harm-to-others',
    pattern: [
      '(?:thoughts|urges?|images|thinking|think|thinks|picture|picturing|imagine|imagining|thoughts de) (?:of |about )?(?:myself )?(?:hurting|killing|stabbing|strangling|choking|shooting|hitting|pushing|drowning|smothering|breaking) (?:my|her|him|them|his|someone|somebody|people|the)',
      '(?:pensamientos de|pienso en|tengo ganas de|ganas de|me dan ganas de|me dan pensamientos de|quiero) (?:\\w+ ){0,2}(?:pegarle|golpearle|ahorcar(?:lo|la)?|darle un tiro|quemar la casa|hacerle algo|lastimar(?:lo|la)?|agarrar el arma)(?: \\w+){0,6} (?:me asusta|me da miedo|no lo haria|no voy a hacer nada|no quiero pensar asi|no se que me pasa)',
      '(?:ahorcar|pegarle|matar) a mi (?:\\w+ ){0,6}(?:no lo haria|me asusta)',
      '(?:pensamientos|ganas|imagenes) de (?:lastimar|matar|golpear|hacerle dano|ahorcar|apunalar) a',
      '(?:pensamientos|ganas|imagenes|me imagino|pienso en) (?:\\w+ ){0,2}(?:usar|agarrar|sacar) (?:el|un|mi|la|una) (?:cuchillo|navaja|arma|pistola|machete) (?:con|contra|en) (?:el|ella|ellos|alguien|mi \\w+)',
    ],
  },
  {
    // A weapon, a target and a time together: the plan itself, whoever is named.
    id: 'others.plan',
    kind: 'others',
    tier: 'c',
    harm: 'harm-to-others',
    pattern: [
      '{WILL} (?:stab|shoot|kill|murder) (?!(?:me|us|myself|this|that|it|the|a|an|my|some|time)\\b)(?:\\w+ ){0,3}(?:tomorrow|tonight|today|after|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at school|before|when)',
      '(?:put|packed|hid|have|got) (?:my |his |her |my \\w+s |a |the )?(?:knife|gun|pistol|blade|machete|bat) in (?:my )?(?:backpack|bag|locker|car|pocket|truck)',
      '(?:a|my) list of (?:people|names|kids|students)(?: \\w+){0,4} (?:and a date|to (?:kill|hurt|shoot|get))',
      '(?:voy|vamos) a (?:ir a la escuela|ir a su casa|buscarlo|buscarla) (?:\\w+ ){0,2}(?:a desquitarme|a matar|a quemar|con (?:la|una) (?:pistola|arma))|(?:voy|vamos) a (?:quemarle|incendiarle) (?:el|la|su) (?:carro|casa|troca)',
      '(?:consegui|compre|tengo) (?:una|un|la|el) (?:pistola|arma|cuete|fierro) (?:\\w+ ){0,6}(?:voy a|para) (?:ir|matar|desquitarme|darle)',
      '(?:going over there|going to (?:his|her|their) (?:house|place|crib)|pulling up) (?:\\w+ ){0,3}with (?:my |a |the |his |my \\w+s )?(?:gun|strap|knife|piece|glock|bat)',
      'ya tengo la gasolina|tengo (?:la )?gasolina (?:\\w+ ){0,3}(?:para|en la cajuela)',
      'i am (?:stabbing|shooting|killing) (?:him|her|them)(?= \\|| before| when| tonight| tomorrow)|(?:planning|plan|going) to (?:set|burn) (?:\\w+ ){0,3}on fire with (?:him|her|them) in it',
      'waiting (?:outside|for) (?:\\w+ ){0,5}with (?:a|my|the) (?:tire iron|bat|knife|gun|crowbar|hammer|machete|pistol)|see what (?:my )?(?:\\w+ )?(?:gun|shotgun|rifle|pistol|knife) (?:does|can do)',
      'le (?:meto|voy a meter|doy|voy a dar|meteria) (?:una |unas )?(?:punalada|punaladas|un tiro|un balazo|plomo)|se la (?:meto|clavo|voy a meter) a (?:ese|esa|el|ella)',
      '(?:hoy|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (?:\\w+ ){0,3}(?:lo|la|los) (?:mato|voy a matar)(?! de)',
    ],
  },
  {
    id: 'others.sign.weapon',
    kind: 'self',
    tier: 'c',
    harm: 'harm-to-others',
    escalates: ['harm-to-others'],
    pattern: [
      '(?:got|have|bringing|bring|with|grabbed|grab|taking|packing|took|stole|snuck) (?:a |the |my |his |her |dads? |my dads |my \\w+s |\\w+s )?(?:bat|strap|gun|knife|blade|piece|glock|pistol|machete)(?! (?:for|to) (?:practice|the game|baseball|softball|cooking|the range|hunting))',
      '(?:tengo|traigo|llevo|agarre|voy a llevar|ya tengo|le saque) (?:el|un|una|la|mi) (?:cuchillo|navaja|pistola|arma|fierro|bate|cuete)',
    ],
  },
  {
    id: 'others.sign.target',
    kind: 'self',
    tier: 'c',
    harm: 'harm-to-others',
    escalates: ['harm-to-others'],
    pattern: [
      '(?:know|found out|got|have|found) (?:where )?(?:he|she|they) (?:lives?|stays?)|got (?:his|her|their|the) address',
      '(?:going|go|headed|heading|pulling|pull) (?:up )?(?:over )?(?:there|to (?:his|her|their) (?:house|place|crib|school))|pulling up (?:at|to|on|tonight)',
      'le (?:voy|vamos) a (?:dar|pegar|picar|meter|disparar|romper|partir)|(?:voy|vamos) a (?:ir a su casa|buscarlo|buscarla|caerle)',
      'le (?:parto|rompo|abro) la (?:cabeza|cara|madre)|ya se donde vive|(?:hes|he is|she is) out in (?:\\d+|twenty|ten)',
      // Waiting for someone, a debt to be paid, everyone seeing: the target and the time of a plan.
      '(?:lo|la|los|las) (?:espero|voy a esperar|vamos a esperar|esperamos) (?:\\w+ ){0,2}(?:a la salida|afuera|saliendo|en la esquina)|(?:me la|me las) (?:cobra|cobro|paga|va a pagar|van a pagar)',
      '(?:everyone|everybody|they) (?:will|is going to|are going to) (?:finally )?(?:see|pay|regret it|be sorry|know what i)|(?:todos|ya) (?:van a|vaya a) (?:ver|pagar)(?= \\||$)',
    ],
  },
];
