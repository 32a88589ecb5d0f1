import { mayNameSomeone } from '#shared/names';

/** The rule a suggested goal and a memory note are held to: no one else's name. */

describe('mayNameSomeone', () => {
  it.each([
    'Call Sam on Sunday',
    'Text Priya once a week',
    'Your sister Maya visits in June.',
    'Talking to Dr Jones helped.',
    'You mentioned Priya helps you calm down.',
  ])('finds a name in "%s"', (text) => expect(mayNameSomeone(text)).toBe(true));

  it.each([
    'Take a walk on Sunday',
    'Write down one thing that went well',
    'Plan one thing for May',
    'You mentioned feeling stressed about exams in June.',
    'Walks help you calm down. Music helps too.',
    'Your GCSEs start on Monday and your SATs in May.',
    "I'm told your mum and your sister help. Mum's advice too.",
    'Christmas with your family feels tense.',
  ])('lets "%s" through', (text) => expect(mayNameSomeone(text)).toBe(false));

  it("takes a sentence's first word for a name when the user wrote it as one", () => {
    const said = ['I had a fight with Jordan today'];

    expect(mayNameSomeone('Jordan deserves a kind message', said)).toBe(true);
    expect(mayNameSomeone('Send a kind message to a friend', said)).toBe(false);
  });
});
