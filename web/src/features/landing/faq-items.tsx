import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/paths';

/** One question of the landing FAQ. `id` names the question's button and answer in the page. */
export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * The seven FAQ entries, on the spec's seven topics in its order (section 2): goal tracking, voice
 * support, customization, data security, issues addressed, getting started and weekly emotional
 * insight updates. The answers describe what the product does today (spec sections 1, 6 and 9,
 * SAFETY.md): an AI coach, not a therapist; voice is Premium; export and deletion in Settings.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'goal-tracking',
    question: 'How does goal tracking work?',
    answer: (
      <>
        <p>
          Every new session starts with a goal: Build Self-Esteem, Reduce Stress or Interpersonal Relationships. Your coach keeps the
          conversation on that goal, helps you break it into small steps and checks in on how they went, and each session stays in your list
          so you can pick it up again later.
        </p>
        <p>Basic includes the Reduce Stress goal; Premium unlocks all three.</p>
      </>
    ),
  },
  {
    id: 'voice-support',
    question: 'Can I talk to my coach by voice?',
    answer: (
      <p>
        Yes, with Premium. Press the microphone to speak, press it again when you are done, and your words are transcribed and sent for you.
        Turn on voice replies and your coach reads its answers aloud in the voice you pick in Settings. On Basic you chat by text.
      </p>
    ),
  },
  {
    id: 'customization',
    question: 'Can I choose how my coach talks to me?',
    answer: (
      <p>
        Yes. For each session you choose a communication style: Encouragement &amp; Positivity, Non-Directive Approach (your coach asks
        questions and lets you find your own answers) or Resource &amp; Information Sharing (practical tips and ideas to try). Basic
        includes the Non-Directive Approach; Premium unlocks all three. You can also choose a light or dark theme and your coach&rsquo;s
        voice.
      </p>
    ),
  },
  {
    id: 'data-security',
    question: 'Is my data private and secure?',
    answer: (
      <>
        <p>
          Everything travels encrypted and is encrypted where it is stored. Your chats are never sold, never used for advertising and never
          written to our logs. Card payments are handled by our payment provider, so we never see your card number.
        </p>
        <p>
          You stay in control: in Settings you can export all your data, delete your chats, or delete your account and everything in it. The{' '}
          <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link> has the details.
        </p>
      </>
    ),
  },
  {
    id: 'issues-addressed',
    question: 'What can Blue Guardian help with?',
    answer: (
      <>
        <p>
          Everyday challenges: stress, self-esteem, and relationships with friends, family or partners. Your coach uses ideas from positive
          psychology to help you notice your strengths, reflect and try small, practical steps.
        </p>
        <p>
          Blue Guardian is an AI coach, not a person and not a therapist. It cannot diagnose or treat anything and is no substitute for
          professional care. If you are in crisis, press the SOS button at the top of every page: call or text 988, text HOME to 741741, or
          call 911 in an emergency (US).
        </p>
      </>
    ),
  },
  {
    id: 'getting-started',
    question: 'How do I get started?',
    answer: (
      <p>
        Sign up with your name, email and a password, or with your Google account, and verify your email. Then pick a plan: Basic is free,
        and Premium is $16 a month, or $8 a month billed annually with a 14-day free trial. Press &ldquo;+ New Session&rdquo;, choose a goal
        and a style, and say hello. You need to be 18 or older, or have your parent or guardian&rsquo;s consent.
      </p>
    ),
  },
  {
    id: 'weekly-insights',
    question: 'What are the weekly emotional insight updates?',
    answer: (
      <p>
        Once a week your emotional insights are brought up to date with a short summary of your recent sessions: how your mood has been, the
        sources of stress that came up, and ideas for your next sessions. Premium adds deeper insights and advanced early detection, which
        points out patterns worth paying attention to. Insights are observations to reflect on, not a diagnosis.
      </p>
    ),
  },
];
