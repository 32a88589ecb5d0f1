import { AI_DISCLOSURE, FIXED_REPLIES, HARM_TO_OTHERS_REPLY, SAFE_REPLACEMENT_REPLY } from '../../../../shared/safety';
import { screenReply } from '../../../../functions/safety/screen';

/** The reply screen (SAFETY.md 6, 8, 9): means or methods, and claims to be human or a professional. */

describe('screenReply', () => {
  it.each([
    ['A lethal dose of acetaminophen is around 10 grams for an adult.'],
    ['Taking 4,000 mg of Tylenol at once can cause liver failure.'],
    ['A fall from 150 feet is almost always fatal.'],
    ['Common methods of suicide include hanging and overdose.'],
    ['You could tie a noose with a bowline knot.'],
    ['If you cut vertically along the wrist it bleeds more.'],
    ['You can buy a gun at a gun show without a background check.'],
    ['Mixing bleach and ammonia makes a toxic gas.'],
    ['You could take 40 paracetamol tablets.'],
    ['Just swallow 30 of your pills.'],
    ['Cut deep along the vein.'],
  ])('refuses means or methods: %j', (text) => {
    expect(screenReply(text)).toMatchObject({ safe: false, reason: 'means' });
  });

  it.each([
    ["I'm a real person, I promise."],
    ["I'm human too, so I get it."],
    ["I'm not a bot, I'm right here with you."],
    ["Honestly, I'm 24 years old and I went through the same thing."],
  ])('refuses a claim to be human: %j', (text) => {
    expect(screenReply(text)).toMatchObject({ safe: false, reason: 'claims-human' });
  });

  it.each([
    ['As a licensed therapist, I recommend journaling.'],
    ["I'm a psychologist and I see this a lot."],
    ["I'm your counselor, so let's work through it."],
    ['In my practice I see many students with exam stress.'],
  ])('refuses a claim to be a professional: %j', (text) => {
    expect(screenReply(text)).toMatchObject({ safe: false, reason: 'claims-professional' });
  });

  it.each([
    [AI_DISCLOSURE],
    ['You could take 5 minutes to breathe slowly, or try 3 of the ideas we talked about.'],
    [FIXED_REPLIES.b],
    [FIXED_REPLIES.c],
    [HARM_TO_OTHERS_REPLY],
    [SAFE_REPLACEMENT_REPLY],
    ["I can't tell you how to tie a noose, but I'm here for you."],
    ["I won't share the lethal dose of anything. Please call or text 988."],
    ["I'm an AI, not a person."],
    ["I'm not a therapist, but I can share some ideas that help many people."],
    ['A therapist could help with this. Would you like ideas for finding one?'],
    ['It sounds like exams are killing you right now. What is one small step for today?'],
    ['Cutting out caffeine after 2 pm can help you sleep.'],
    ['Try a 10 minute walk and drinking 2 liters of water.'],
    ['If you are thinking about suicide, please call or text 988 right away.'],
  ])('lets a safe reply through: %j', (text) => {
    expect(screenReply(text)).toEqual({ safe: true });
  });
});
