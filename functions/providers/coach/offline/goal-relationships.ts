import { teach, type GoalPlan } from './moves';

/**
 * Interpersonal Relationships: what happened and how it felt, the other person's perspective,
 * saying it with an I-statement, active-constructive responding, boundaries, gratitude, and one
 * small step toward connection.
 */
export const RELATIONSHIPS: GoalPlan = {
  purpose: 'your relationships',
  opening: [
    "Who's on your mind, and what's been happening between you?",
    'Which relationship in your life would you most like to work on?',
    "What's been going on with the people around you lately?",
  ],
  easier: [
    "Who's someone you've been thinking about lately?",
    'Who in your life do you feel most comfortable with?',
    'What would a good day with the people around you look like?',
  ],
  moves: [
    {
      id: 'situation',
      styles: {
        1: {
          lead: [
            'It says a lot about you that you care this much about the people in your life.',
            'Relationships can be complicated, and it makes sense this is on your mind.',
          ],
          question: ['What happened between you, from your side?', 'What would you most like to be different with them?'],
        },
        2: {
          lead: [],
          question: ['What has it been like for you, being in this situation?', 'What happened between you, as you see it?'],
        },
        3: {
          lead: [
            'A helpful first exercise is to write what happened in a few plain facts, then separately how you felt, because keeping facts and feelings apart makes a situation easier to see clearly.',
          ],
          question: ['What are the plain facts of what happened?', 'What part of it is bothering you most?'],
        },
      },
    },
    {
      id: 'feelings-needs',
      styles: {
        1: {
          lead: [
            'Your feelings about this are valid, and it takes strength to look at them honestly.',
            'Caring about people is one of your strengths, even when it hurts.',
          ],
          question: ['What do you most wish they understood about how you feel?', 'What do you need most from them right now?'],
        },
        2: {
          lead: [],
          question: ['What do you feel when you think about them right now?', 'What matters most to you in this relationship?'],
        },
        3: {
          lead: [
            teach(
              'Naming your own feeling and need first makes a hard conversation calmer, and an I-statement is a simple way to do that.',
              'i-statement',
            ),
          ],
          question: ['How might you fill in that sentence for this situation?', 'Would you like to try writing your I-statement now?'],
        },
      },
    },
    {
      id: 'perspective',
      styles: {
        1: {
          lead: [
            "You're clearly someone who tries to be fair, which will really help here.",
            'Looking at it from more than one side is a real skill, and you have it.',
          ],
          question: ['What do you think might be going on for them?', 'What do you think they might need from you?'],
        },
        2: {
          lead: [],
          question: ['How do you imagine they see it?', 'What do you make of the way they have been acting?'],
        },
        3: {
          lead: [
            teach(
              "Perspective-taking doesn't mean excusing anything; guessing what the other person feels and needs just makes a calm talk easier, and a perspective swap helps.",
              'perspective',
            ),
          ],
          question: ['What might they be feeling or needing right now?', 'Would you be up for trying the perspective swap now?'],
        },
      },
    },
    {
      id: 'say-it',
      styles: {
        1: {
          lead: ['You clearly want this to go well, and that matters.', 'Speaking up for yourself kindly is brave, and you can do it.'],
          question: [
            'If you could say one honest thing to them, kindly, what would it be?',
            'What would a good outcome of talking to them look like for you?',
          ],
        },
        2: {
          lead: [],
          question: ['What would you want to say to them, if you could?', 'What feels right to you about how to handle this?'],
        },
        3: {
          lead: [
            'Timing matters in a hard conversation: choose a calm, private moment, open with something you value about them, then give your I-statement and listen to their side.',
          ],
          question: ['When might be a good moment to talk with them?', 'How do you think they might respond?'],
        },
      },
    },
    {
      id: 'acr',
      styles: {
        1: {
          lead: [
            'Small moments of connection add up to strong relationships.',
            'The good moments with people are worth noticing as much as the hard ones.',
          ],
          question: [
            'When did you last share something good with each other, and how did it go?',
            'What do you enjoy most about being around them?',
          ],
        },
        2: {
          lead: [],
          question: ['What are the moments with them that feel good?', 'What does a good connection with someone feel like for you?'],
        },
        3: {
          lead: [
            teach(
              "Shelly Gable's research found that how we respond to each other's good news shapes closeness, and active-constructive responding builds it.",
              'acr',
            ),
          ],
          question: [
            'Who might you try active-constructive responding with this week?',
            'How do people in your life usually react when you share good news?',
          ],
        },
      },
    },
    {
      id: 'boundaries',
      styles: {
        1: {
          lead: [
            "You're allowed to have needs and to say no, and that doesn't make you a bad friend.",
            'Looking after yourself in relationships is healthy, not selfish.',
          ],
          question: ["What are you okay with here, and what aren't you okay with?", 'What would feel like a fair balance for you?'],
        },
        2: {
          lead: [],
          question: [
            "What feels okay for you in this relationship, and what doesn't?",
            'Where do you feel you give more than feels right?',
          ],
        },
        3: {
          lead: [
            teach(
              'A clear, kind boundary says what you need and what you will do, without blaming, so try a boundary sentence.',
              'boundary',
            ),
          ],
          question: ['What boundary, if any, would help you here?', 'How would your boundary sentence go?'],
        },
      },
    },
    {
      id: 'gratitude',
      styles: {
        1: {
          lead: [
            'Noticing the good people in your life is a lovely habit to build.',
            'Even when some relationships are hard, others can be a real source of strength.',
          ],
          question: [
            "Who's someone in your life you're grateful for right now?",
            'Who has been there for you lately, even in a small way?',
          ],
        },
        2: {
          lead: [],
          question: [
            'Who are the people who make you feel most like yourself?',
            'What do the good relationships in your life have in common?',
          ],
        },
        3: {
          lead: [
            teach(
              'Expressing specific thanks is one of the most reliable ways to strengthen a relationship and lift your own mood, as in the gratitude visit studied by Martin Seligman.',
              'gratitude-message',
            ),
          ],
          question: ['Who comes to mind to write to?', 'Would you like to try drafting a gratitude message here first?'],
        },
      },
    },
    {
      id: 'small-step',
      styles: {
        1: {
          lead: [
            "You've thought really carefully about this today, and that care will show.",
            'Every small step toward people counts, and you have already started.',
          ],
          question: [
            "What's one small step toward the connection you want that you could take this week?",
            'What would you like to celebrate about how you handled this?',
          ],
        },
        2: {
          lead: [],
          question: ['Where would you like things to go from here?', 'What stands out to you from what we have talked about?'],
        },
        3: {
          lead: [
            'Connection grows from small, regular moves, like a message, a shared plan or a question about their day, more than from one big talk.',
          ],
          question: ['Which small move fits you best this week?', 'Which of the skills we covered would you like to practise first?'],
        },
      },
    },
  ],
};
