import { teach, type GoalPlan } from './moves';

/**
 * Reduce Stress: name the stressors, calm the body, sort what is controllable, take a small next
 * step, reframe, recover, and check in on how it went.
 */
export const STRESS: GoalPlan = {
  purpose: 'reducing stress',
  opening: [
    "What's weighing on you most right now?",
    "What's been piling up for you lately?",
    'Where is most of your stress coming from at the moment?',
  ],
  easier: [
    'If you had to name just one thing on your mind right now, what would it be?',
    'On a scale from 0 to 10, how stressed do you feel right now?',
    'What part of your day feels the heaviest at the moment?',
  ],
  moves: [
    {
      id: 'name-stressors',
      styles: {
        1: {
          lead: [
            "You're carrying a lot right now, so no wonder it feels heavy.",
            'Naming what stresses you is already a step toward handling it.',
          ],
          question: ['What feels like the biggest piece of it right now?', "What's weighing on you most out of all of that?"],
        },
        2: {
          lead: [],
          question: ['What feels like the heaviest part of it for you?', 'How is all of this showing up for you from day to day?'],
        },
        3: {
          lead: [
            'When stress runs high, calming the body first makes it easier to think, and box breathing (in for 4 counts, hold for 4, out for 4, hold for 4) is one of the quickest ways to do that.',
            'Stress narrows attention onto the worry, and 5-4-3-2-1 grounding, noticing things you can see, feel and hear right now, is a quick way to step back from it.',
          ],
          question: [
            'Would you be up for trying a few rounds now and telling me what you notice?',
            'Would you like to try it now and tell me what you notice?',
          ],
        },
      },
    },
    {
      id: 'body',
      styles: {
        1: {
          lead: [
            "It's okay to pause; looking after yourself is part of getting through this.",
            "You're doing better than you think just by noticing how you feel.",
          ],
          question: ['Would you like to try a quick round of box breathing together?', 'What usually helps you feel even a little calmer?'],
        },
        2: {
          lead: [],
          question: [
            'Where do you notice the stress in your body?',
            'When have you felt a bit more settled lately, and what was different then?',
          ],
        },
        3: {
          lead: [
            teach(
              'Breathing out for longer than you breathe in slows the heart rate and tells the body it is safe; 4-7-8 breathing is built on that.',
              'breathing-478',
            ),
          ],
          question: ['Would you like to try 4-7-8 breathing now?', 'When in your day could you fit in a minute of slow breathing?'],
        },
      },
    },
    {
      id: 'control',
      styles: {
        1: {
          lead: [
            "You're handling more than you're giving yourself credit for.",
            "Not everything is on your shoulders, and that's worth remembering.",
          ],
          question: [
            "Of everything on your plate, what's one part that's actually within your control?",
            'Which part of this could you let go of, at least for today?',
          ],
        },
        2: {
          lead: [],
          question: [
            "Which parts of this feel like yours to change, and which don't?",
            'What would it mean for you to set some of this down?',
          ],
        },
        3: {
          lead: [teach('Stress eases when energy goes to what we can act on, and a control sort makes that visible.', 'control-sort')],
          question: ["What lands in the 'I control it' group for you?", 'Would you be up for trying the control sort now?'],
        },
      },
    },
    {
      id: 'small-step',
      styles: {
        1: {
          lead: [
            "Big worries get smaller when they're broken into pieces, and you're great at taking things one step at a time when you decide to.",
            "You don't have to fix it all at once; one small step is enough for today.",
          ],
          question: [
            "What's the smallest next step you could take in the next day or two?",
            'What would be a quick win you could get today?',
          ],
        },
        2: {
          lead: [],
          question: [
            'What feels like the next thing you would want to do about it?',
            'What would help you feel a little more on top of things?',
          ],
        },
        3: {
          lead: [
            teach(
              'Starting is the hardest part, and if-then plans make follow-through much more likely in studies, so try the 10-minute step.',
              'next-step',
            ),
          ],
          question: ['What would your 10-minute step be, and when?', 'What might get in the way, and how could you plan around it?'],
        },
      },
    },
    {
      id: 'reframe',
      styles: {
        1: {
          lead: [
            "You've got through hard weeks before, and that counts as evidence you can do it again.",
            'Stress often means you care about doing well, and that care is a strength.',
          ],
          question: [
            'What would you tell a friend who was in exactly your situation?',
            "What's gone better than you expected recently, even a little?",
          ],
        },
        2: {
          lead: [],
          question: ['How might this look to you a year from now?', 'What does this stress tell you about what matters to you?'],
        },
        3: {
          lead: [
            "Reframing means looking at the same situation from another angle without pretending it's fine, by asking what you'd tell a friend or whether it will matter in a year.",
          ],
          question: [
            'Which of those questions gives you a different view?',
            'How does the situation look when you ask what you would tell a friend?',
          ],
        },
      },
    },
    {
      id: 'recovery',
      styles: {
        1: {
          lead: [
            'Rest is part of doing well, not a reward for finishing everything.',
            'You deserve a break too, and taking one will help you keep going.',
          ],
          question: [
            "What's one thing you could do tonight just for you, to recharge?",
            'What helps you switch off, even for half an hour?',
          ],
        },
        2: {
          lead: [],
          question: ['What helps you recharge when you get the chance?', 'How have you been looking after yourself through all this?'],
        },
        3: {
          lead: [
            teach(
              'Recovery matters as much as effort, and sleep, movement and time with people all lower stress; a wind-down routine is an easy place to start.',
              'wind-down',
            ),
          ],
          question: ['Which of those feels easiest to add this week?', 'What tends to keep you up when you are stressed?'],
        },
      },
    },
    {
      id: 'check-in',
      styles: {
        1: {
          lead: [
            "You've done real work on this today, and it shows.",
            "Well done for taking this time for yourself; that's a win in itself.",
          ],
          question: [
            'How are you feeling now compared with when we started?',
            "What's one thing you'll remind yourself of when stress builds up again?",
          ],
        },
        2: {
          lead: [],
          question: [
            'What feels different, if anything, now that you have talked it through?',
            'What would you like to hold on to from this conversation?',
          ],
        },
        3: {
          lead: [
            teach(
              'To keep stress in check day to day, end the day with three good things, a habit that lifted mood for months in studies.',
              'three-good-things',
            ),
          ],
          question: ['Which of the techniques we covered will you try first?', 'What might be the first good thing on your list today?'],
        },
      },
    },
  ],
};
