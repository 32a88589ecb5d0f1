import { teach, type GoalPlan } from './moves';

/**
 * Build Self-Esteem: notice the inner critic, weigh it against the evidence, spot strengths,
 * practise self-compassion, picture a best possible self, then one small step and a check-in.
 */
export const SELF_ESTEEM: GoalPlan = {
  purpose: 'building self-esteem',
  opening: [
    "What's been going on that's made you want to work on how you see yourself?",
    'When do you notice yourself feeling down about yourself the most?',
    "What's one thing about how you see yourself that you'd like to change?",
  ],
  easier: [
    "What's one moment this week when you felt even slightly okay about yourself?",
    'If a good friend described you in three words, what might they say?',
    'What would feeling a little more confident look like for you tomorrow?',
  ],
  moves: [
    {
      id: 'explore',
      styles: {
        1: {
          lead: [
            'Wanting to feel better about yourself is a really good place to start, and you have already taken the first step by talking about it.',
            "It takes courage to look at how you treat yourself, and you're doing it.",
          ],
          question: [
            'When do you notice these feelings about yourself most?',
            'What tends to happen just before you start feeling this way about yourself?',
          ],
        },
        2: {
          lead: [],
          question: [
            'What is it like for you when those thoughts about yourself show up?',
            'When do you notice those feelings about yourself most?',
          ],
        },
        3: {
          lead: [
            "A useful first exercise is simply noticing: for the next day, jot down each time your inner critic speaks and what it says, because it's easier to answer a voice you can name.",
            'Self-esteem grows from how we talk to ourselves as much as from what we achieve, so the first exercise is to listen: note each harsh thought about yourself today and when it came.',
          ],
          question: ['When do you think your inner critic is loudest?', 'What situations tend to set off those harsh thoughts?'],
        },
      },
    },
    {
      id: 'inner-critic',
      styles: {
        1: {
          lead: [
            "That inner critic can be really loud, but it isn't the whole truth about you.",
            "A harsh inner voice is something a lot of people live with, and it doesn't get the final word on who you are.",
          ],
          question: [
            'What does that critical voice tend to say to you, in its exact words?',
            'If your inner critic had a catchphrase, what would it be?',
          ],
        },
        2: {
          lead: ["It sounds like there's a part of you that can be pretty hard on you."],
          question: ['What does that critical voice tend to say?', 'How does it feel to hear that voice so often?'],
        },
        3: {
          lead: [
            'Psychologists call that harsh inner voice self-criticism, and writing down its exact words is the first step to answering it, because thoughts look less like facts on paper.',
          ],
          question: ['What are the exact words your inner critic uses most?', 'Which harsh thought about yourself comes up most often?'],
        },
      },
    },
    {
      id: 'evidence',
      styles: {
        1: {
          lead: [
            "Let's give the other side a fair hearing too, because I suspect there's more to you than that voice admits.",
            "Thoughts can feel like facts, but they're not always fair ones.",
          ],
          question: [
            "What's one piece of evidence, however small, that the critic is leaving out?",
            "What's something you've done that doesn't fit what the critic says?",
          ],
        },
        2: {
          lead: [],
          question: [
            'How true does that thought feel when you look at it from a little distance?',
            'Where do you think that way of seeing yourself comes from?',
          ],
        },
        3: {
          lead: [
            teach('An evidence check from cognitive coaching helps you test a harsh thought instead of obeying it.', 'evidence-check'),
          ],
          question: ["What would go in the 'against' column for you?", 'Would you be up for trying the evidence check on one thought now?'],
        },
      },
    },
    {
      id: 'strengths',
      styles: {
        1: {
          lead: [
            "From what you've shared, I can already hear real strengths, like honesty about how you feel and the persistence to keep working on it.",
            'Everyone has strengths, and noticing yours is a skill you can practise.',
          ],
          question: [
            "What's something you've done recently that you were quietly proud of?",
            'What would the people who know you best say you are good at?',
          ],
        },
        2: {
          lead: [],
          question: ['When do you feel most like yourself?', 'What do you value most about the way you treat other people?'],
        },
        3: {
          lead: [
            teach(
              'Research on character strengths found that using a top strength in a new way each day for a week can lift mood for months, and the free VIA survey (viacharacter.org) lists yours.',
              'strengths',
            ),
          ],
          question: [
            'Which strengths do you think you might find?',
            'Would you like to try strengths spotting now, with one moment from this week?',
          ],
        },
      },
    },
    {
      id: 'self-compassion',
      styles: {
        1: {
          lead: [
            "You deserve the same kindness you'd give a friend, especially on the hard days.",
            "Being kind to yourself isn't letting yourself off the hook; it's what helps people keep going.",
          ],
          question: [
            'If a close friend said these things about themselves, what would you tell them?',
            'Would you like to try a one-minute self-compassion break together?',
          ],
        },
        2: {
          lead: [],
          question: [
            'How would you respond if a close friend felt this way about themselves?',
            'What would it be like to speak to yourself a little more gently?',
          ],
        },
        3: {
          lead: [
            teach(
              "Kristin Neff's research links self-compassion with less anxiety and more motivation than harsh self-criticism, and her self-compassion break takes a minute.",
              'self-compassion',
            ),
          ],
          question: [
            'Which of those three lines feels hardest to say to yourself?',
            'Would you be up for trying it now and telling me how it felt?',
          ],
        },
      },
    },
    {
      id: 'best-self',
      styles: {
        1: {
          lead: [
            "I'd love to help you picture where all of this could lead.",
            "You've got more going for you than you might think, so let's imagine what that could grow into.",
          ],
          question: [
            "Imagine it's a year from now and you feel genuinely good about yourself: what's different?",
            'What would the most confident version of you do differently this week?',
          ],
        },
        2: {
          lead: [],
          question: ['If you felt more at ease with yourself, what would you notice first?', 'What kind of person do you most want to be?'],
        },
        3: {
          lead: [teach('The best-possible-self exercise, studied by Laura King, reliably boosts optimism.', 'best-possible-self')],
          question: [
            "What's one thing you'd expect to see in that future?",
            'Would you like to try the best-possible-self exercise this week?',
          ],
        },
      },
    },
    {
      id: 'small-step',
      styles: {
        1: {
          lead: [
            'Small steps build real confidence, and every one counts.',
            "You've already done something brave today by looking at this honestly.",
          ],
          question: [
            "What's one small thing you could do this week that the kinder version of you would be glad of?",
            'What tiny step toward feeling better about yourself could you take tomorrow?',
          ],
        },
        2: {
          lead: [],
          question: ['What feels like a step you would want to take from here?', 'What would you like to do with what you have noticed?'],
        },
        3: {
          lead: [
            "Goals work best when they're tiny and specific and tied to a time, like 'If it's 9 pm, then I write down one thing I did well today'.",
          ],
          question: [
            'What small step would you like to set yourself, and when will you do it?',
            'What if-then plan could you make for this week?',
          ],
        },
      },
    },
    {
      id: 'check-in',
      styles: {
        1: {
          lead: ["Look at how much you've put into words today; that takes real courage.", "I'm really glad you gave yourself this time."],
          question: ['What will you take with you from our conversation?', 'What would you like to celebrate about yourself today?'],
        },
        2: {
          lead: [],
          question: [
            'What stands out to you from what we have talked about?',
            'How are you feeling about yourself right now, compared with when we started?',
          ],
        },
        3: {
          lead: [
            teach(
              'A simple habit to keep this going is three good things, which in studies lifted happiness for months.',
              'three-good-things',
            ),
          ],
          question: ['What might your three be for today?', 'Which of the exercises we talked about would you like to keep using?'],
        },
      },
    },
  ],
};
