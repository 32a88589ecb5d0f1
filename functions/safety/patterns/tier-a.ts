import type { Rule } from '../rules';

/**
 * Tier (a), C-SSRS 1: a wish to be dead, hopelessness about living, feeling a burden, and someone
 * else in danger (the user needs support and resources to help them). A supportive reply plus
 * resources; never a dead end.
 */
export const TIER_A: readonly Rule[] = [
  {
    // Alone with a means, said of oneself, with nothing else in the chat: at least a gentle check-in
    // with resources (after distress the context rules make it c). Shaving talk rarely says "with".
    id: 'means.alone-with',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:i am|i m|im|sitting|locked|alone) (?:\\w+ ){0,2}(?:in|on) (?:the|my) (?:\\w+ )?(?:bathroom|bath|room|car|bed|roof) with (?:a|the|my|some) (?:razor|blade|knife|gun|rope|pills)',
    ],
  },
  {
    id: 'passive.want-to-die',
    kind: 'infer',
    tier: 'a',
    hyperbole: true,
    pattern: [
      '{WANT} {ADV}(?:die|be dead|not exist|stop existing|not be alive|cease to exist|disappear forever)',
      '(?:feel|feeling|felt|feels) like {ADV}dying(?! (?:my|her|his|it|the|them)\\b)',
      '(?:should|might as well|may as well) {ADV}(?:die|disappear|not exist|be dead|stop existing)',
    ],
  },
  {
    // Hoping to be killed by chance: "if a bus hit me I wouldn't mind", "hoping the plane goes down".
    id: 'passive.welcome-accident',
    kind: 'self',
    tier: 'a',
    negatable: false,
    pattern: [
      'if (?:a|the|some) (?:\\w+ )?(?:bus|car|truck|train|lorry|plane|meteor|asteroid) (?:hit|hits|killed|kills|ran over|runs over|crashed|crashes|took) me',
      '(?:hoping|hope|wish|wishing|praying|pray) (?:that )?(?:the|my|a|this) (?:plane|flight|car|bus|train|boat) (?:goes down|crashes|would crash|will crash|crash|sinks)',
      '(?:would not|do not|wouldnt|not) (?:even )?(?:mind|care)(?= \\|| if i (?:died|did not wake up|got hit|was gone)| dying| not waking up)',
    ],
  },
  {
    id: 'passive.wish-dead',
    kind: 'self',
    tier: 'a',
    pattern: [
      'wish (?:that )?i (?:was|were|could be|would be|had been) (?:dead|gone|never born|not born|not alive|not here)',
      'wish (?:that )?i (?:was|were|had) (?:not|never) (?:been )?born',
      '(?:wish|wishes|wished|hope|hopes|hoping|pray|prays|praying) (?:that )?i (?:(?:(?:would|could|will) )?(?:just )?(?:die|not wake up|never wake up|stop existing|disappear|not exist|go away forever)|(?:do not|will not|would not) wake up)',
    ],
  },
  {
    id: 'passive.disappear',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '{WANT} {ADV}(?:disappear|vanish|evaporate|fade away)(?! for| into| to| from| off)',
      'wish (?:that )?i could {ADV}(?:vanish|evaporate|fade away|cease to exist)',
      'disappear (?:forever|and never come back|for good|off the face of)',
    ],
  },
  {
    id: 'passive.sleep-forever',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:go to sleep|sleep|fall asleep) (?:forever|and (?:not|never) wake up)',
      '(?:sleep|asleep) and (?:not|never) wake up',
      '(?:sleep|asleep) and {ADV}(?:not|never) (?:wake up|come back)',
    ],
  },
  // The negation is the risk here: "i do not want to live like this".
  {
    id: 'passive.not-want-to-live',
    kind: 'infer',
    tier: 'a',
    negatable: false,
    pattern:
      '(?:not|never|no longer) (?:(?:really|even|think|sure|if|whether|that|i|feel like|know if|much|want|wanna) ){0,3}(?:want|wants|wish|care|need) (?:to|too) {LIVE}{NOT_LIFE}',
  },
  {
    id: 'passive.tired-of-living',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:tired|sick|exhausted|done|weary) (?:of|with) (?:living|life|being alive|existing|being here|it all|trying to live|this life|everything(?= \\|| honestly| tbh))',
      '(?:tired|sick|exhausted) of (?:waking up|being me|being myself|being alive|existing)',
    ],
  },
  {
    id: 'passive.no-point',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:what is|whats) (?:even )?the point (?:of|in) (?:even )?(?:living|life|being alive|being here|existing|going on|anything|trying anymore|it all|any of this|me)',
      '(?:no|not any|not a) point (?:in |to |of )?(?:living|life|being alive|being here|existing|going on|anything|anymore|trying anymore|it all|any of it)',
      '(?:not|never|can not) see (?:the|a|any) point (?:of|in|to) (?:living|life|being alive|being here|existing|going on|anything|it all|any of it)',
    ],
  },
  {
    id: 'passive.not-worth-living',
    kind: 'infer',
    tier: 'a',
    negatable: false,
    pattern: [
      '(?:life|living|my life) (?:is not|is no longer|is not really) worth (?:living|it)',
      'not worth living',
      '(?:life|it) is not worth it anymore',
      'life is not for me|(?:i am|i was) not meant to (?:be here|be alive|exist|live)',
    ],
  },
  {
    id: 'passive.better-off-without-me',
    kind: 'self',
    tier: 'a',
    pattern: [
      '(?:better off|happier|easier|better|relieved|glad|fine|okay|happy) (?:if i (?:just )?(?:{GONE}|never woke up|never wake up|do not wake up)|without me|with me gone|with me dead)',
      '(?:better off|be happier) (?:dead|gone)',
      '(?:everyone|everybody|they|my family|people|the world) (?:will|would) be (?:better off|happier|fine)(?= \\|)',
      '(?:would|will) (?:have|be|feel) (?:so |a lot |much |way )*(?:less|more|better|easier|happier|lighter) (?:\\w+ ){0,3}if i (?:{GONE}|was not here|were not here)',
    ],
  },
  {
    id: 'passive.no-one-would-care',
    kind: 'self',
    tier: 'a',
    pattern: [
      '(?:no one|nobody|noone|not a single person) (?:would|will|is going to|going to|even) (?:even )?(?:notice|care|miss me|cry)(?:(?: at all)? (?:if|when) i (?:was|were|died|disappeared|left|killed|am gone|did not|just|stopped)| about me|(?= \\|))',
      '(?:no one|nobody|noone) (?:would|will) (?:even )?miss me',
      '(?:would|will) (?:anyone|anybody) (?:even )?(?:notice|care|miss me)(?: at all)? (?:if|when) i',
      '(?:no one|nobody|noone) (?:would|will) (?:even )?(?:notice|care|miss me)(?: that)? i (?:was|were|am) gone',
    ],
  },
  {
    id: 'passive.indifferent-to-death',
    kind: 'self',
    tier: 'a',
    negatable: false,
    pattern: [
      '(?:would not|do not|did not|does not) care if i (?:died|die|live or die|lived or died|was dead)',
      'if i died (?:tomorrow |today )?(?:it would be|nobody|no one|who would|i would not|would anyone|would it matter)',
      '(?:do not|would not) care (?:whether|if) i live',
      '(?:do not|does not) care (?:what|whatever) happens to me',
    ],
  },
  {
    id: 'passive.death-appeal',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:death|dying|dying in my sleep|being dead|not waking up|never waking up) (?:sounds|seems|feels|would be) (?:so |really |kind of |like )?(?:peaceful|nice|good|better|like a relief|a relief|easier|comforting|appealing)',
      '(?:think|thinking|thought) about (?:dying|death|being dead) (?:a lot|all the time|constantly|every day|everyday|so much|often)',
      '(?:can not|cannot) stop thinking about (?:dying|death|being dead)',
      'waiting to die',
      'waiting for (?:it all|everything|it|life|my life) to (?:be over|end)',
      '(?:imagine|imagining|picture|picturing|planning|plan) (?:my|my own) funeral',
      'death (?:does not|no longer) (?:scare|frighten) me|death (?:sounds|seems|feels) like (?:rest|sleep|peace|freedom)',
    ],
  },
  {
    id: 'passive.cant-go-on',
    kind: 'infer',
    tier: 'a',
    negatable: false,
    pattern: [
      '(?:can not|cannot|can no longer) (?:do this|go on|take (?:it|this|any more)|keep going|keep doing this|handle (?:it|this|life)|live like this|cope|carry on|keep living|be here)(?: like this)? (?:anymore|any more|much longer|like this)',
      '(?:can not|cannot) (?:go on|keep going|carry on)(?= \\|)',
    ],
  },
  {
    id: 'passive.giving-up-on-life',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:give|giving|given|gave) up on (?:life|living|everything|myself|it all|the world|any future)',
      '(?:am|i am) done with (?:life|living|everything|it all|being alive)(?= \\|| anymore)',
    ],
  },
  {
    id: 'passive.no-way-out',
    kind: 'infer',
    tier: 'a',
    pattern: [
      'no way out(?! of (?:this |the )?(?:class|job|contract|lease|meeting|room|building|course|deal))',
      '(?:no|not any|not a) (?:reason|reasons) (?:for me )?(?:to|for) (?:live|living|go on|keep going|be alive|stay|exist|be here)',
      'nothing (?:left )?to live for',
      'nothing (?:left )?(?:for me|to live for)(?: here| anymore)?(?= \\|)',
      '(?:can not|not|never|no) see (?:a|any) (?:way forward|way out|light|end to this)|no way forward',
    ],
  },
  {
    id: 'passive.hopeless',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '(?:feel|feeling|am|so|completely|totally|utterly|really) hopeless(?! about| at| with| in| when)',
      'nothing (?:is )?(?:ever )?(?:going to|will|ever) (?:ever )?(?:get|gets|be) better',
      'nothing (?:is |will )?(?:ever )?(?:going to )?(?:ever )?change(?= \\|| for me| anyway)',
      '(?:it|things|life) (?:will never|is never going to|are never going to|never) (?:get|gets|be) better',
      '(?:not|never|can not) see (?:things|it|life|anything) (?:ever )?(?:getting|get|gets) better',
    ],
  },
  {
    id: 'passive.no-future',
    kind: 'infer',
    tier: 'a',
    negatable: false,
    pattern: [
      '(?:not|never) (?:see|have|got) (?:a|any) future(?: for me| for myself)?',
      'no future (?:for me|for myself)',
      'i have no future',
      '(?:not|never|can not) (?:see|imagine|picture) myself (?:being )?(?:alive|here|around|living|making it)',
    ],
  },
  {
    id: 'passive.worthless',
    kind: 'self',
    tier: 'a',
    pattern: [
      '(?:i am|feel like|i am just|i am such) (?:a |such a )?(?:complete |total |fucking |\\w+ )?waste of (?:oxygen|space|air|skin)',
      '(?:do not|does not) deserve to (?:live|be alive|exist|be here)',
      'should not (?:be alive|exist|have been born)',
    ],
  },
  {
    id: 'passive.rather-not-exist',
    kind: 'infer',
    tier: 'a',
    pattern: '(?:would )?rather (?:not exist|be dead|not be alive|not be here|not wake up|disappear)',
  },
  {
    id: 'passive.want-it-to-end',
    kind: 'infer',
    tier: 'a',
    pattern: [
      '{WISHING} (?:it all|everything|all of it|the pain|this pain|my life|life) to (?:end|stop|be over)',
      '{WISHING} (?:it|this) (?:all )?to be over',
    ],
  },
  {
    id: 'passive.hope-to-be-killed',
    kind: 'self',
    tier: 'a',
    pattern: [
      '(?:hope|hoping|wish|wishing|pray|praying) (?:that )?i (?:would |will |could )?(?:just )?(?:get|gets|got|be) (?:hit|run over|killed|struck)',
      '(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:something|someone|somebody|a (?:car|bus|truck|train|plane)) (?:would|will|could) (?:just )?(?:kill|hit|run over|crash into|end) me',
    ],
  },
  {
    id: 'passive.burden',
    kind: 'self',
    tier: 'a',
    pattern: [
      '(?:i am|feel like|such) {ADV}(?:such )?a (?:huge |big |total |massive )?burden (?:to|on|for) (?:everyone|everybody|my family|my parents|my friends|the people|people|them|all)(?! when| because| with)',
      '(?:i am|feel like i am) (?:just )?a burden(?= \\|)',
    ],
  },
  // The backstop: death said of oneself in words no pattern above foresaw.
  { id: 'lexicon.death-of-self', kind: 'weak', tier: 'a', pattern: 'die|dying|died|dead|(?:still|even|being|be|stay|staying) alive' },
  // Someone else at risk: the user needs help to help them (tier a), unless it is news or fiction.
  {
    id: 'third.wishes-dead',
    kind: 'third',
    tier: 'a',
    pattern:
      '(?:he|she|they) (?:wish|wishes|wished|wants|wanted) (?:that )?(?:he|she|they) (?:was|were|could be) (?:dead|gone|never born)|(?:he|she|they) (?:wants|wanted|want) to die',
  },
  {
    id: 'third.self-directed',
    kind: 'third',
    tier: 'a',
    pattern: [
      '(?:{KILL}(?:s|ed|ing)?|hurt(?:s|ing)?|harm(?:s|ing)?|cut(?:s|ting)?|hang(?:s|ed|ing)?|end(?:s|ed|ing)?|overdos(?:e|ed|es|ing)|shoot(?:s|ing)?|shot|drown(?:s|ed|ing)?|starv(?:e|es|ing)) (?:herself|himself|themselves|themself|theirself)',
      '(?:end|ending|ended|take|taking|took) (?:her|his|their) (?:own )?life',
    ],
  },
  {
    id: 'third.self-harm-signs',
    kind: 'third',
    tier: 'a',
    pattern:
      '(?:has|had|have|got) (?:\\w+ ){0,2}(?:cuts|scars|burns) (?:all )?(?:over|on) (?:her|his|their) (?:arms?|wrists?|legs?|thighs?|body)',
  },
  {
    id: 'third.suicide-loss',
    kind: 'third',
    tier: 'a',
    pattern: [
      '(?:died|passed away|passed) (?:by|from|of) suicide',
      'committed suicide',
      '(?:lost|losing) (?:my|a|her|his|our) (?:\\w+ )?(?:to|from) suicide',
    ],
  },
];
