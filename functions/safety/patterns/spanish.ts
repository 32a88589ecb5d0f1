import type { Rule } from '../rules';

/**
 * Suicide and self-harm in Spanish and Spanglish, as young people in the US write them (docs/safety.md,
 * "Languages"): written for Spanish, not translated from the English rules. Text is normalised first
 * (normalise.ts): lower case, accents folded ("días" -> "dias", "daño" -> "dano"), "q" -> "que",
 * "pa" -> "para". The reflexive "me" says the risk is the writer's own ("me quiero morir"); "se"
 * says it is someone else's ("se quiere morir"). A "no" right before a rule denies it ("no me
 * quiero morir"), as in English; a rule that is itself a negation ("ya no quiero vivir") says so.
 */

/** Intensifiers and fillers between the words of a phrase: "me quiero morir neta". */
const YA = '(?:(?:ya|neta|de verdad|en serio|la neta|bien|muy|nomas|solo|solamente|a veces|siempre|tanto|mucho) )*';

/** Killing oneself, said any way: "matarme", "me voy a matar", "quitarme la vida", "suicidarme". */
const KILL_MYSELF = '(?:matarme|suicidarme|quitarme la vida|acabar con mi vida|me mato|quitarme de en medio)';

export const SPANISH_RULES: readonly Rule[] = [
  // Tier (a): a wish to be dead or gone, hopelessness about living, feeling a burden.
  {
    id: 'es.passive.want-to-die',
    kind: 'self',
    tier: 'a',
    hyperbole: true,
    pattern: [
      `me quiero ${YA}morir(?! de (?:risa|hambre|sueno|verguenza|ganas|calor|frio|amor|pena|envidia|cansancio|aburrimiento|nervios|miedo|la risa))`,
      `quiero ${YA}(?:morirme|desaparecer|dejar de existir|no despertar|estar muerta?|irme para siempre)`,
      `(?:quisiera|ojala|me gustaria) ${YA}(?:morirme|desaparecer|no despertar|estar muerta?|no haber nacido|dejar de existir|me muera)`,
      'prefiero (?:estar )?(?:muerta?|morirme)',
      `${YA}no quiero (?:seguir )?(?:vivir|viviendo|existir|despertar|estar aqui|seguir aqui|seguir)(?! (?:con|en|aqui en|asi con|alla))`,
      'para que sigo|para que seguir|de que sirve (?:seguir|vivir)|no tiene sentido (?:seguir|vivir)',
      'soy (?:una )?carga|todos estarian mejor sin mi|nadie me (?:extranaria|va a extranar)',
      'ya no aguanto (?:mas|nada|esta vida|vivir)|estoy harta? de (?:vivir|todo y de todos|la vida)',
    ],
  },
  {
    id: 'es.third.wants-to-die',
    kind: 'third',
    tier: 'a',
    pattern: [
      'se quiere (?:morir|matar|suicidar)|quiere (?:morirse|matarse|suicidarse)|(?:dice|dijo) que (?:se quiere morir|ya no quiere vivir|se va a matar)',
      'se (?:corta|esta cortando|corto otra vez)|se hace dano',
    ],
  },
  // Tier (b): thoughts of killing oneself, of a method; self-harm now, urges, hiding it.
  {
    id: 'es.active.kill-myself',
    kind: 'self',
    tier: 'b',
    hyperbole: true,
    pattern: [
      `(?:quiero|tengo ganas de|pienso (?:mucho |bastante |a veces |todo el tiempo |seguido )?en|pensando en|pensar en|he pensado en|pense en|se me ocurre) ${YA}${KILL_MYSELF}`,
      `(?:se quiere (?:matar|suicidar|morir)|quiere (?:matarse|suicidarse|morirse)) (?:\\w+ ){0,8}yo tambien (?:lo )?(?:he pensado|pienso|quiero|lo pienso)`,
      `(?:pienso|pensando|pense|se me ocurre|se me ocurrio|tengo ganas de) (?:\\w+ ){0,2}en (?:tirarme|aventarme|colgarme|ahorcarme|envenenarme|estrellarme|hacerlo igual)`,
      'choco (?:el|mi) (?:carro|coche|auto|troca|moto) (?:\\w+ ){0,5}(?:a proposito|nadie sabria)',
      `me quiero ${YA}(?:matar|suicidar|quitar la vida)`,
      `(?:no paro|no dejo|no puedo dejar) de pensar en ${YA}${KILL_MYSELF}`,
      'prefiero matarme|si no (?:\\w+ ){0,6}me mato(?= \\|)|(?:me dice|decirme|me repite) que me mate',
      '(?:ganas de|urges? de|pienso en como seria|pensando en como seria) (?:aventarme|tirarme|colgarme|ahorcarme|envenenarme|matarme|cortarme|tomarme (?:todas )?las pastillas)',
      '(?:pienso|pensando|pense) (?:\\w+ ){0,2}en tomarme (?:todas )?(?:las )?(?:pastillas|pastis)',
      'pienso (?:mucho )?en (?:el suicidio|suicidarme)|pensamientos (?:suicidas|de (?:matarme|suicidio|morirme))',
      '(?:pienso|pensando|pense) (?:mucho )?en como lo haria|ya (?:se|tengo pensado) como lo haria',
    ],
  },
  {
    id: 'es.self-harm.current',
    kind: 'self',
    tier: 'b',
    pastTier: 'a',
    pattern: [
      'me (?:corte|estoy cortando|sigo cortando|volvi a cortar|quemo|queme|pego|golpeo|rasguno|rasgune|lastimo|lastime|hago dano|hice dano)(?! (?:el pelo|las unas|el dedo cocinando|cocinando|con el papel|jugando))',
      'me (?:corte|lastime|queme) otra vez',
      '(?:tengo|me dan|me dieron) (?:muchas |unas )?ganas de (?:cortarme|lastimarme|hacerme dano|quemarme|pegarme)',
      'quiero (?:volver a )?(?:cortarme|quemarme|lastimarme|hacerme dano)',
      'se corta y yo tambien|lo hacemos juntos|nos cortamos',
      'tengo (?:unas |muchas |nuevas )?(?:cortadas|cortaditas|cicatrices nuevas|heridas) (?:nuevas )?en (?:el|los|mi|mis) (?:brazo|brazos|pierna|piernas|muneca|munecas|muslo|muslos)',
      'como (?:escondo|tapo|oculto) (?:las |mis )?(?:cortadas|cicatrices|heridas|marcas)',
    ],
  },
  {
    id: 'es.question.means',
    kind: 'question',
    tier: 'b',
    pattern: [
      // Not the dose for a toothache: "cuantas pastillas de ibuprofeno me puedo tomar para el dolor".
      'cuantas (?:pastillas|pildoras|tabletas) (?:\\w+ ){0,5}(?:me puedo tomar|se necesitan para|para morir|son mortales|matan)(?! (?:para|pal|por|al) (?:el |la )?(?:dolor|fiebre|gripa|gripe|cabeza|muela|dia|regla|colicos))',
      'que tan (?:alto|alta) (?:es|esta) (?:el|la) (?:puente|edificio|azotea)',
      '(?:que altura|cuantos (?:metros|pisos)) (?:\\w+ ){0,6}(?:mortal|morir|no sobrevivir|matarte|matarse|matarme)',
      'cuant[oa]s (?:\\w+ ){0,2}(?:se necesitan|necesito|hay que tomar|tengo que tomar) (?:\\w+ ){0,3}(?:morir|falle|matar|no despertar|sobredosis)',
      'cuantas (?:pastillas|pastis|pildoras)(?: de \\w+)? son (?:demasiadas|mortales|muchas|una sobredosis)',
    ],
  },
  // Tier (c): intent, a plan, means ready, goodbyes.
  {
    id: 'es.intent.suicide',
    kind: 'self',
    tier: 'c',
    hyperbole: true,
    pattern: [
      // "me voy a matar" is the writer; "voy a matar a mi hermana" (hyperbole about someone else) is not.
      `(?:me voy a|ya me voy a|hoy me voy a|me vo a) ${YA}(?:matar|suicidar|quitar la vida|tirar|aventar|colgar|ahorcar|envenenar|inyectar|disparar|pegar un tiro|cortar las venas)(?! a )`,
      `(?:voy a|estoy lista? para|ya decidi) ${YA}(?:matarme|suicidarme|quitarme la vida|tirarme|aventarme|colgarme|ahorcarme|envenenarme|dispararme|pegarme un tiro|cortarme las venas)`,
      '(?:hoy|manana|esta noche|ahorita|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (?:\\w+ ){0,2}me (?:tomo|trago|tiro|mato|cuelgo|ahorco|corto las venas|pego un tiro)(?= \\|| el| la| las| los| todo| toda)',
      '(?:tengo|ya tengo) la (?:soga|cuerda) (?:puesta|amarrada|lista|en el cuello)',
      '(?:manana|hoy|esta noche) ya no (?:voy a estar|estare|me van a ver)',
      'ya (?:tengo|esta) todo (?:listo|preparado)|ya (?:tengo|junte) (?:las pastillas|la cuerda|el arma|la pistola)',
      '(?:esta es|es) mi (?:despedida|ultima carta|ultimo mensaje)|les (?:deje|escribi) una carta de despedida',
      'me (?:voy a tirar|voy a aventar|tiro|avento) (?:del|de la|desde el|desde la) (?:puente|edificio|azotea|techo|balcon|ventana|piso|metro|tren)',
      '(?:carta|cartas|nota|notas) de despedida|(?:les|le) (?:deje|escribi) (?:una |unas |las )?(?:cartas?|notas?) a',
      'me despedi de (?:\\w+ ){0,3}sin que (?:se dieran cuenta|supieran|sepan)|(?:hoy|esta) es (?:la|mi) ultima noche',
      '(?:juntando|guardando|ahorrando|escondiendo|junte|guarde|escondi) (?:\\w+ ){0,3}(?:pastillas|pastis|pildoras|medicinas)(?! (?:para el viaje|de la farmacia))',
      '(?:tengo|llevo) (?:como |unas )?(?:\\d+|muchas) (?:pastillas |pastis )?guardadas|(?:en cada una|en varias farmacias) para que no (?:sospecharan|sospechen)',
      '(?:tengo|traigo) (?:el|la|un|una|las|mi) (?:cuchillo|navaja|pistola|cuerda|soga|navajas|pastillas) (?:\\w+ ){0,2}(?:en la mano|en mi mano|listas?|listos?|aqui en la mano)',
      '(?:carbon|cinta) (?:\\w+ ){0,3}(?:para )?sellar (?:el|la) (?:bano|cuarto|puerta|carro)',
    ],
  },
  {
    // Up high: an indirect ask, the crisis screen after distress in the chat or in the message.
    id: 'es.ambiguous.high-place',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      'estoy (?:arriba |parad[oa] |parao |sentad[oa] )?(?:en|sobre) (?:el |la |las )?(?:puente|azotea|techo|orilla|barranco|edificio|barandal|vias)',
      'me voy (?:para el|pal|al|para la|a la) (?:puente|azotea|vias|techo)',
    ],
  },
  {
    id: 'es.farewell',
    kind: 'ambiguous',
    tier: 'none',
    pattern: [
      'gracias (?:por|x) todo(?= \\|)|gracias por todo(?: | \\| )(?:\\w+ ){0,4}(?:fuiste|eres|has sido)|adios a todos|ya me despedi|cuidense(?= \\|)',
    ],
  },
];

/**
 * Spanish figures of speech, blanked before the rules run: "me muero de risa", "este examen me va
 * a matar", "mi mamá me va a matar", "estoy muerta del cansancio", "lo voy a matar si se come mis
 * papas".
 */
export const SPANISH_MASKS: readonly Rule[] = [
  {
    id: 'es.idiom.die-of',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:me muero|me estoy muriendo|me mori|me voy a morir|muero|morirme|morir) (?:\\w+ ){0,2}de (?:la )?(?:risa|hambre|sueno|verguenza|ganas|calor|frio|amor|pena|envidia|cansancio|aburrimiento|nervios|miedo|celos|sed|emocion|ternura)',
  },
  {
    // "me re morí cuando vi el gol": shocked, or laughing, at something seen.
    id: 'es.idiom.died-seeing',
    kind: 'mask',
    tier: 'none',
    pattern: 'me (?:re |casi )?(?:mori|muero|morí)(?= (?:cuando|con|al ver|al escuchar|de lo|jaja))',
  },
  {
    id: 'es.idiom.dead-tired',
    kind: 'mask',
    tier: 'none',
    pattern: '(?:estoy|ando|quede|termine) (?:bien |muy )?muerta? (?:de|del) (?:cansancio|sueno|hambre|risa|flojera)',
  },
  {
    id: 'es.idiom.will-kill-me',
    kind: 'mask',
    tier: 'none',
    pattern: [
      '(?:me va a matar|me vas a matar|me van a matar|me mata|me matan|me matas)(?! (?:de verdad|en serio|si no)) (?:\\w+ ){0,3}(?:del susto|de risa|de un coraje|de coraje|este examen|la tarea|el calor|si (?:ve|ven|se entera|se enteran|llego|sabe))',
      '(?:mi|tu|su) (?:mama|mami|papa|papi|jefa|jefe|abuela|tia|amá|apa) (?:\\w+ ){0,2}(?:me va a matar|me mata)',
      '(?:este|el|la|esta) (?:examen|tarea|clase|trabajo|calor|trafico|maestra?|profe) (?:\\w+ ){0,2}(?:me va a matar|me esta matando|me mata)',
    ],
  },
  {
    id: 'es.idiom.kill-him-if',
    kind: 'mask',
    tier: 'none',
    pattern:
      '(?:lo|la|los|las) (?:voy a|vamos a) matar (?:\\w+ ){0,2}si (?:\\w+ ){0,5}(?:come|toca|agarra|usa|roba|se come|se lleva|me quita|vuelve a)',
  },
];
