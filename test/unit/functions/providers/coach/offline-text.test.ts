import { readSignals, planIn } from '../../../../../functions/providers/coach/offline/signals';
import { reflect } from '../../../../../functions/providers/coach/offline/reflect';
import { swapPronouns } from '../../../../../functions/providers/coach/offline/swap';
import { sentenceCount } from '../../../../../functions/providers/coach/offline/text';
import { Chooser, hash } from '../../../../../functions/providers/coach/offline/choose';
import { exerciseMentioned, isOffer } from '../../../../../functions/providers/coach/offline/exercises';

/** The offline coach's reading of messages and its reflective listening, piece by piece. */

describe('swapPronouns', () => {
  it.each([
    ['I feel like nobody listens to me', 'you feel like nobody listens to you'],
    ["I'm tired of my job", "you're tired of your job"],
    ['I was scared and I am still scared', 'you were scared and you are still scared'],
    ["I've lost myself", "you've lost yourself"],
    ['My mum is great', 'Your mum is great'],
    // "we" would sound as if the coach had been there; the verb agrees past an adverb.
    ['we used to talk every day', 'you used to talk every day'],
    ['I really was trying', 'you really were trying'],
    ['i dont think anyone likes me', "you don't think anyone likes you"],
    ['she said "I hate you" to me', 'she said "I hate you" to you'],
  ])('%p -> %p', (input, output) => {
    expect(swapPronouns(input)).toBe(output);
  });
});

describe('reflect', () => {
  const anyFeeling = (text: string) => readSignals(text).feelings.length > 0;

  it('reflects the clause that names a feeling, turned toward the user', () => {
    expect(reflect('Mostly maths, I feel like I am going to fail.', anyFeeling)).toMatchObject({
      swapped: 'you feel like you are going to fail',
      clause: true,
    });
  });

  it('drops fillers and hedges', () => {
    expect(reflect('Well, I guess I could text her tonight lol', () => false)?.swapped).toBe('you could text her tonight');
  });

  it('reads a bare state as "you\'re ..."', () => {
    expect(reflect('really stressed about exams', anyFeeling)?.swapped).toBe("you're really stressed about exams");
  });

  it('quotes what does not read as a sentence', () => {
    expect(reflect('exams and deadlines', () => false)).toMatchObject({ quoted: 'exams and deadlines', clause: false });
  });

  it('restores a dropped subject and keeps "me and my friend" whole', () => {
    expect(reflect('Been thinking about my ex a lot', () => false)?.swapped).toBe("you've been thinking about your ex a lot");
    expect(reflect('Good news, me and my friend made up', () => false)?.swapped).toBe('you and your friend made up');
  });

  it('does not echo non-answers, requests, fragments or noun phrases as clauses', () => {
    expect(reflect('kind of but not really', () => false)).toBeUndefined();
    expect(reflect('let me think about it', () => false)).toBeUndefined();
    expect(reflect('am I overreacting', () => false)).toBeUndefined();
    expect(reflect('exams, money, my mum, everything', () => false)?.clause).toBe(false);
  });

  it('does not reflect questions or sentences about the coach', () => {
    expect(reflect('Can you help me?', () => false)).toBeUndefined();
    expect(reflect("You don't get it", () => false)).toBeUndefined();
  });
});

describe('readSignals', () => {
  it.each([
    ['hi', 'greeting'],
    ['hey there', 'greeting'],
    ['are you a real person?', 'identity'],
    ['what can you do?', 'capabilities'],
    ['thanks!', 'thanks'],
    ['ok bye', 'goodbye'],
    ['yes please', 'yes'],
    ['no thanks', 'no'],
    ['idk', 'dont-know'],
    ['what should I do?', 'advice'],
    ['idk what to do', 'advice'],
    ['any tips for sleeping', 'advice'],
    ['can you help me calm down', 'advice'],
    ['I want to know how I stop overthinking', 'advice'],
    ['pls help', 'advice'],
    ['nobody will help me', 'share'],
    ['how do you make pancakes fluffy', 'question'],
    ['I passed my driving test!', 'good-news'],
    ['I feel a bit calmer now', 'positive'],
    ["I'll call my gran on Sunday", 'plan'],
    ['meh', 'short'],
    ['why does this keep happening?', 'question'],
    ['my boss keeps shouting at me', 'share'],
    ['no one likes me', 'share'],
    ['Do I have depression?', 'diagnosis'],
    ['should I stop my meds', 'diagnosis'],
    ['I want to die', 'risk'],
    ['sometimes I think about hurting myself', 'risk'],
    ['I could kill him', 'harm-to-others'],
    ['am I overreacting', 'question'],
    ['can we talk about something else', 'steer'],
    ['I want to feel more confident', 'share'],
    ['I will be alone forever', 'share'],
    ['I could tell she was upset with me', 'share'],
    ['my neighbour offered to help so I can sleep in', 'share'],
  ])('%p is %p', (message, intent) => {
    expect(readSignals(message).intent).toBe(intent);
  });

  it('finds feelings, skipping negated ones', () => {
    expect(readSignals("I'm so anxious and tired").feelings.map((f) => f.label)).toEqual(['anxious', 'exhausted']);
    expect(readSignals("I'm not happy").feelings).toEqual([]);
  });

  it('finds topics', () => {
    expect(readSignals('my girlfriend and my mum both hate my job').topics.map((t) => t.id)).toEqual(['work', 'partner', 'family']);
  });

  it("reads the step in a plan in the user's own capitals", () => {
    expect(planIn("I'm going to ask Sam on Saturday, but I'm nervous")).toBe('ask Sam on Saturday');
    expect(planIn('I could cry')).toBeUndefined();
    expect(planIn("my pharmacist said I can take it, so I'll take it before bed")).toBe('take it before bed');
  });
});

describe('Chooser', () => {
  it('picks the same option for the same seed and slot', () => {
    const options = ['a', 'b', 'c', 'd'];

    expect(new Chooser('seed', []).pick('slot', options)).toBe(new Chooser('seed', []).pick('slot', options));
    expect(hash('abc')).toBe(hash('abc'));
  });

  it('avoids lines used in earlier replies while others remain', () => {
    const options = ['First line.', 'Second line.'];
    const picked = new Chooser('seed', []).pick('slot', options);

    expect(new Chooser('seed', [`Hello. ${picked} Bye.`]).pick('slot', options)).not.toBe(picked);
  });
});

describe('exercise offers', () => {
  it('knows an offer and the exercise it names', () => {
    const reply = 'Box breathing calms the body. Would you like to try box breathing together?';

    expect(isOffer(reply)).toBe(true);
    expect(exerciseMentioned(reply)?.id).toBe('box-breathing');
  });

  it('does not take an open question for an offer', () => {
    expect(isOffer('When would you like to do it?')).toBe(false);
  });
});

describe('sentenceCount', () => {
  it('counts sentences by their closing punctuation', () => {
    expect(sentenceCount('One. Two! Three? Four')).toBe(4);
    expect(sentenceCount('Visit viacharacter.org today.')).toBe(1);
  });
});
