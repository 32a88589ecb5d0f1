import type { Rule } from '../rules';

/**
 * Substance use and dangerous challenges (docs/safety.md): mixing drugs or drugs with alcohol,
 * taking far more than a dose to get high, drinking to black out, online challenges that choke,
 * poison or burn; in English and Spanish. Already taken with signs of danger is an emergency
 * (patterns/emergency.ts).
 */

/** What young people take to get high, by name or slang. */
const SUBSTANCE =
  '(?:xan|xans|xanax|bars|percs|percocets?|lean|whippets|edibles|molly|coke|pills|pastillas|pastis|benadryl|dxm|robitussin|' +
  'nyquil|oxy|fent|shrooms|acid|ketamine|k|weed|alcohol|liquor|tequila|vodka|beer|cerveza|henny|four loko|drinks)';

/** What slows breathing: mixed with alcohol, the overdose of a party. */
const DOWNER =
  '(?:xan|xans|xanax|bars|percs?|percocets?|oxy|oxys|oxycodone|codeine|lean|fent|fentanyl|ativan|klonopin|clonazepam|valium|benzos?|pills|pastillas|pastis|pepas|tachas|molly|edibles|opioids?|painkillers|sleeping pills|cough syrup|jarabe(?: para la tos| pa la tos| de tos)?)';

/** Alcohol, by name or slang, English and Spanish. */
const DRINK =
  '(?:beers?|shots|a shot|vodka|tequila|henny|hennessy|alcohol|liquor|wine|drinks|drinking|drink|rum|ron|cerveza|cervezas|cheves|chelas|birra|trago|tragos|pisto|pisteando|guaro|chupe|vino)';

export const SUBSTANCE_RULES: readonly Rule[] = [
  {
    id: 'substance.worry',
    kind: 'self',
    tier: 'a',
    harm: 'substance-challenge',
    pattern: [
      '(?:i|i think i) (?:\\w+ )?(?:drink|am drinking|use|am using|smoke|take) (?:way )?too much',
      'i (?:always |keep |usually )?black out (?:every|most|on|at)|(?:every|each) (?:weekend|night|party) i (?:black|pass) out',
      '(?:estoy|ando) (?:tomando|chupando|bebiendo) (?:demasiado|mucho)|tomo (?:demasiado|mucho) (?:cada|todos)',
      'can not stop (?:drinking|using|taking)|no puedo dejar de (?:tomar|beber|chupar)',
    ],
  },
  {
    id: 'substance.dangerous',
    kind: 'infer',
    tier: 'b',
    harm: 'substance-challenge',
    pattern: [
      '(?:blackout|black out|pass out|passout|choking|choke|benadryl|tide pod|skull ?breaker|fire|nutmeg|chroming|salt and ice|hot water|one chip) challenge',
      'reto (?:de |del )?(?:aguantar la respiracion|desmayo|apagon|benadryl|las pastillas)|ese reto (?:\\w+ ){0,4}tiktok',
      '(?:eat|eats|eating|ate|swallow|swallows|swallowing|swallowed|bite|biting|bit|chew|chewing|chewed) (?:a |the |some )?(?:tide|detergent|laundry) pods?',
      '(?:drink|drinking) (?:till|until|to) (?:we|i|you|everyone) (?:black|pass) out|(?:get|getting) black ?out drunk',
      '(?:tomar|beber|chupar) hasta (?:perderme|perdernos|desmayarme|desmayarnos|no acordarme|caer)',
      `mix(?:ing)? (?:\\w+ ){0,4}(?:with|and) (?:\\w+ )?${SUBSTANCE}`,
      `${SUBSTANCE} (?:and|with|plus|on top of|y|con) (?:\\w+ ){0,2}(?:alcohol|liquor|tequila|vodka|lean|xan|xans|xanax|bars|percs|whippets|pills|drinks)(?: \\w+){0,4} (?:tonight|first time|to see|on top)`,
      `(?:take|taking|eat|eating) (?:a |my )?(?:xan|bar|perc|pill) on top|take (?:\\w+ ){0,3}on top (?:to see|of)`,
      `(?:take|taking|eat|eating|drink|drinking) (?:a lot|way more|a bunch|so many|like \\d+|\\d+) (?:\\w+ ){0,2}(?:to (?:get high|trip|see what happens|see the hat man|feel something)|than usual)`,
      'see the hat man|to see what happens(?= \\|| lol| tonight)',
      // A downer and a drink together, in either order, taken or planned.
      `${DOWNER}(?: \\w+){0,5} (?:and|with|w|plus|on top of|y|con) (?:\\w+ ){0,5}${DRINK}`,
      `${DRINK}(?: \\w+){0,4} (?:and|with|w|plus|y|con) (?:\\w+ ){0,3}${DOWNER}`,
      // Far more than a dose, for the high.
      '(?:take|taking|took|tomar|tomarme|tomando|me tome|me estoy tomando) (?:like |como )?(?:a bunch|a ton|way more|\\d+|twenty|veinte|un monton|un blister entero|el jarabe entero|un jarabe (?:de tos |pa la tos )?entero) (?:\\w+ ){0,8}(?:to (?:get )?(?:high|hyped|trip|stay up)|pa (?:trippear|ver si|ponerme)|para (?:trippear|ponerme|ver que|ver si))',
      '(?:smoke|smoking|try|trying|do|doing|snort|snorting) (?:\\w+ )?(?:fent|fentanyl|heroin|meth|crack)(?= \\|| for| tonight| with| first)',
      // The challenges in other words: the thing, holding a breath or a neck until fainting.
      '(?:the )?(?:chroming|nutmeg|benadryl|blackout|choking|pass ?out) (?:thing|trend)|chroming|huffing',
      '(?:hold|holding|aguantar|aguantando) (?:\\w+ ){0,3}(?:breath|respiracion) (?:until|till|hasta) (?:\\w+ ){0,2}(?:pass out|faint|desmay\\w*)|(?:aprietas|apretar|apretarse|apretando|squeeze|choke) (?:\\w+ ){0,3}(?:cuello|neck) (?:until|till|hasta) (?:\\w+ ){0,3}(?:pass out|faint|desmay\\w*)',
      '(?:botella|bottle|fifth) entera? (?:de \\w+ )?(?:\\w+ ){0,5}(?:perder la memoria|hasta donde llego)|(?:drink|drinking) (?:a|the) whole (?:bottle|fifth)|quiero perder la memoria',
      'mezclar (?:las |unas |mis )?(?:pastillas|pastis|xanax|drogas|pildoras) (?:\\w+ ){0,10}(?:con|y) (?:\\w+ ){0,2}(?:tequila|alcohol|cerveza|vodka|pisto|chupe)',
    ],
  },
];
