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
      '(?:thoughts|urges?|images|thinking) (?:of|about) (?:hurting|killing|stabbing|strangling|choking|shooting) (?:my |her |him |them|someone|somebody|people|the )',
      '(?:pensamientos|ganas|imagenes) de (?:lastimar|matar|golpear|hacerle dano|ahorcar|apunalar) a',
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
