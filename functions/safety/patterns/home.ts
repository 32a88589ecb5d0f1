import type { Rule } from '../rules';

/**
 * Abuse or danger at home (docs/safety.md): being hit, hurt, threatened, locked in, starved or
 * touched by someone at home or a carer, not being safe to go home, seeing a parent hurt; in
 * English and Spanish. The object ("me") says it is the writer; the same acts done to a friend are
 * someone else's risk (a).
 */

/** Who is at home or in charge of a young person. */
const FAMILY =
  '(?:(?:my |his |her |their |mi |su )?(?:step ?dad|step ?father|step ?mom|step ?mother|dad|father|mom|mum|mother|parents?|uncle|aunt|grandpa|grandma|' +
  'brother|older brother|cousin|foster (?:mom|dad|parents?)|moms? (?:bf|boyfriend)|dads? (?:gf|girlfriend)|padrastro|madrastra|papa|mama|tio|tia|abuelo|abuela|' +
  'hermano|primo|novio de mi mama|pareja de mi mama)|he|she|they)';

const HITS =
  '(?:hits|hit|beats|beat|slaps|slapped|punches|punched|kicks|kicked|chokes|choked|strangles|strangled|burns|burned|throws|threw|pushes|pushed|drags|dragged|whips|whipped)';

export const HOME_RULES: readonly Rule[] = [
  {
    id: 'home.hurt',
    kind: 'self',
    tier: 'b',
    pastTier: 'a',
    harm: 'abuse-at-home',
    pattern: [
      `${FAMILY} (?:\\w+ ){0,4}${HITS} me(?! (?:up|back|with (?:a|the) (?:ball|pillow))| at| in (?:a|the) (?:game|race))`,
      `${FAMILY} (?:\\w+ ){0,4}(?:touches|touched|touching|gropes|groped) me`,
      `${FAMILY} (?:\\w+ ){0,3}(?:hurt|broke|burned|bruised|cut) my (?:leg|legs|arm|arms|wrist|face|back|ribs|hand|neck|head|finger|fingers|nose|jaw|tooth|eyebrow|lip)`,
      '(?:locks|locked|lock|keeps) me in (?:my|the|a) (?:room|closet|basement|garage|shed)',
      '(?:not allowed|do not get|do not let me|will not let me|never lets me) (?:to )?(?:eat|have (?:dinner|food|lunch))|hides (?:the|all the) food',
      '(?:scared|afraid|terrified) to go (?:back )?home|not safe (?:at|to go) home|(?:miedo|panico) de (?:ir|regresar|volver|llegar) a (?:mi )?casa',
      `${FAMILY} (?:\\w+ ){0,3}(?:going to|will|gonna|is going to|threatened to|said (?:he|she|they) would|said hed) (?:break my|beat me|hurt me|kick me out and)`,
      `${FAMILY} (?:\\w+ ){0,3}(?:grabs|grabbed|grabbing|holds|held|pins|pinned) me (?:by|down by) (?:the|my) (?:neck|throat|hair)`,
      `${FAMILY} (?:\\w+ ){0,3}(?:threw|throws|throwing) (?:\\w+ ){1,3}at (?:me|my head|my face)`,
      '(?:lock|locks|padlock|candado) (?:on|en) (?:the|el|la) (?:fridge|refrigerator|pantry|refri|refrigerador|alacena|cocina)',
      '(?:novio|boyfriend|bf|padrastro|stepdad|papa|dad) (?:de mi mama |de mi mami )?(?:\\w+ ){0,2}le (?:pega|pegaba|golpea) a (?:ella|mi mama|mi mami)',
      // Seeing a parent or a sibling hurt at home.
      `${FAMILY} (?:\\w+ ){0,2}${HITS} (?:my )?(?:mom|mum|mother|dad|little (?:brother|sister)|brother|sister|siblings)`,
      // "me toca sacarme sangre" is "it's my turn": never before a verb.
      'me (?:pega|pegan|golpea|golpean|cachetea|ahorca|avienta|empuja|quema|encierra|manosea)(?! (?:la|el) (?:pelota|balon))(?! \\w+(?:ar|er|ir)(?:me|se|le|la|lo)?\\b)',
      '(?:throws|threw|throwing) (?:stuff|things|objects|shit) at (?:\\w+ ){0,2}me|(?:drags|dragged) (?:us|me|kids) (?:by|across|down|out|through)|(?:slams|slammed) (?:us|me|kids) (?:on|into|against)|(?:hits|whips|hit|whipped) me (?:w|with) (?:the|a|his|her) (?:belt|cord|cable|chancla|hanger|extension cord)|kneel on rice',
      '(?:comes|coming|walks|walking) into the bathroom when i am (?:showering|in the shower)|(?:see|watch|hear) my (?:dad|stepdad|mom|mum) (?:hurt|hit|beat|choke) my (?:mom|mum|mother|dad)',
      '(?:le )?pega a (?:\\w+ ){0,3}y a mi|me (?:deja|dejan) sin comer',
      'me (?:dejo|dejaron|tiene|tienen) encerrad[oa] (?:\\w+ ){0,3}(?:sin comida|sin comer|desde)|(?:last time|he) (?:\\w+ ){0,4}(?:ended up|put me) in the (?:er|hospital)',
      'nos (?:pega|pegan|golpea|golpean|avienta|aventa|tira|empuja) (?:cosas|con)|me (?:da|dio|pega|pego) con (?:la|el) (?:correa|cinturon|chancla|cable|palo|cinto)',
      `(?:me|nos) (?:grita|gritan|dijo|dice|amenaza|amenazo) (?:que )?(?:\\w+ ){0,6}(?:me|nos) (?:va|van) a matar`,
      '(?:entro|se metio|entra|se mete) (?:\\w+ )?a mi cuarto (?:\\w+ ){0,3}(?:y )?me (?:toco|toca|manoseo|manosea)',
      '(?:no quiero|me da miedo|tengo miedo de) (?:regresar|volver|llegar|ir) a (?:la |mi )?casa',
      '(?:novio de mi (?:mama|mai|ma|mami|jefa)|mi (?:papa|padrastro|pai|apa)) (?:\\w+ ){0,2}(?:la|lo) (?:golpea|pega|ahorca|empuja|cachetea)',
      '(?:do not|will not|never|stopped|stop) (?:feed|feeding) (?:me|us)|(?:as|for) (?:a )?punishment (?:\\w+ ){0,3}(?:no food|not eat|without food)',
      '(?:took|takes|keeps|has) my (?:passport|papers|id|documents|birth certificate)|(?:keeps|takes) (?:all )?my (?:paychecks|pay|wages|money from work)|(?:does not|do not|will not|never) let me leave the house',
      '(?:i am |been |i have been )?locked in (?:my|the) (?:room|closet|basement|garage) (?:since|for|all)',
      'me (?:pego|golpeo|aventó|avento|ahorco|encerro|toco) (?:\\w+ ){0,2}(?:anoche|ayer|otra vez|cuando)',
      // "me toca" alone is "it is my turn" ("me toca turno de 8 horas"): touching needs a body or a secret.
      'me (?:toca|tocaba|toco) (?:\\w+ )?(?:las (?:piernas|pompas|nalgas|chichis|partes)|los pechos|el (?:cuerpo|pecho|trasero)|mis (?:partes|piernas|pechos|pompas)|donde no|cuando (?:estoy|duermo|nadie|mi mama no))',
      'no me deja(?:n)? comer|(?:le pega|golpea) a mi (?:mama|mami|hermana|hermano|hermanita|hermanito)',
    ],
  },
  {
    id: 'home.third',
    kind: 'third',
    tier: 'a',
    harm: 'abuse-at-home',
    pattern: [
      `${FAMILY} (?:\\w+ ){0,3}${HITS} (?:her|him|them)(?! (?:up|back))`,
      '(?:su|sus) (?:papa|mama|padrastro|tio|papas) (?:\\w+ )?(?:le pega|la golpea|lo golpea|le pegan|la toca|lo toca)',
    ],
  },
];
