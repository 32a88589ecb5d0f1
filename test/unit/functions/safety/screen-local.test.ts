import { RISK_TIERS, type RiskTier } from '#shared/safety';
import { PREVIOUS_WINDOW, screenLocally } from '../../../../functions/safety/local';

/** The local crisis screen, category by category (SAFETY.md 1 and 2). */

type Case = [text: string, tier: RiskTier];

const tierOf = (text: string, previous?: readonly string[]): RiskTier => screenLocally({ text, previous }).tier;

describe('the C-SSRS tiers', () => {
  it.each<Case>([
    ['I wish I could just disappear', 'a'],
    ["I don't want to be here anymore", 'a'],
    ["what's the point of living", 'a'],
    ['everyone would be better off without me', 'a'],
    // Means at hand, alone: tier c by the label rules; the patterns say a, the model c.
    ["I'm in the bathroom with a razor", 'c'],
    ['shaving in the bathroom with a new razor today', 'none'],
    ["I've thought about overdosing", 'b'],
    ['I keep thinking about jumping', 'b'],
    ['I want to kill myself', 'b'],
    ["I've been having suicidal thoughts", 'b'],
    ["I'm going to kill myself tonight", 'c'],
    ['I have the pills ready', 'c'],
    ['I took a bunch of pills an hour ago', 'c'],
    ['I tried to hang myself last week', 'c'],
    ['I wrote my suicide note', 'c'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it('places an attempt told as past history at tier b, a recent one at c', () => {
    expect(tierOf('I tried to kill myself when I was 15')).toBe('b');
    expect(tierOf('I tried to kill myself yesterday')).toBe('c');
    // Unknown timing is treated as recent: under-triaging an attempt is the worst error.
    expect(tierOf('I tried to kill myself')).toBe('c');
  });
});

describe('harm to others', () => {
  it.each(["I'm going to hurt him", 'I want to shoot up my school', 'i am going to stab my stepdad tonight'])(
    '%j is tier c with harmToOthers',
    (text) => {
      expect(screenLocally({ text })).toMatchObject({ tier: 'c', harmToOthers: true });
    },
  );

  it.each([
    'I could kill for a pizza',
    'my mom is going to kill me when she sees my grades',
    "I'm going to beat him at chess",
    "I'll hurt her feelings if I say that",
  ])('%j is not a threat', (text) => {
    expect(screenLocally({ text })).toMatchObject({ tier: 'none', harmToOthers: false });
  });
});

describe('negation, with its scope', () => {
  it.each<Case>([
    ["I'm not going to hurt myself", 'none'],
    ['I would never kill myself', 'none'],
    ["I don't want to die", 'none'],
    ['im not suicidal, just tired', 'none'],
    ["i don't have any thoughts of hurting myself", 'none'],
    ["I'm not going to kill him, he just makes me mad", 'none'],
    // The negation is the risk, or does not govern the risky words.
    ["I don't want to live", 'a'],
    ["I'm not sure I want to live anymore", 'a'],
    ['I never want to wake up again', 'a'],
    ["I'm not saying I want to die, but I think about it", 'b'],
    ["I can't stop thinking about killing myself", 'b'],
    ['no, i want to die', 'a'],
    // A negation covers its own clause only.
    ["I don't want to die but I don't want to live like this either", 'a'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it('says in its reasons that a negation was applied', () => {
    expect(screenLocally({ text: 'I would never kill myself' }).reasons).toContain('negated');
  });
});

describe('figures of speech', () => {
  it.each([
    'this exam is killing me',
    'I could kill for a pizza',
    "i'm dying of laughter",
    'my phone is dead',
    'I killed it at the gym',
    "I'm dead 😂",
    'can you kill the lights',
    "I'd rather die than wear that",
    'I want to die of embarrassment',
    "I'm drowning in homework",
    "I'm overdosing on coffee today",
    'coach made us run suicides',
    "I'm going to jump on a call",
    'I cut class today',
    "let's hang out",
    "I'm killing myself over this project",
  ])('%j is tier none', (text) => {
    expect(tierOf(text)).toBe('none');
  });

  it('does not let an idiom hide a real object ("overdose on saturday")', () => {
    expect(tierOf('I tried to overdose on saturday')).toBe('c');
  });
});

describe('fast typing, misspellings and slang', () => {
  it.each<Case>([
    ['i want to kil myself', 'b'],
    ['thinking about suicde', 'b'],
    ['thinking about sucide again', 'b'],
    ['i feel suicidle', 'b'],
    ['i wanna unalive myself', 'b'],
    ['i just wanna dieeee', 'a'],
    ['i want 2 die', 'a'],
    ['gonna end it all tonight', 'c'],
    ['gonna od tonight', 'c'],
    ['i want to overdoes', 'b'],
    ["I'm going to k1ll mys3lf", 'c'],
    ['honestly i wanna kms', 'b'],
    ['im gonna kms tonight', 'c'],
    ['relapsed on sh last night', 'b'],
    ['thinking about the sewer slide', 'b'],
    ['I WANT TO DIE', 'a'],
    ['i don’t want to be alive anymore', 'a'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it('reads "kys" aimed at someone else as an insult, and being told it as bullying (tier a)', () => {
    expect(tierOf('kys loser')).toBe('none');
    expect(tierOf('people at school keep telling me to kys')).toBe('a');
  });
});

describe('jokes', () => {
  it('softens hyperbole with a laughing marker to tier a, a gentle check-in', () => {
    const result = screenLocally({ text: 'kms this wifi is so slow 😂' });
    expect(result.tier).toBe('a');
    expect(result.reasons).toContain('joking');
  });

  it('does not soften a plan with a time, nor a joke after distress', () => {
    expect(tierOf("I'm going to kill myself tonight lol")).toBe('c');
    expect(tierOf('kms lol', ['nobody would care if i was gone'])).toBe('b');
  });

  it('reads a laughing threat against a sibling as hyperbole', () => {
    expect(screenLocally({ text: "my brother ate my fries, I'm going to kill him lol" })).toMatchObject({
      tier: 'none',
      harmToOthers: false,
    });
  });
});

describe('self-harm (non-suicidal self-injury)', () => {
  it.each<Case>([
    ['I used to cut in high school', 'a'],
    ['how do I hide my scars this summer', 'a'],
    ['I cut myself last night', 'b'],
    ['i keep having urges to self harm', 'b'],
    ['I burn my arm with a lighter when I panic', 'b'],
    // Means in hand, or an injury that needs help now: tier c.
    ['i have a razor in my hand right now', 'c'],
    ["I cut too deep and it won't stop bleeding", 'c'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });
});

describe('indirect asks', () => {
  const hopeless = ['I lost my job today', 'I feel hopeless, nothing is ever going to get better'];

  it('rates a question about means tier b alone and c after distress', () => {
    expect(tierOf('how many pills would it take')).toBe('b');
    expect(tierOf("what's the lethal dose of tylenol")).toBe('b');
    expect(tierOf("what's the tallest bridge near me")).toBe('b');
    const indirect = screenLocally({ text: 'how many pills would it take', previous: hopeless });
    expect(indirect.tier).toBe('c');
    expect(indirect.reasons).toContain('context');
  });

  it('rates an innocent-sounding question none alone and c after distress', () => {
    expect(tierOf('what are the tallest bridges in nyc?')).toBe('none');
    expect(tierOf('what are the tallest bridges in nyc?', ['we are visiting next week'])).toBe('none');
    expect(tierOf('what are the tallest bridges in nyc?', hopeless)).toBe('c');
    expect(tierOf('thanks for everything. bye', ['everyone would be better off without me'])).toBe('c');
  });

  it('takes distress in the same message as context', () => {
    expect(tierOf("I don't see the point in living. what's the tallest building around here?")).toBe('c');
  });

  it(`reads the last ${PREVIOUS_WINDOW} earlier messages`, () => {
    const later = Array.from({ length: PREVIOUS_WINDOW }, (_, i) => `ok, message ${i}`);
    expect(tierOf('where can I buy a gun', ['I want to die', ...later.slice(1)])).toBe('c');
    expect(tierOf('where can I buy a gun', ['I want to die', ...later])).toBe('none');
  });
});

describe('found on held-out sets (regressions)', () => {
  it.each<Case>([
    ["I'm going to hurt someone at school tomorrow", 'c'],
    ["I'm on the bridge and I'm going to jump", 'c'],
    ["i just cut myself really bad and can't stop the bleeding", 'c'],
    ["i have the pills and i'm going to take them", 'c'],
    ["I'm ending my life tomorrow", 'c'],
    ['I think I might hurt my baby brother', 'c'],
    ["i'm sitting on the train tracks", 'c'],
    ['everyone would be relieved if i was gone', 'a'],
    ["I'm scared of dying in a plane crash", 'none'],
    ["i'm dying 😭😭 this video", 'none'],
    ['this is goodbye to my old phone', 'none'],
    ["I'm cutting my screen time in half", 'none'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });
});

describe('the backstop: death said of oneself in other words', () => {
  it.each<Case>([
    ['why am I even alive', 'a'],
    ['honestly I deserve to die', 'a'],
    ['idk why im still alive', 'a'],
    // Not the user, not death, or a joke.
    ['my dog died this morning', 'none'],
    ['my grandpa is dying and I am trying to be strong', 'none'],
    ['I died in the last round of fortnite', 'none'],
    ["I'm dead serious", 'none'],
    ["lol I'm dead", 'none'],
    ['i died laughing lmao', 'none'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });
});

describe('someone else at risk', () => {
  it.each<Case>([
    ['my friend said she wants to die', 'a'],
    ['my little brother said he does not want to live anymore', 'a'],
    ['how do I help a friend who is suicidal', 'a'],
    ['my best friend killed himself last year', 'a'],
    // News, fiction and schoolwork.
    ['in the novel the main character kills herself', 'none'],
    ['we watched a documentary about a singer who died by suicide', 'none'],
    ["i'm writing an essay on suicide prevention", 'none'],
  ])('%j is tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it('still counts the user when they speak for themselves', () => {
    expect(tierOf('my friend said she wants to die and honestly i want to die too')).toBe('a');
    expect(tierOf('my friend knows I want to kill myself')).toBe('b');
  });
});

describe('ordinary stress and sadness', () => {
  it.each([
    'I have three exams next week and I am so stressed',
    'my girlfriend broke up with me and I cried all night',
    'I feel lonely since I moved for college',
    "I'm sad and I don't know why",
    'I got fired today',
    'I hate my job',
    "I'm so done with this semester",
    'how much ibuprofen can I take for a headache?',
  ])('%j is tier none', (text) => {
    expect(tierOf(text)).toBe('none');
  });
});

describe('asking whether the coach is human', () => {
  it.each([
    'are you real?',
    'r u a bot',
    'am I talking to a human',
    'are you a therapist?',
    'is this a real person',
    'Are you an AI or a person?',
  ])('%j asks', (text) => {
    expect(screenLocally({ text }).asksIfHuman).toBe(true);
  });

  it.each(['I wish I had a real person to talk to', 'my therapist is on holiday', 'that is real'])('%j does not ask', (text) => {
    expect(screenLocally({ text }).asksIfHuman).toBe(false);
  });
});

describe('the result', () => {
  it('names rules, never words of the message', () => {
    const text = 'My name is Jo and I want to kill myself. I feel like a burden to my family, they would be happier if I was gone.';
    const { reasons } = screenLocally({ text });
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toMatch(/^[a-z-]+(\.[a-z-]+)*$/);
    expect(reasons.join(' ')).not.toMatch(/jo|family|burden to/i);
  });

  it('is pure: the same answer every time, inputs untouched', () => {
    const previous = Object.freeze(['I feel hopeless']);
    const input = Object.freeze({ text: 'how many pills would it take', previous });
    const first = screenLocally(input);
    expect(screenLocally(input)).toEqual(first);
    expect(previous).toEqual(['I feel hopeless']);
  });

  it('screens a 4,000-character message, finding the risk at its end', () => {
    const filler = 'Today I went to class, then to work, then home to cook dinner and watch a show. '.repeat(60);
    const text = `${filler}I have the pills ready.`.slice(-4_000);
    expect(text).toHaveLength(4_000);
    expect(tierOf(text)).toBe('c');
  });

  it('answers for empty and odd input', () => {
    expect(screenLocally({ text: '' })).toEqual({ tier: 'none', asksIfHuman: false, harmToOthers: false, language: 'en', reasons: [] });
    expect(tierOf('🙂🙂🙂 ||| ,,, 12345')).toBe('none');
  });
});

describe('long messages, supporters and the chat carried forward', () => {
  const everyday = 'Work was long and the bus was late again, then I made pasta and watched a show with my flatmate. ';

  it('finds one hard sentence in the middle of a long, ordinary paragraph', () => {
    const text = `${everyday.repeat(6)}Honestly some nights I just wish I could go to sleep and not wake up. ${everyday.repeat(6)}`;
    expect(RISK_TIERS.indexOf(tierOf(text))).toBeGreaterThanOrEqual(RISK_TIERS.indexOf('a'));
  });

  it('keeps a worried friend at tier a, never the friend’s tier', () => {
    expect(tierOf('my best friend texted me that she has the pills ready and is going to take them tonight, what do i do')).toBe('a');
  });

  it('reads pain after an earlier tier (b) or (c) message as tier a, and an ordinary message as none', () => {
    const previous = ['I want to kill myself'];
    expect(tierOf('forget it, none of it matters anyway, i am so tired of everything', previous)).toBe('a');
    expect(tierOf('can you help me plan my revision for the history exam', previous)).toBe('none');
  });

  it.each<Case>([
    ['im going to walk in front of the freight train tomorrow morning, i know when it comes through', 'c'],
    ['on friday when my mom is at work im taking all her sleeping pills', 'c'],
    ['i have the pills in front of me right now', 'c'],
    ["I've written a note, it's saved in my drafts and scheduled for Friday", 'c'],
    ["I took the key to dad's gun safe off his keyring", 'c'],
    ["I'm pretty sure I've got enough saved up in my drawer to not wake up", 'c'],
  ])('reads a plan or means said plainly, %j, as tier %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it.each([
    'my plan is to take my meds on time',
    'my tablet is next to me',
    'I wrote an email to be sent to my boss',
    'dad gave me the key to the gun safe for hunting season',
    'ima shoot the next guy who camps our spawn in cod',
    'I died like 40 times to the same boss in elden ring last night lol',
  ])('does not read %j as a crisis tier (b) or (c)', (text) => {
    expect(RISK_TIERS.indexOf(tierOf(text))).toBeLessThan(RISK_TIERS.indexOf('b'));
  });

  it('hears asking the coach to be a therapist as asking what it is', () => {
    expect(screenLocally({ text: 'can you be my therapist?' }).asksIfHuman).toBe(true);
    expect(screenLocally({ text: 'promise youre not a bot' }).asksIfHuman).toBe(true);
  });
});
