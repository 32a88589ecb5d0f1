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
      '(?:thoughts|urges?|images|thinking|picture|picturing|imagine|imagining) (?:of |about )?(?:myself )?(?:hurting|killing|stabbing|strangling|choking|shooting|hitting|pushing|drowning|smothering) (?:my|her|him|them|someone|somebody|people|the)',
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
    ],
  },
  {
    id: 'others.sign.weapon',
    kind: 'self',
    tier: 'c',
    harm: 'harm-to-others',
    escalates: ['harm-to-others'],
    pattern: [
      '(?:got|have|bringing|bring|with|grabbed|grab|taking|packing) (?:a |the |my |his |her |dads? |my dads )?(?:bat|strap|gun|knife|blade|piece|glock|pistol|machete)(?! (?:for|to) (?:practice|the game|baseball|softball|cooking|the range|hunting))',
      '(?:tengo|traigo|llevo|agarre|voy a llevar) (?:el|un|una|la|mi) (?:cuchillo|navaja|pistola|arma|fierro|bate|cuete)',
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
    ],
  },
];
