import type { Rule } from '../rules';

/**
 * Eating-disorder behaviour (docs/safety.md): restricting, fasting for days, purging, laxatives or
 * diet pills, exercise to undo food, hiding food, "pro-ana" goals, in English and Spanish. Worry
 * about one's body without such behaviour is ordinary, and so is a diet for a sport. A past
 * eating disorder told with present wellbeing is (a) at most (`pastTier`).
 */

const DAYS = '(?:\\d+|two|three|four|five|six|seven|a few|several|a couple of|dos|tres|cuatro|cinco|seis|siete|varios|unos)';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo)';

export const EATING_RULES: readonly Rule[] = [
  {
    id: 'ed.wish-to-restrict',
    kind: 'infer',
    tier: 'a',
    harm: 'eating-disorder',
    pattern: [
      '{WANT} {ADV}(?:stop eating|not eat(?: anything)?|starve myself|go back to (?:restricting|starving|purging)|restrict again|stop eating again)',
      '(?:ya )?no quiero comer (?:nada|nunca)|ya no quiero comer|quiero dejar de comer',
    ],
  },
  {
    id: 'ed.behaviour',
    kind: 'infer',
    tier: 'b',
    pastTier: 'a',
    harm: 'eating-disorder',
    pattern: [
      'make (?:myself|me) (?:throw up|puke|vomit|sick)(?! from)',
      '(?:throw|throws|throwing|threw|puke|pukes|puking|puked|vomit|vomits|vomiting|vomited) (?:up )?after (?:every |each |most )?(?:meal|meals|dinner|lunch|breakfast|eating|i eat|she eats|he eats)',
      '(?<!the )purg(?:e|es|ing|ed)(?! (?:my|the|your|our|his|her) (?:closet|room|files|emails|inbox|camera roll|phone|wardrobe|stuff|notes|playlist))',
      '(?:taking|take|took|use|using) (?:\\w+ ){0,2}(?:laxatives|diet pills|water pills)(?! (?:for|because of) (?:constipation|my doctor))',
      'laxatives (?:\\w+ ){0,6}(?:to|so) (?:lose|flatten|drop|get thin|stay thin|not gain)',
      '(?:ordered|bought|buying|got|taking) (?:\\w+ ){0,2}(?:diet pills|appetite suppressants|fat burners)',
      '(?:tomando|tomo|tome|me tomo|uso|usando|compre) (?:\\w+ ){0,2}(?:laxantes|diureticos|pastillas para (?:adelgazar|bajar de peso|no comer|quitar el hambre))',
      `(?:day|dia) ${DAYS} (?:of |de )?(?:no food|not eating|fasting|without (?:food|eating)|sin comer)`,
      `${DAYS} (?:days|dias) (?:of |de )?(?:no food|without (?:food|eating)|not eating|sin comer|nomas (?:con|tomando) agua|solo (?:con|tomando) agua)`,
      `(?:have not|has not|had not|did not|not) eat(?:en)? (?:anything |any food |a thing |a meal )?(?:in|for|since) (?:like |about |almost )?(?:${DAYS} days|a week|${WEEKDAY}|last week)`,
      `no (?:he|hemos) comido (?:nada )?(?:en|desde hace|hace|por) (?:como |casi |varios |muchos )?(?:${DAYS} dias|dias|una semana|el ${WEEKDAY})`,
      `llevo (?:como )?(?:${DAYS} dias|una semana) (?:sin comer|nomas (?:con|tomando) agua|solo (?:con|tomando) agua|comiendo una vez al dia)`,
      '(?:have|had|need) to (?:run|burn|work) (?:it|that|them|everything|all of it) off|run it off before|burn(?:ed|ing)? off (?:what|whatever|everything|all|every calorie) (?:\\w+ )?(?:i|that i) (?:ate|eat)|earn (?:my )?(?:food|meals?|dinner)',
      '(?:run|ran|exercise|work out) (?:\\w+ ){0,3}until (?:i have |i )?(?:burned|burnt|burn) (?:it|off|everything|whatever)|para quemar(?:lo|la|las)?(?= \\|)|(?:me meto|me mato) (?:\\w+ ){0,3}(?:al )?gym para quemar',
      '(?:eat|eating|ate) (?:only|just|basically|barely) (?:one|an?|1) (?:small |tiny )?(?:meal|thing|snack) (?:a|per|each) day|(?:only|just|basically|barely) (?:eat|eating|ate|have|having) (?:one|an?|1|half an?) (?:\\w+ ){0,2}(?:a|per|each) day|solo como (?:una|un|media) (?:\\w+ ){0,2}al dia|como (?:una|un) (?:\\w+ ){0,2}al dia y ya',
      '(?:fasting|not eating|have not eaten|has not eaten|no como nada|no he comido nada) (?:since|desde) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ayer|anteayer)',
      '(?:have not|has not) eaten (?:anything )?since(?= \\|)|(?:run|runs|workouts?|ran) (?:\\w+ ){0,4}to burn off|llevo (?:dias|semanas) sin comer|a pura agua(?: y chicle)?|(?:dias|semana) a (?:pura )?agua',
      '(?:sacar|saque|sacando|sacarme) (?:la|lo que|toda la) (?:cena|comida|comi)|despues de sacar la (?:cena|comida)',
      'me meto el dedo|vomito (?:a escondidas|en secreto)|a (?:puro|pura) agua|ex ?lax|laxantes',
      // Water only, nothing until a weigh-in, food given away so that a parent thinks it was eaten.
      '(?:only|just) (?:had|drank|drinking|been (?:having|drinking)) (?:water|black coffee|diet coke) (?:since|for)|(?:not|stopped) eating (?:anything )?(?:til|till|until|before|for) (?:the|my|then|after|it|\\w+day)',
      '(?:give|gave|giving|doy|le doy|di|le di) (?:\\w+ ){0,3}(?:my|mi) (?:food|comida|lunch|dinner|cena|almuerzo) (?:al|a la|to the|to my) (?:dog|perro|perra|gato|cat)|(?:so|para que|pa que) (?:my )?(?:mom|mum|mama|mami|parents|papas|she|they) (?:thinks?|piense|piensen|crea|crean) (?:que )?(?:i ate|comi|i am eating|i eat)',
      '(?:comiendo|como) solo (?:una|un|media) (?:\\w+ ){0,2}al dia|(?:only|solo) (?:eat|eating|como|comiendo) (?:once|una vez) (?:a|al|every|cada|per) (?:day|dia|two days|dos dias|other day)',
      'if i eat (?:\\w+ ){0,2}(?:i will|ill) (?:just )?throw it up|ganarme (?:la|el) (?:cena|comida|desayuno|almuerzo)',
      '(?:throw|throwing) up (?:\\w+ ){0,5}after (?:\\w+ ){0,2}(?:meal|meals|dinner|lunch|breakfast|eating)',
      `(?:van|llevo|ya van) (?:como )?${DAYS} dias (?:que no como|sin comer)`,
      'purg(?:ar|o|ue|ando)(?= \\|| despues| otra| cada| todos| si)',
      '(?:me vomito|vomito|me hago vomitar) (?:\\w+ ){0,2}(?:despues de|tras) (?:cada |todas las )?(?:comida|comidas|comer|cenar|almorzar|desayunar)',
      '(?:hide|hiding|hid) (?:my |the )?(?:food|lunch|dinner|breakfast|meals?|snacks?)|escondo (?:la|mi) comida|tiro la comida|la escondo en una servilleta',
      '(?:throw|throwing|threw|dump|dumping) (?:it|my (?:lunch|food|dinner)|the food) (?:out|away) (?:\\w+ ){0,6}so (?:\\w+ ){0,3}(?:thinks?|think) i (?:ate|eat|am eating)',
      '(?:tips|ways|how) to (?:hide (?:not eating|that i do not eat|my eating)|stop (?:feeling|being) hungry|(?:suppress|ignore|kill) (?:my )?(?:hunger|appetite))|(?:tips|como) (?:\\w+ ){0,2}(?:aguantar|quitar|no sentir|ignorar) el hambre',
      '(?:me hago|me provoco|me hice) (?:el )?vomit(?:ar|o)|vomit(?:o|ando|e) (?:\\w+ ){0,2}(?:si como|despues de comer|cuando como)',
      '(?:restricting|restricted|restrict) (?:again|to \\d+|(?:under|below) \\d+ (?:cal|calories))|under \\d+ (?:cal|calories) a day',
    ],
  },
  {
    // Asking for "pro-ana" tips is the writer's own, whoever is asked ("alguien sabe tips pro ana").
    id: 'ed.pro-ana-tips',
    kind: 'self',
    tier: 'b',
    pastTier: 'a',
    harm: 'eating-disorder',
    pattern: ['(?:tips|consejos|trucos|tricks) (?:\\w+ )?pro ?(?:ana|mia)'],
  },
  {
    id: 'ed.pro-ana',
    kind: 'infer',
    tier: 'b',
    pastTier: 'a',
    harm: 'eating-disorder',
    pattern: [
      'pro ?ana|pro ?mia|(?<!(?:sending|sends|sent|showing|shows) me )thinspo|meanspo|bonespo|ana (?:szn|season)|bulimic era|fasting streak|(?:reach|hit|get to) my (?:ugw|gw)|ugw|(?:bones|thigh gap|collarbones) by (?:summer|spring|prom|june)',
    ],
  },
  {
    // How long a body lasts without food, asked while restricting: the indirect ask of this harm.
    id: 'ed.question',
    kind: 'question',
    tier: 'b',
    harm: 'eating-disorder',
    pattern: [
      'how long can (?:you|u|i|a person|someone) (?:go|last|survive) without (?:food|eating)(?! (?:in|on|during) (?:a|the) (?:survival|camping|hike))',
      'cuanto tiempo (?:puedo|se puede|aguanta una persona) (?:estar|aguantar|durar) sin comer',
    ],
  },
  {
    // Starving oneself toward dying or disappearing: the eating disorder with a wish to die.
    id: 'ed.until-gone',
    kind: 'self',
    tier: 'c',
    harm: 'eating-disorder',
    pattern: [
      '(?:not eating|stop eating|starve myself|starving myself|dejar de comer|sin comer|no comer) (?:\\w+ ){0,3}(?:until|till|hasta) (?:i )?(?:disappear|die|am gone|waste away|desaparecer|morir(?:me)?|desaparezca)',
      '(?:do not|does not) care if (?:starving|not eating|i starve|restricting) (?:\\w+ ){0,2}(?:kills me|i die)|hope (?:starving|not eating|it) (?:\\w+ ){0,2}kills me|ojala me muera (?:de|por) no comer',
    ],
  },
];
